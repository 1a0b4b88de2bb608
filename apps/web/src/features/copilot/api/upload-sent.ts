import { readJson, removeKey, writeJson } from '../../../lib/storage';

/*
 * A PDF whose bytes all reached the server, with no answer seen yet. A reload in that moment
 * fetches the sources while the server is still checking and storing the file: the new source is
 * not listed yet and nothing listed is indexing, so the list would not poll and the source stayed
 * missing until the next refresh. This mark (in sessionStorage: it outlives a reload, not the tab)
 * keeps the list polling for a while.
 */
const KEY = 'dermadesk.copilot.uploadSent';
/** Longer than the server takes to check and store a 20 MB PDF once it has all of it. */
const WAIT_MS = 30_000;

export const markUploadSent = () => writeJson(KEY, Date.now(), sessionStorage);
export const clearUploadSent = () => removeKey(KEY, sessionStorage);

/** An upload was sent in this tab a moment ago and its answer not seen (the page reloaded). */
export function uploadAwaited(now = Date.now()): boolean {
  const at = readJson<number>(KEY, sessionStorage);
  return typeof at === 'number' && now - at < WAIT_MS;
}
