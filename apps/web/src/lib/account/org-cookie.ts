/** The current-organisation choice is remembered per user for 7 days. */
export const ORG_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

const cookieName = (userId: string) => `dd_org_${encodeURIComponent(userId)}`;

export function orgCookieString(userId: string, orgId: string, secure: boolean) {
  return [
    `${cookieName(userId)}=${encodeURIComponent(orgId)}`,
    'path=/',
    `max-age=${ORG_COOKIE_MAX_AGE_S}`,
    'samesite=lax',
    ...(secure ? ['secure'] : []),
  ].join('; ');
}

export function rememberOrg(userId: string, orgId: string, doc: Document = document) {
  doc.cookie = orgCookieString(userId, orgId, doc.location?.protocol === 'https:');
}

export function rememberedOrg(userId: string, doc: Document = document): string | null {
  const prefix = `${cookieName(userId)}=`;
  const entry = doc.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : null;
}
