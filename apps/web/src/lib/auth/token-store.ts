import { readJson, removeKey, storageKeys, writeJson } from '../storage';

/** What the provider gave us. The API takes the ID token as its bearer. */
export interface Tokens {
  idToken: string;
  accessToken?: string | undefined;
  refreshToken?: string | undefined;
}

export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens): void;
  clear(): void;
  subscribe(listener: (tokens: Tokens | null) => void): () => void;
}

function isTokens(value: unknown): value is Tokens {
  return (
    typeof value === 'object' && value !== null && typeof (value as Tokens).idToken === 'string'
  );
}

/** Tokens persisted in localStorage so a reload keeps the session. */
export function createTokenStore(storage: Storage = localStorage): TokenStore {
  const listeners = new Set<(tokens: Tokens | null) => void>();
  const emit = (tokens: Tokens | null) => listeners.forEach((l) => l(tokens));
  return {
    get() {
      const value = readJson<unknown>(storageKeys.tokens, storage);
      return isTokens(value) ? value : null;
    },
    set(tokens) {
      writeJson(storageKeys.tokens, tokens, storage);
      emit(tokens);
    },
    clear() {
      removeKey(storageKeys.tokens, storage);
      emit(null);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const tokenStore = createTokenStore();
