/** How a user is named in lists, exports and reports: "first last", else the e-mail. */
export function displayName(u: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}): string | null {
  return `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.email || null;
}
