import AppContext, { type useAppProps } from 'antd/es/app/context';
import { lazy, Suspense, useContext, useState, type ReactNode } from 'react';

/** What `App.useApp()` gives: message, notification and modal, bound to the app's theme. */
export type Feedback = useAppProps;
type Kind = keyof Feedback;

const FeedbackHolder = lazy(() => import('./feedback-holder'));

/**
 * A call's result (a message's close function, a modal's handle) exists only once the holder
 * has loaded; this stands in for it and forwards closing, updating and awaiting.
 */
function pendingHandle(result: Promise<{ value: unknown }>) {
  const close = () =>
    void result.then(({ value }) => {
      if (typeof value === 'function') (value as () => void)();
      else (value as { destroy?: () => void } | undefined)?.destroy?.();
    });
  return Object.assign(close, {
    destroy: close,
    update: (config: unknown) =>
      void result.then(({ value }) =>
        (value as { update?: (c: unknown) => void } | undefined)?.update?.(config),
      ),
    then: <A, B>(ok?: (v: unknown) => A, fail?: (e: unknown) => B) =>
      result.then(({ value }) => value).then(ok, fail),
  });
}

/** An API object whose every method waits for the holder, then calls the real one. */
function deferredApi<K extends Kind>(kind: K, ready: () => Promise<Feedback>): Feedback[K] {
  return new Proxy({} as Feedback[K], {
    get:
      (_, method: string) =>
      (...args: unknown[]) =>
        pendingHandle(
          ready().then((api) => {
            const call = (api[kind] as unknown as Record<string, (...a: unknown[]) => unknown>)[
              method
            ];
            return { value: call?.(...args) };
          }),
        ),
  });
}

/** The context value, and the function that hands it the real APIs once the holder loaded. */
function deferredFeedback(want: () => void) {
  let resolve: (api: Feedback) => void = () => {};
  const loaded = new Promise<Feedback>((r) => {
    resolve = r;
  });
  const ready = () => {
    want();
    return loaded;
  };
  const value: Feedback = {
    message: deferredApi('message', ready),
    notification: deferredApi('notification', ready),
    modal: deferredApi('modal', ready),
  };
  return { value, resolve: (api: Feedback) => resolve(api) };
}

/**
 * Provides `App.useApp()` as antd's App does, but loads message, notification and modal (about
 * 25 KB compressed) on their first use instead of with the first page.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const [wanted, setWanted] = useState(false);
  const [{ value, resolve }] = useState(() => deferredFeedback(() => setWanted(true)));
  return (
    <AppContext.Provider value={value}>
      {children}
      {wanted ? (
        <Suspense fallback={null}>
          <FeedbackHolder onReady={resolve} />
        </Suspense>
      ) : null}
    </AppContext.Provider>
  );
}

/** `App.useApp()` without importing antd's App (and with it modal and notification). */
export function useFeedback(): Feedback {
  return useContext(AppContext);
}
