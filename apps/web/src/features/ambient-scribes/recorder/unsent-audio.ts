import { CHUNK_SECONDS, chunkStore } from './chunk-store';

/**
 * Seconds of recorded audio still only in this browser (not acknowledged by the server), asked
 * at sign-out: on a shared workstation, the next user must not inherit a colleague's recording,
 * and the clinician must not lose one unawares. 0 when the browser keeps no store.
 */
export const unsentAudioSeconds = () =>
  chunkStore.unsentChunks().then(
    (chunks) => chunks * CHUNK_SECONDS,
    () => 0,
  );

/** Deletes that audio from this browser, once the clinician has said so. */
export const discardUnsentAudio = () => chunkStore.clear().then(() => undefined);
