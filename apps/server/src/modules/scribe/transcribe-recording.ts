import type { Segment } from '@dermadesk/contracts';
import type { Transcript, TranscriptionRequest } from '../../ai/types.js';
import { decodeAudio } from './decode.js';
import { cutAtPauses, detectVoice, dropSilent, joinPieces, type Region } from './vad.js';
import { encodeWav } from './wav.js';

/** Under the 25 MB request limit of OpenAI-compatible speech APIs (10 min of 16 kHz PCM ≈ 19 MB). */
export const MAX_PIECE_SECONDS = 600;

export type Transcribe = (request: Omit<TranscriptionRequest, 'signal'>) => Promise<Transcript>;

/**
 * One recording to timed segments (issue 18): decode, find the voice, send only voiced pieces cut
 * at pauses, join the pieces' segments back at their place, and drop segments lying over
 * stretches without voice. `offset` places the recording after the encounter's earlier ones.
 */
export async function transcribeRecording(
  audio: { data: Buffer; mimeType: string },
  offset: number,
  transcribe: Transcribe,
  language?: string,
): Promise<{
  segments: Segment[];
  dropped: number;
  durationSeconds: number | null;
  voiced: boolean;
}> {
  const decoded = await decodeAudio(audio.data);
  if (!decoded) {
    // Nothing to cut with: the provider gets the recording as it is.
    const t = await transcribe({
      audio: audio.data,
      fileName: 'recording',
      mimeType: audio.mimeType,
      language,
    });
    const segments = joinPieces([
      { offset, segments: t.segments.map((s) => ({ ...s, text: s.text.trim() })) },
    ]);
    return { segments, dropped: 0, durationSeconds: t.durationSeconds, voiced: true };
  }
  const { pcm, rate } = decoded;
  const durationSeconds = pcm.length / rate;
  const voice = detectVoice(pcm, rate);
  const pieces = cutAtPauses(voice, MAX_PIECE_SECONDS);
  const results: { offset: number; segments: Segment[] }[] = [];
  let dropped = 0;
  for (const piece of pieces) {
    const slice = pcm.subarray(Math.floor(piece.start * rate), Math.ceil(piece.end * rate));
    const t = await transcribe({
      audio: encodeWav(slice, rate),
      fileName: 'piece.wav',
      mimeType: 'audio/wav',
      language,
    });
    // Voice inside this piece, on the piece's own clock.
    const local: Region[] = voice
      .filter((v) => v.end > piece.start && v.start < piece.end)
      .map((v) => ({
        start: Math.max(0, v.start - piece.start),
        end: Math.min(piece.end, v.end) - piece.start,
      }));
    const kept = dropSilent(
      t.segments.map((s) => ({ start: s.start, end: s.end, text: s.text.trim() })),
      local,
    );
    dropped += kept.dropped;
    results.push({ offset: offset + piece.start, segments: kept.kept.filter((s) => s.text) });
  }
  return { segments: joinPieces(results), dropped, durationSeconds, voiced: voice.length > 0 };
}
