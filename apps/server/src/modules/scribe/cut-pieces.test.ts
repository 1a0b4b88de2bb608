import { describe, expect, it } from 'vitest';
import { cutPieces } from './cut-pieces.js';
import { decodeAudio } from './decode.js';
import { recorderWebm } from './recorder-webm.fixture.js';
import { silenceWav } from './scribe.fixture.js';
import { recordingStep, transcribeRecording, type Transcribe } from './transcribe-recording.js';
import { detectVoice } from './vad.js';

/** 40 s spoken at 2–5, 12–15, 22–25 and 32–35 s, as the recorder's Opus in WebM. */
const voiced = [
  { from: 2, to: 5 },
  { from: 12, to: 15 },
  { from: 22, to: 25 },
  { from: 32, to: 35 },
];
const wav = silenceWav(40, voiced);
const webm = recorderWebm(wav);

/**
 * A transcriber that hears what it is sent: one segment per stretch of voice in the piece, timed
 * on the piece's clock, so the joined transcript shows where each piece really started.
 */
function listeningTranscriber() {
  const sent: { mimeType: string; bytes: number }[] = [];
  const transcribe: Transcribe = async ({ audio, mimeType }) => {
    // transcribeRecording sends buffers; a stream here would be a defect.
    if (!Buffer.isBuffer(audio)) throw new Error('expected a buffer');
    sent.push({ mimeType, bytes: audio.length });
    const pcm = (await decodeAudio(audio))!;
    return {
      text: '',
      language: 'en',
      durationSeconds: null,
      segments: detectVoice(pcm.pcm, pcm.rate).map((v) => ({ ...v, text: 'voice' })),
    };
  };
  return { sent, transcribe };
}

const startsOf = (segments: { start: number }[]) => segments.map((s) => s.start);

describe('cutPieces: stretches of a recording without decoding it', () => {
  it('copies WebM stretches that hold exactly their own audio, in one pass', async () => {
    const pieces = await cutPieces(webm, 'audio/webm', [
      { start: 1.5, end: 5.5 },
      { start: 21.5, end: 35.5 },
    ]);
    expect(pieces!.map((p) => p.mimeType)).toEqual(['audio/webm', 'audio/webm']);
    const [first, second] = await Promise.all(pieces!.map((p) => decodeAudio(p.audio)));
    expect(first!.pcm.length / first!.rate).toBeCloseTo(4, 1);
    expect(second!.pcm.length / second!.rate).toBeCloseTo(14, 1);
    // Voice at 22–25 and 32–35 s of the recording is at 0.5 and 10.5 s of the second piece.
    const voice = detectVoice(second!.pcm, second!.rate);
    expect(voice).toHaveLength(2);
    expect(Math.abs(voice[0]!.start - 0.5)).toBeLessThan(0.25);
    expect(Math.abs(voice[1]!.start - 10.5)).toBeLessThan(0.25);
  });

  it('slices a WAV, and gives up on a format it cannot copy', async () => {
    const [piece] = (await cutPieces(wav, 'audio/wav', [{ start: 2, end: 5 }]))!;
    expect(piece!.mimeType).toBe('audio/wav');
    expect((await decodeAudio(piece!.audio))!.pcm.length).toBe(3 * 16_000);
    expect(
      await cutPieces(Buffer.from('not audio'), 'audio/x-unknown', [{ start: 0, end: 1 }]),
    ).toBeNull();
    expect(await cutPieces(webm, 'audio/webm', [])).toEqual([]);
  });
});

describe('transcription at Stop after the background steps of the visit', () => {
  it('copies the scanned voice out, decodes only the rest, and times the transcript as a whole decode does', async () => {
    const whole = listeningTranscriber();
    const reference = await transcribeRecording(
      { data: webm, mimeType: 'audio/webm' },
      0,
      whole.transcribe,
    );
    expect(whole.sent.map((s) => s.mimeType)).toEqual(['audio/wav']);

    // The steps of the visit saw the first 20 s: voice at 2–5 and 12–15 s.
    const scan = (await recordingStep(
      { data: webm.subarray(0, Math.floor(webm.length / 2)), start: 0 },
      0,
      null,
    ))!;
    expect(scan.segments).toEqual([]);
    expect(scan.voice).toHaveLength(2);
    const atStop = listeningTranscriber();
    const result = await transcribeRecording(
      { data: webm, mimeType: 'audio/webm' },
      0,
      atStop.transcribe,
      undefined,
      undefined,
      { seconds: scan.until, voice: scan.voice },
    );
    // The scanned voice went as a copied WebM piece; the rest was decoded and sent as WAV.
    expect(atStop.sent.map((s) => s.mimeType)).toEqual(['audio/webm', 'audio/wav']);
    expect(result.durationSeconds).toBeCloseTo(40, 1);
    expect(result.segments).toHaveLength(4);
    startsOf(result.segments).forEach((start, i) => {
      expect(Math.abs(start - startsOf(reference.segments)[i]!)).toBeLessThan(0.1);
      expect(Math.abs(start - voiced[i]!.from)).toBeLessThan(0.3);
    });
  });

  it('sends nothing twice after realtime transcription, and only the voice after it', async () => {
    const scan = (await recordingStep(
      { data: webm.subarray(0, Math.floor(webm.length / 2)), start: 0 },
      0,
      null,
    ))!;
    const atStop = listeningTranscriber();
    // Realtime transcription did the first 8 s (voice at 2–5 s), the scan went on to ~20 s.
    const live = { seconds: 8, segments: [{ start: 2, end: 5, text: 'earlier' }], dropped: 0 };
    const result = await transcribeRecording(
      { data: webm, mimeType: 'audio/webm' },
      0,
      atStop.transcribe,
      undefined,
      live,
      { seconds: scan.until, voice: scan.voice },
    );
    expect(atStop.sent.map((s) => s.mimeType)).toEqual(['audio/webm', 'audio/wav']);
    expect(result.segments.map((s) => s.text)).toEqual(['earlier', 'voice', 'voice', 'voice']);
    expect(Math.abs(result.segments[1]!.start - 12)).toBeLessThan(0.3);
  });
});
