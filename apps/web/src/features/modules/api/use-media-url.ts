import { useEffect, useState } from 'react';
import { api } from '../../../lib/api/client';

/**
 * An object URL for an API image (analysis photo or overlay), fetched with the bearer header so
 * that no token is ever put in a URL. Revoked when the path changes or the component unmounts.
 */
export function useMediaUrl(path: string | undefined): { url?: string; failed: boolean } {
  const [state, setState] = useState<{ path?: string; url?: string; failed: boolean }>({
    failed: false,
  });
  useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    let url: string | undefined;
    api.download(path, { signal: controller.signal }).then(
      ({ blob }) => {
        url = URL.createObjectURL(blob);
        setState({ path, url, failed: false });
      },
      () => {
        if (!controller.signal.aborted) setState({ path, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state.path === path ? { url: state.url, failed: state.failed } : { failed: false };
}
