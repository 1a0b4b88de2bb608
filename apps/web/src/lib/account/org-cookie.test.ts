import { describe, expect, it } from 'vitest';
import { ORG_COOKIE_MAX_AGE_S, orgCookieString, rememberedOrg, rememberOrg } from './org-cookie';

describe('current-organisation cookie', () => {
  it('lasts 7 days', () => {
    expect(ORG_COOKIE_MAX_AGE_S).toBe(604_800);
    expect(orgCookieString('u1', 'o1', false)).toBe(
      'dd_org_u1=o1; path=/; max-age=604800; samesite=lax',
    );
    expect(orgCookieString('u1', 'o1', true)).toMatch(/; secure$/);
  });

  it('is remembered per user', () => {
    rememberOrg('user-a', 'org-1');
    rememberOrg('user-b', 'org-2');
    expect(rememberedOrg('user-a')).toBe('org-1');
    expect(rememberedOrg('user-b')).toBe('org-2');
    expect(rememberedOrg('user-c')).toBeNull();
    rememberOrg('user-a', 'org-3');
    expect(rememberedOrg('user-a')).toBe('org-3');
  });
});
