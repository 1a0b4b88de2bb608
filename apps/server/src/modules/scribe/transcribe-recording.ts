import type { Segment } from '@dermadesk/contracts';
import type { Transcript, TranscriptionRequest } from '../../ai/types.js';
import { cutPieces, type AudioPiece } from './cut-pieces.js';
import { decodeAudio } from './decode.js';
import { recentOf, type RecentAudio } from './recent-audio.js';
import { cutAtPauses, detectVoice, dropSilent, joinPieces, type Region } from './vad.js';
import { encodeWav } from './wav.js';

/** Under the 25 MB request limit of OpenAI-compatible speech APIs (10 min of 16 kHz PCM ≈ 19 MB). */
export const MAX_PIECE_SECONDS = 600;
/**
 * Realtime transcription leaves the last seconds of a growing recording for the next chunk: the
 * decoder may not have all of them yet, and a word may run on. Longer than the VAD's bridge and
 * padding, so audio this old after the last voice is a real pause.
 */
export const LIVE_HOLD_SECONDS = 1.5;
/** Speech that runs on without a pause is cut anyway after this long, so the transcript grows. */
export const LIVE_MAX_WAIT_SECONDS = 60;

export type Transcribe = (request: Omit<TranscriptionRequest, 'signal'>) => Promise<Transcript>;

/** What realtime transcription already did for a recording, on the recording's own clock. */
export interface LiveProgress {
  seconds: number;
  segments: Segment[];
  dropped: number;
}

/** The voice the background steps found in a recording while it ran: its first `seconds`. */
export interface Scanned {
  seconds: number;
  voice: Region[];
}

/**
 * Seconds decoded before the first new one: voice detection then measures the room's noise floor
 * over some of the conversation, not over a few seconds that may be all speech.
 */
export const CONTEXT_SECONDS = 60;

/** Decoded audio from `start` (seconds into the recording) to its end, with its voice regions. */
interface Decoded {
  pcm: Int16Array;
  rate: number;
  start: number;
  /** On the recording's clock. */
  voice: Region[];
  end: number;
}

/**
 * The recording from a little before `from` to its end; null when it cannot be decoded. The
 * decoder's seek is counted from where the bytes begin (`audio.start` into the recording).
 */
async function decodeFrom(audio: RecentAudio, from: number): Promise<Decoded | null> {
  const start = Math.max(audio.start, from - CONTEXT_SECONDS);
  const decoded = await decodeAudio(audio.data, start - audio.start);
  if (!decoded) return null;
  const { pcm, rate } = decoded;
  const voice = detectVoice(pcm, rate).map((v) => ({ start: v.start + start, end: v.end + start }));
  return { pcm, rate, start, voice, end: start + pcm.length / rate };
}

/** The voice of `voice` inside `span`, clipped to it. */
function within(voice: Region[], span: Region): Region[] {
  return voice
    .filter((v) => v.end > span.start && v.start < span.end)
    .map((v) => ({ start: Math.max(v.start, span.start), end: Math.min(v.end, span.end) }));
}

/**
 * One piece to the transcriber; its segments come back on the piece's own clock, and those over
 * stretches without `voice` (on the recording's clock) are dropped and counted.
 */
async function sendPiece(
  file: AudioPiece,
  piece: Region,
  voice: Region[],
  transcribe: Transcribe,
  language?: string,
) {
  const t = await transcribe({ ...file, language });
  const local = within(voice, piece).map((v) => ({
    start: v.start - piece.start,
    end: v.end - piece.start,
  }));
  const kept = dropSilent(
    t.segments.map((s) => ({ start: s.start, end: s.end, text: s.text.trim() })),
    local,
  );
  return {
    offset: piece.start,
    segments: kept.kept.filter((s) => s.text),
    dropped: kept.dropped,
  };
}

/** Pieces in order through the transcriber, joined on the recording's clock. */
async function sendPieces(
  files: AudioPiece[],
  pieces: Region[],
  voice: Region[],
  transcribe: Transcribe,
  language?: string,
) {
  const results = [];
  for (const [i, piece] of pieces.entries())
    results.push(await sendPiece(files[i]!, piece, voice, transcribe, language));
  return {
    segments: joinPieces(results),
    dropped: results.reduce((n, r) => n + r.dropped, 0),
  };
}

/**
 * The voiced stretches of `span` (seconds of the recording), sent in pieces cut at pauses; the
 * segments come back on the recording's own clock, with those over stretches without voice
 * dropped (and counted).
 */
