import { Skeleton } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { api } from '../lib/api/client';

/**
 * An image served by the API (stored photo, overlay): fetched with the bearer header through the
 * API client and shown from an object URL, since a token must never go into an `src`. The URL is
 * revoked when the path changes or the component unmounts.
 */
export function useApiBlobUrl(path: string | undefined): { url?: string; isError: boolean } {
  const [state, setState] = useState<{ path?: string; url?: string; isError: boolean }>({
    isError: false,
  });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | undefined;
    api.download(path, { signal: controller.signal }).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ path, url, isError: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ path, isError: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state.path === path ? { url: state.url, isError: state.isError } : { isError: false };
}

interface AuthedImageProps {
  path: string;
  alt: string;
  className?: string;
  style?: CSSProperties;
  /** Shown while loading and on failure, at this size. */
  placeholderHeight?: number;
}

export function AuthedImage({
  path,
  alt,
  className,
  style,
  placeholderHeight = 200,
}: AuthedImageProps) {
  const { url, isError } = useApiBlobUrl(path);
  if (!url) {
    return (
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: '100%',
          height: placeholderHeight,
          background: '#f5f5f5',
        }}
        role={isError ? 'img' : undefined}
        aria-label={isError ? alt : undefined}
      >
        {isError ? null : <Skeleton.Image active />}
      </div>
    );
  }
  return <img src={url} alt={alt} className={className} style={style} />;
}
