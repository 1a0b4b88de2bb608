import { api } from '../../../lib/api/client';
import { encounterPath } from '../api/list-encounters';
import { chunkStore } from './chunk-store';

/**
 * Sends an encounter's stored chunks, oldest first, deleting each only after the server's
 * acknowledgement (chunks are idempotent by sequence number, so a repeat after a lost answer is
 * harmless). When a recording has nothing left to send and has ended, the server is told how many
 * chunks it made. Recordings still running in this tab are `active` and not finished.
 */
export async function sendPending(
  encounterId: string,
  active: ReadonlySet<string>,
): Promise<{ sent: number; finished: number }> {
  let sent = 0;
  let finished = 0;
  const chunks = (await chunkStore.chunksOf(encounterId)).sort(
    (a, b) => a.recordingId.localeCompare(b.recordingId) || a.seq - b.seq,
  );
  const recordings = await chunkStore.recordingsOf(encounterId);
  const base = encounterPath(encounterId);
  for (const chunk of chunks) {
    const type = recordings.find((r) => r.recordingId === chunk.recordingId)?.mimeType;
    const body = type && chunk.blob.type !== type ? new Blob([chunk.blob], { type }) : chunk.blob;
    await api.put(`${base}/audio/recordings/${chunk.recordingId}/chunks/${chunk.seq}`, body);
    await chunkStore.deleteChunk(chunk.recordingId, chunk.seq);
    sent += 1;
  }
  for (const recording of recordings) {
    if (active.has(recording.recordingId)) continue;
    if (recording.chunks > 0) {
      await api.post(`${base}/audio/recordings/${recording.recordingId}/finish`, {
        chunks: recording.chunks,
        durationSeconds: recording.durationSeconds,
      });
    }
    await chunkStore.deleteRecording(recording.recordingId);
    finished += 1;
  }
  return { sent, finished };
}

/** How much audio of an encounter is still only in this browser. */
export async function pendingCount(encounterId: string) {
  return (await chunkStore.chunksOf(encounterId)).length;
}
