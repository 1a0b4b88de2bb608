import type { WorkspaceState } from './workspace-state';

/**
 * Work in progress per organisation and module, photos included (IndexedDB stores Blobs), so a
 * reload or a crash loses nothing until the results are saved or cleared. Failures (private
 * mode, quota) are ignored: the workspace keeps working in memory.
 */
const DB_NAME = 'dermadesk-workspaces';
const STORE = 'workspaces';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('indexedDB.open failed'));
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  try {
    const db = await open();
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const req = action(tx.objectStore(STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(req.result);
      };
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB transaction failed'));
    });
  } catch {
    return undefined;
  }
}

export const wipKey = (orgId: string, module: number) => `${orgId}:${module}`;

export const loadWork = (key: string) =>
  run<WorkspaceState>('readonly', (s) => s.get(key) as IDBRequest<WorkspaceState>);

export const saveWork = (key: string, state: WorkspaceState) =>
  run('readwrite', (s) => s.put(state, key));

export const dropWork = (key: string) => run('readwrite', (s) => s.delete(key));