function transcribeSpan(audio: Decoded, span: Region, transcribe: Transcribe, language?: string) {
  const { pcm, rate, start } = audio;
  const voice = within(audio.voice, span);
  const pieces = cutAtPauses(voice, MAX_PIECE_SECONDS);
  const files = pieces.map((piece) => ({
    audio: encodeWav(
      pcm.subarray(Math.floor((piece.start - start) * rate), Math.ceil((piece.end - start) * rate)),
      rate,
    ),
    fileName: 'piece.wav',
    mimeType: 'audio/wav',
  }));
  return sendPieces(files, pieces, voice, transcribe, language);
}

/**
 * Where realtime transcription may stop in a recording `duration` seconds long so far, having
 * done `from`: in the last pause that is over, so no word is cut. Null when nothing new is settled.
 */
export function liveCut(voice: Region[], from: number, duration: number): number | null {
  const settled = duration - LIVE_HOLD_SECONDS;
  if (settled <= from) return null;
  const running = voice.find((v) => v.start < settled && v.end > settled);
  if (!running) return settled;
  if (running.start > from) return running.start;
  // One stretch of speech since `from` and still going: wait for a pause, but not for ever.
  return settled - from >= LIVE_MAX_WAIT_SECONDS ? settled : null;
}

/**
 * One background step of a running recording (issue 18), after each chunk: the recording as
 * received so far (`audio`, which may be only its end: see recent-audio.ts) is decoded from a
 * little before `from` (what earlier steps scanned), and its
 * voice found up to the last finished pause, so Stop has only the rest to decode. With
 * `transcribe` (realtime transcription), that voice is also transcribed. Null when there is
 * nothing new, or the audio cannot be decoded yet.
 */
export async function recordingStep(
  audio: RecentAudio,
  from: number,
  transcribe: Transcribe | null,
  language?: string,
): Promise<{ until: number; voice: Region[]; segments: Segment[]; dropped: number } | null> {
  const decoded = await decodeFrom(audio, from);
  if (!decoded) return null;
  const until = liveCut(decoded.voice, from, decoded.end);
  if (until === null) return null;
  const span = { start: from, end: until };
  const voice = within(decoded.voice, span);
  if (!transcribe) return { until, voice, segments: [], dropped: 0 };
  return { until, voice, ...(await transcribeSpan(decoded, span, transcribe, language)) };
}

/**
 * One recording to timed segments (issue 18): find the voice, send only voiced pieces cut at
 * pauses, join the pieces' segments back at their place, and drop segments lying over stretches
 * without voice. `offset` places the recording after the encounter's earlier ones; `live` is what
 * realtime transcription already did, which is kept and not sent again; `scanned` is the voice the
 * background steps found while it ran: those pieces are copied out of the recording, not decoded,
 * and only the audio after them is decoded (at Stop, the last seconds instead of the whole visit).
 */
export async function transcribeRecording(
  audio: { data: Buffer; mimeType: string },
  offset: number,
  transcribe: Transcribe,
  language?: string,
  live: LiveProgress = { seconds: 0, segments: [], dropped: 0 },
  scanned: Scanned = { seconds: 0, voice: [] },
): Promise<{
  segments: Segment[];
  dropped: number;
  durationSeconds: number | null;
}> {
  const from = Math.max(live.seconds, scanned.seconds);
  const earlierVoice = within(scanned.voice, { start: live.seconds, end: from });
  const earlier = cutAtPauses(earlierVoice, MAX_PIECE_SECONDS);
  // Copying the scanned pieces and decoding the rest are two ffmpeg processes, run side by side.
  const [decoded, copied] = await Promise.all([
    decodeFrom(recentOf(audio.data, from - CONTEXT_SECONDS), from),
    cutPieces(audio.data, audio.mimeType, earlier),
  ]);
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
    return { segments, dropped: 0, durationSeconds: t.durationSeconds };
  }
  // The copy failed: decode from where realtime transcription stopped, as without a scan.
  if (!copied) return transcribeRecording(audio, offset, transcribe, language, live);
  const sent = await sendPieces(copied, earlier, earlierVoice, transcribe, language);
  const rest = await transcribeSpan(
    decoded,
    { start: Math.min(from, decoded.end), end: decoded.end },
    transcribe,
    language,
  );
  return {
    segments: joinPieces([
      { offset, segments: [...live.segments, ...sent.segments, ...rest.segments] },
    ]),
    dropped: live.dropped + sent.dropped + rest.dropped,
    durationSeconds: decoded.end,
  };
}
