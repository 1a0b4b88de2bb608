import { AppError } from '../../lib/app-error.js';
import { DECODE_RATE, decodeAudio } from './decode.js';
import { detectVoice } from './vad.js';
import { encodeWav } from './wav.js';

/** Chat models that hear audio take minutes, not hours; longer consultations are transcribed. */
export const MAX_MODEL_AUDIO_SECONDS = 20 * 60;

/** Nearest-sample rate change: enough for speech the model only has to understand. */
function resample(pcm: Int16Array, from: number, to: number): Int16Array {
  if (from === to) return pcm;
  const out = new Int16Array(Math.floor((pcm.length * to) / from));
  for (let i = 0; i < out.length; i++) out[i] = pcm[Math.floor((i * from) / to)]!;
  return out;
}

/**
 * Skip transcription (issue 18): the encounter's recordings as one 16 kHz WAV for a chat model
 * that accepts audio, with the stretches without voice left out (the guard against text invented
 * over silence applies here too). Refused when there is no voice, or too much for one call.
 */
export async function voicedWav(recordings: Buffer[]): Promise<Buffer> {
  const parts: Int16Array[] = [];
  for (const data of recordings) {
    const decoded = await decodeAudio(data);
    if (!decoded) {
      throw new AppError(
        'UNSUPPORTED_MEDIA_TYPE',
        'A recording of this encounter cannot be decoded.',
      );
    }
    const pcm = resample(decoded.pcm, decoded.rate, DECODE_RATE);
    for (const v of detectVoice(pcm, DECODE_RATE)) {
      parts.push(pcm.subarray(Math.floor(v.start * DECODE_RATE), Math.ceil(v.end * DECODE_RATE)));
    }
  }
  const samples = parts.reduce((n, p) => n + p.length, 0);
  if (!samples)
    throw AppError.conflict('There is no voice in the recordings to write a note from.');
  if (samples / DECODE_RATE > MAX_MODEL_AUDIO_SECONDS) {
    throw AppError.conflict(
      `More than ${MAX_MODEL_AUDIO_SECONDS / 60} minutes of speech: switch off "skip transcription" and transcribe this encounter.`,
    );
  }
  const joined = new Int16Array(samples);
  let at = 0;
  for (const p of parts) {
    joined.set(p, at);
    at += p.length;
  }
  return encodeWav(joined, DECODE_RATE);
}
