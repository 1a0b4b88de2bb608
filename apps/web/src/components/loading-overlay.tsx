import { Spin } from 'antd';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface Overlay {
  /** Covers the screen with a spinner and a label until the promise settles. */
  run<T>(work: Promise<T>, label: string): Promise<T>;
}

const OverlayContext = createContext<Overlay | null>(null);

export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<string[]>([]);
  const run = useCallback(async <T,>(work: Promise<T>, label: string) => {
    setLabels((l) => [...l, label]);
    try {
      return await work;
    } finally {
      setLabels((l) => {
        const i = l.indexOf(label);
        return i < 0 ? l : [...l.slice(0, i), ...l.slice(i + 1)];
      });
    }
  }, []);
  const value = useMemo(() => ({ run }), [run]);
  return (
    <OverlayContext value={value}>
      {children}
      <Spin fullscreen spinning={labels.length > 0} tip={labels[0]} size="large" />
    </OverlayContext>
  );
}

export function useLoadingOverlay(): Overlay {
  const overlay = useContext(OverlayContext);
  if (!overlay) throw new Error('useLoadingOverlay needs LoadingOverlayProvider');
  return overlay;
}
