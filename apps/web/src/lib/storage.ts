/** JSON in localStorage that never throws: private mode, quota or bad JSON read as "absent". */
export function readJson<T>(key: string, storage: Storage = localStorage): T | undefined {
  try {
    const raw = storage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, storage: Storage = localStorage) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the app keeps working with its in-memory state.
  }
}

export function removeKey(key: string, storage: Storage = localStorage) {
  try {
    storage.removeItem(key);
  } catch {
    // Same as above.
  }
}

/** Keys the app stores; `menuState` is the product's own name for the menu's storage. */
export const storageKeys = {
  account: 'dermadesk.account',
  tokens: 'dermadesk.tokens',
  language: 'dermadesk.language',
  menu: 'menuState',
} as const;

/** A one-shot message for the public sign-in page (sessionStorage: gone with the tab). */
export type SignInNotice = 'signedOut' | 'sessionExpired';
const NOTICE_KEY = 'dermadesk.signInNotice';

export function setSignInNotice(notice: SignInNotice) {
  try {
    sessionStorage.setItem(NOTICE_KEY, notice);
  } catch {
    // Without sessionStorage the sign-in page simply shows no notice.
  }
}

/** Read without removing: the notice stays until the user starts a new sign-in. */
export function peekSignInNotice(): SignInNotice | undefined {
  try {
    const value = sessionStorage.getItem(NOTICE_KEY);
    return value === 'signedOut' || value === 'sessionExpired' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function clearSignInNotice() {
  try {
    sessionStorage.removeItem(NOTICE_KEY);
  } catch {
    // Nothing to clear.
  }
}
