/**
 * The recorder's crash-proof buffer (issue 18): every MediaRecorder chunk is written here first
 * and leaves only when the server has acknowledged it, so a reload, a closed tab or a lost
 * network loses at most the chunk being recorded.
 */

export interface StoredChunk {
  recordingId: string;
  seq: number;
  encounterId: string;
  blob: Blob;
}

export interface StoredRecording {
  recordingId: string;
  encounterId: string;
  mimeType: string;
  /** Chunks made so far (the next chunk's sequence number). */
  chunks: number;
  /** Seconds recorded, pauses excluded; updated with each chunk. */
  durationSeconds: number;
  /** The clinician pressed stop; a recording left unstopped by a dead tab ends at its last chunk. */
  stopped: boolean;
}

/** MediaRecorder chunk length: short enough that a crash loses little, long enough to be cheap. */
export const CHUNK_SECONDS = 3;

const DB_NAME = 'dermadesk-scribe';
const CHUNKS = 'chunks';
const RECORDINGS = 'recordings';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => {
      const db = req.result;
      db.createObjectStore(CHUNKS, { keyPath: ['recordingId', 'seq'] }).createIndex(
        'encounter',
        'encounterId',
      );
      db.createObjectStore(RECORDINGS, { keyPath: 'recordingId' }).createIndex(
        'encounter',
        'encounterId',
      );
    };
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error ?? new Error('IndexedDB is not available'));
    };
  });
  return opening;
}

function run<T>(
  store: string,
  mode: IDBTransactionMode,
  work: (s: IDBObjectStore) => IDBRequest<T>,
) {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode);
        const req = work(tx.objectStore(store));
        // Resolve when the transaction is durable, not merely when the request succeeded.
        tx.oncomplete = () => resolve(req.result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write aborted'));
      }),
  );
}

export const chunkStore = {
  putChunk: (chunk: StoredChunk) => run(CHUNKS, 'readwrite', (s) => s.put(chunk)),
  deleteChunk: (recordingId: string, seq: number) =>
    run(CHUNKS, 'readwrite', (s) => s.delete([recordingId, seq])),
  chunksOf: (encounterId: string) =>
    run(
      CHUNKS,
      'readonly',
      (s) => s.index('encounter').getAll(encounterId) as IDBRequest<StoredChunk[]>,
    ),
  putRecording: (recording: StoredRecording) =>
    run(RECORDINGS, 'readwrite', (s) => s.put(recording)),
  deleteRecording: (recordingId: string) =>
    run(RECORDINGS, 'readwrite', (s) => s.delete(recordingId)),
  /** Chunks of every encounter not yet acknowledged by the server. */
  unsentChunks: () => run(CHUNKS, 'readonly', (s) => s.count()),
  /** Deletes every recording's audio kept in this browser (sign-out, at the user's word). */
  clear: () =>
    Promise.all([
      run(CHUNKS, 'readwrite', (s) => s.clear()),
      run(RECORDINGS, 'readwrite', (s) => s.clear()),
    ]),
  recordingsOf: (encounterId: string) =>
    run(
      RECORDINGS,
      'readonly',
      (s) => s.index('encounter').getAll(encounterId) as IDBRequest<StoredRecording[]>,
    ),
};
