import type { User } from '@dermadesk/contracts';

const ELLIPSIS = '…';
export const DISPLAY_NAME_MAX = 20;
export const USER_NAME_CUT = 14;
export const ORG_NAME_TOOLTIP_AT = 21;

/**
 * First + last name, trimmed; over 20 characters it is cut to 20 plus an ellipsis. Without a real
 * name, the user name, cut to 14 plus an ellipsis when longer than 20.
 */
export function displayName(user: Pick<User, 'firstName' | 'lastName' | 'userName'>): string {
  const full = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  if (full)
    return full.length > DISPLAY_NAME_MAX ? full.slice(0, DISPLAY_NAME_MAX) + ELLIPSIS : full;
  const name = (user.userName ?? '').trim();
  return name.length > DISPLAY_NAME_MAX ? name.slice(0, USER_NAME_CUT) + ELLIPSIS : name;
}

/** Organisation names are trimmed; 21 characters or more get a tooltip with the whole name. */
export function orgLabel(name: string): { text: string; tooltip: boolean } {
  const text = name.trim();
  return { text, tooltip: text.length >= ORG_NAME_TOOLTIP_AT };
}
