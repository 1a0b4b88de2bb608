import { describe, expect, it } from 'vitest';
import { decodeAudio } from './decode.js';
import { clustersIn, readRecent, webmHeader } from './recent-audio.js';
import { recorderWebm } from './recorder-webm.fixture.js';
import { silenceWav } from './scribe.fixture.js';
import { detectVoice } from './vad.js';

/** 60 s with voice at 10–13, 30–33 and 50–53 s, as the recorder's Opus in WebM. */
const voiced = [
  { from: 10, to: 13 },
  { from: 30, to: 33 },
  { from: 50, to: 53 },
];
const wav = silenceWav(60, voiced);
const webm = recorderWebm(wav);

/** The recording cut at arbitrary bytes into `n` chunks, as MediaRecorder's timeslices are. */
const sliced = (data: Buffer, n: number) =>
  Array.from({ length: n }, (_, i) =>
    data.subarray(Math.floor((i * data.length) / n), Math.floor(((i + 1) * data.length) / n)),
  );

/** Reads chunks (here: the bytes themselves) and counts the reads. */
function reader() {
  const read: number[] = [];
  return {
    read,
    readOne: async (chunk: { seq: number; bytes: Buffer }) => {
      read.push(chunk.seq);
      return chunk.bytes;
    },
  };
}
const chunksOf = (data: Buffer, n: number) => sliced(data, n).map((bytes, seq) => ({ seq, bytes }));

describe('readRecent: the end of a growing WebM recording', () => {
  it('reads only the newest chunks and the header, and decodes like the whole file', async () => {
    const chunks = chunksOf(webm, 20);
    const { read, readOne } = reader();
    const recent = await readRecent(chunks, readOne, 40);
    expect(recent.start).toBeLessThanOrEqual(40);
    expect(recent.start).toBeGreaterThan(30);
    // The first chunk (the header) and a few of the last, not the sixteen between.
    expect(read.length).toBeLessThan(10);
    expect(read[0]).toBe(0);
    expect(recent.data.length).toBeLessThan(webm.length / 2);

    // Decoded from 45 s: the same length as the whole file decoded from there, voice at 50–53 s.
    const tail = (await decodeAudio(recent.data, 45 - recent.start))!;
    const whole = (await decodeAudio(webm, 45))!;
    expect(Math.abs(tail.pcm.length - whole.pcm.length)).toBeLessThan(tail.rate * 0.05);
    const [voice] = detectVoice(tail.pcm, tail.rate);
    expect(Math.abs(voice!.start - 5)).toBeLessThan(0.25);
    expect(Math.abs(voice!.end - 8)).toBeLessThan(0.3);
  });

  it('reads the whole recording when the step starts at its beginning or it is not WebM', async () => {
    const whole = async (data: Buffer, since: number) => {
      const recent = await readRecent(chunksOf(data, 20), reader().readOne, since);
      return recent.start === 0 && recent.data.equals(data);
    };
    expect(await whole(webm, 0)).toBe(true);
    expect(await whole(webm, -5)).toBe(true);
    expect(await whole(wav, 40)).toBe(true);
    expect(await readRecent([], reader().readOne, 40)).toEqual({ data: Buffer.alloc(0), start: 0 });
  });

  it('finds a cluster whose first bytes end one chunk and the rest begin the next', async () => {
    const [, second] = clustersIn(webm);
    const at = second!.offset + 2;
    const chunks = [webm.subarray(0, at), webm.subarray(at)].map((bytes, seq) => ({ seq, bytes }));
    const recent = await readRecent(chunks, reader().readOne, 1000);
    expect(recent.start).toBeGreaterThan(0);
    expect(recent.data.length).toBeLessThan(webm.length);
  });

  it('takes a cluster only with a size and a timecode after its ID', () => {
    const header = webmHeader(webm)!;
    expect(header.secondsPerUnit).toBe(0.001);
    const id = [0x1f, 0x43, 0xb6, 0x75];
    // The ID inside audio bytes, followed by neither.
    expect(clustersIn(Buffer.from([0, ...id, 0x81, 0x00, 0x55]))).toEqual([]);
    // The ID, an unknown size (as Chromium writes it), then Timecode 9000.
    const cluster = [...id, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xe7, 0x82, 0x23, 0x28];
    expect(clustersIn(Buffer.from([7, 7, ...cluster]))).toEqual([{ offset: 2, timecode: 9000 }]);
    // Cut off before its timecode's bytes: not taken.
    expect(clustersIn(Buffer.from(cluster.slice(0, 13)))).toEqual([]);
  });
});
