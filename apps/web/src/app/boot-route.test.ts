import { describe, expect, it } from 'vitest';
import { goesStraightToSignIn, type BootFacts } from './boot-route';

const signedOut: BootFacts = {
  pathname: '/index',
  signedIn: false,
  hasNotice: false,
  signInFailed: false,
};

describe('the first script', () => {
  it.each(['/index', '/auth/signin', '/result/predict-result', '/modules/7', '/'])(
    'sends a signed-out visitor on %s straight to the hosted sign-in',
    (pathname) => {
      expect(goesStraightToSignIn({ ...signedOut, pathname })).toBe(true);
    },
  );

  it('loads the app for a signed-in user', () => {
    expect(goesStraightToSignIn({ ...signedOut, signedIn: true })).toBe(false);
  });

  it('loads the app on the sign-in return point, which completes the code exchange', () => {
    expect(goesStraightToSignIn({ ...signedOut, pathname: '/auth/signin-callback' })).toBe(false);
  });

  it("loads the app on a clinic's public booking chat, open to anyone", () => {
    expect(goesStraightToSignIn({ ...signedOut, pathname: '/book/Abc123_-xyz' })).toBe(false);
  });

  it('loads the app when the sign-in page has something to say first', () => {
    expect(goesStraightToSignIn({ ...signedOut, hasNotice: true })).toBe(false);
    expect(goesStraightToSignIn({ ...signedOut, signInFailed: true })).toBe(false);
  });
});
