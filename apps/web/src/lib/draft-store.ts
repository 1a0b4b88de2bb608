/**
 * Unsaved work (a Skin AI workspace, photos included: IndexedDB stores Blobs; a chart note) so a reload or a
 * crash loses nothing until it is saved or cleared. A draft belongs to one user: its key starts
 * with the user id, sign-out deletes every draft and a sign-in deletes every other user's, so a
 * shared workstation never shows one clinician's patients to the next. Failures (private mode,
 * quota) are ignored: the workspace keeps working in memory.
 */
const DB_NAME = 'dermadesk-workspaces';
const STORE = 'workspaces';
/** Version 1 keyed drafts by organisation and module only: they have no owner and are dropped. */
const VERSION = 2;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION);
    req.onupgradeneeded = () => {
      if (req.result.objectStoreNames.contains(STORE)) req.result.deleteObjectStore(STORE);
      req.result.createObjectStore(STORE);
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T> | void,
): Promise<T | undefined> {
  try {
    const db = await open();
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = action(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(req ? req.result : undefined);
      };
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
    });
  } catch {
    return undefined;
  }
}

const ownerPrefix = (userId: string) => `${userId}:`;

/** One user's draft of one thing (a module's workspace, an encounter's note) in one organisation. */
export const draftKey = (userId: string, orgId: string, what: number | string) =>
  `${ownerPrefix(userId)}${orgId}:${what}`;

export const loadDraft = <T>(key: string) => run<T>('readonly', (s) => s.get(key) as IDBRequest<T>);

export const saveDraft = (key: string, draft: unknown) =>
  run('readwrite', (s) => s.put(draft, key));

export const dropDraft = (key: string) => run('readwrite', (s) => s.delete(key));

/** Sign-out: nothing of the user stays on the workstation. */
export const dropAllDrafts = () => run('readwrite', (s) => s.clear());

/** Sign-in: another user's drafts (a session that ended without a sign-out) are deleted. */
export const dropDraftsOfOthers = (userId: string) =>
  run('readwrite', (s) => {
    const cursor = s.openKeyCursor();
    cursor.onsuccess = () => {
      const c = cursor.result;
      if (!c) return;
      if (typeof c.key !== 'string' || !c.key.startsWith(ownerPrefix(userId))) s.delete(c.key);
      c.continue();
    };
  });
