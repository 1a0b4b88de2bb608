import { tokenStore } from '../lib/auth/token-store';
import { paths } from '../lib/paths';
import { peekSignInNotice, readJson, storageKeys } from '../lib/storage';

export interface BootFacts {
  pathname: string;
  /** Tokens are stored and the persisted account says signed in (as main.tsx decides). */
  signedIn: boolean;
  /** A notice the sign-in page shows before its button (signed out, session expired). */
  hasNotice: boolean;
  /** The callback sent the visitor back with `signInFailed` in the router's history state. */
  signInFailed: boolean;
}

export function readBootFacts(): BootFacts {
  const account = readJson<{ isLoggedIn?: unknown }>(storageKeys.account);
  const state = window.history.state as { usr?: { signInFailed?: unknown } } | null;
  return {
    pathname: window.location.pathname,
    signedIn: account?.isLoggedIn === true && tokenStore.get() !== null,
    hasNotice: peekSignInNotice() !== undefined,
    signInFailed: state?.usr?.signInFailed === true,
  };
}

/** A clinic's public booking chat, open to patients without an account. */
export const onPublicBooking = (pathname: string) =>
  pathname.startsWith(paths.publicBooking.href(''));

/**
 * A signed-out visitor on any page but the sign-in's return point ends on the hosted sign-in form
 * (the guards send every route there, and the sign-in page redirects at once when it has nothing
 * to say). Going there before the app's code loads spares that visitor the whole app. A clinic's
 * public booking chat (`/book/:key`) is open to anyone: it loads the app.
 */
export function goesStraightToSignIn(facts: BootFacts): boolean {
  return (
    !facts.signedIn &&
    facts.pathname !== paths.signInCallback.href() &&
    !onPublicBooking(facts.pathname) &&
    !facts.hasNotice &&
    !facts.signInFailed
  );
}
