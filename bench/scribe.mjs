// Server time of the Ambient Scribes steps that are ours, not the provider's (issue 18). Run:
//   node --import tsx bench/scribe.mjs
// - the evidence check of a 60-sentence note against a 400-segment transcript (target < 200 ms);
// - transcription assembly of a 30-minute recording: voice detection over 16 kHz PCM, cutting at
//   pauses, WAV encoding of the pieces and joining their segments (target < 1 s), with a provider
//   stub that answers at once; for a WAV upload, and for the recorder's own format (Opus in
//   WebM, decoded by ffmpeg): whole (an uploaded file), at Stop after the background steps of the
//   visit (voiced pieces copied out, only the tail decoded), as the final pass after realtime
//   transcription, and one background step at the 30th minute.
import { performance } from 'node:perf_hooks';
import { checkNote } from '../apps/server/src/modules/scribe/evidence.ts';
import {
  recordingStep,
  transcribeRecording,
} from '../apps/server/src/modules/scribe/transcribe-recording.ts';
import { readRecent } from '../apps/server/src/modules/scribe/recent-audio.ts';
import { recorderWebm } from '../apps/server/src/modules/scribe/recorder-webm.fixture.ts';
import { encodeWav } from '../apps/server/src/modules/scribe/wav.ts';
import { cpuSeconds } from './lib/bench-support.mjs';

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const words = [
  'itchy',
  'rash',
  'forearm',
  'cream',
  'twice',
  'daily',
  'fever',
  'weeks',
  'plaque',
  'scaly',
  'red',
  'biopsy',
  'mole',
  'bleeding',
  'pain',
];
const pick = (i, n) =>
  Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ');

const segments = Array.from({ length: 400 }, (_, i) => ({
  start: i * 4.5,
  end: i * 4.5 + 4,
  text: `${i % 9 === 0 ? 'No ' : ''}${pick(i, 10)} for ${i % 12} days, ${i % 50} mg.`,
}));
const sections = Array.from({ length: 4 }, (_, s) => ({
  name: `Section ${s}`,
  text: Array.from({ length: 15 }, (_, k) => `${pick(s * 15 + k, 6)} for ${k % 12} days.`).join(
    ' ',
  ),
}));
const evidenceRuns = Array.from({ length: 20 }, () => {
  const t0 = performance.now();
  checkNote(sections, segments);
  return performance.now() - t0;
});
console.log(
  `evidence check, 60 sentences x 400 segments: median ${median(evidenceRuns).toFixed(1)} ms (20 runs)`,
);

// 30 minutes: 8 s of "speech" (a modulated tone) then 2 s of silence, repeated.
const rate = 16_000;
const seconds = 30 * 60;
const samples = new Float32Array(seconds * rate);
for (let i = 0; i < samples.length; i++) {
  const t = i / rate;
  if (t % 10 < 8)
    samples[i] =
      0.2 * Math.sin(2 * Math.PI * 180 * t) * (0.6 + 0.4 * Math.sin(2 * Math.PI * 3 * t));
}
const wav = encodeWav(samples, rate);
const stub = async () => ({
  text: '',
  language: 'en',
  durationSeconds: null,
  segments: [{ start: 0, end: 4, text: 'said' }],
});
const time = async (label, runs, work) => {
  const ms = [];
  const cpu = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    const c0 = cpuSeconds();
    const result = await work();
    ms.push(performance.now() - t0);
    cpu.push((cpuSeconds() - c0) * 1000);
    if (r === 0 && result?.segments)
      console.log(`  ${result.segments.length} segments, ${result.dropped} dropped`);
  }
  console.log(
    `${label}: median ${median(ms).toFixed(0)} ms, CPU ${median(cpu).toFixed(0)} ms (${runs} runs)`,
  );
};
await time('transcription assembly, 30 min WAV upload (VAD, cut, encode, join)', 3, () =>
  transcribeRecording({ data: wav, mimeType: 'audio/wav' }, 0, stub),
);

// The recorder's format: Opus in WebM at 32 kbit/s, as Chromium's MediaRecorder makes it.
const webm = recorderWebm(wav);
console.log(`  30 min Opus WebM: ${(webm.length / 1_048_576).toFixed(1)} MB`);
await time(
  'transcription assembly, 30 min Opus WebM (ffmpeg decode, VAD, cut, encode, join)',
  3,
  () => transcribeRecording({ data: webm, mimeType: 'audio/webm' }, 0, stub),
);
// The background steps during the visit found the voice of all but the held-back tail: Stop
// copies those pieces out and decodes only the tail.
const whole = { data: webm, start: 0 };
const scan = await recordingStep(whole, 0, null);
console.log(`  the steps during the visit had scanned ${scan.until.toFixed(1)} s of ${seconds} s`);
await time(
  "transcription assembly at Stop after the visit's steps (30 min Opus WebM: copy the pieces, decode the tail)",
  3,
  () =>
    transcribeRecording({ data: webm, mimeType: 'audio/webm' }, 0, stub, undefined, undefined, {
      seconds: scan.until,
      voice: scan.voice,
    }),
);
// Realtime transcription has done all but the held-back tail: the final pass after Stop.
const live = await recordingStep(whole, 0, stub);
await time('final pass after Stop with realtime transcription (30 min Opus WebM)', 3, () =>
  transcribeRecording(
    { data: webm, mimeType: 'audio/webm' },
    0,
    stub,
    undefined,
    { seconds: live.until, segments: live.segments, dropped: live.dropped },
    { seconds: live.until, voice: live.voice },
  ),
);
// A background step reads the recording's end from its stored 3-second chunks (600 of them here,
// cut at arbitrary bytes as MediaRecorder's are), from a cluster a minute before its point on.
const chunks = Array.from({ length: 600 }, (_, i) =>
  webm.subarray(Math.floor((i * webm.length) / 600), Math.floor(((i + 1) * webm.length) / 600)),
);
const recent = (from) => readRecent(chunks, async (c) => c, from - 60);
await time(
  'one background step at the 30th minute (read the last minute of chunks, decode it, VAD)',
  5,
  async () => recordingStep(await recent(live.until - 8), live.until - 8, null),
);
await time(
  'one realtime step at the 30th minute (the same, and send the new pause-to-pause stretch)',
  5,
  async () => recordingStep(await recent(live.until - 8), live.until - 8, stub),
);
console.log(`peak RSS ${(process.memoryUsage().rss / 1_048_576).toFixed(0)} MB`);
