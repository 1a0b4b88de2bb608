/**
 * A small reducer store outside React (read with useSyncExternalStore), so the API client and
 * the UI share one account state without a provider chain.
 */
export interface Store<S, A> {
  getState: () => S;
  dispatch: (action: A) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<S, A>(
  reducer: (state: S, action: A) => S,
  initial: S,
  onChange?: (state: S) => void,
): Store<S, A> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = reducer(state, action);
      if (next === state) return;
      state = next;
      onChange?.(state);
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
