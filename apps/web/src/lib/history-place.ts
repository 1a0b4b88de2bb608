/**
 * Where the clinician last was in History (search, filter, sort, page: its query string), so
 * "Back to History" from a result or a timeline returns there. Kept in memory only: the query may
 * hold a subject ID, which must not outlive the tab or pass to another user or organisation.
 */
let place: { owner: string; search: string } | null = null;

/** `owner` names the user and organisation the place belongs to. */
export function rememberHistoryPlace(owner: string, search: string) {
  place = { owner, search: search === '' || search.startsWith('?') ? search : `?${search}` };
}

/** The history page's query string for `owner`, or '' (the first page) when there is none. */
export function historyPlace(owner: string): string {
  return place?.owner === owner ? place.search : '';
}

/** Whose place it is: the signed-in user in the chosen organisation. */
export const placeOwner = (account: { id: string | null; currentOrgAccess: string | null }) =>
  `${account.id ?? ''}:${account.currentOrgAccess ?? ''}`;
