import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silenceWav } from './scribe.fixture.js';
import { cutAtPauses, detectVoice, dropSilent, joinPieces } from './vad.js';
import { readWav } from './wav.js';

const hasEspeak = (() => {
  try {
    execFileSync('espeak-ng', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Speech made by espeak-ng (22.05 kHz WAV), padded with `silence` seconds each side. */
function espeak(text: string): { samples: Float32Array; rate: number } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vad-'));
  try {
    const file = path.join(dir, 'speech.wav');
    execFileSync('espeak-ng', ['-w', file, text]);
    const { pcm, rate } = readWav(readFileSync(file))!;
    return { samples: Float32Array.from(pcm, (v) => v / 32768), rate };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function pad(speech: { samples: Float32Array; rate: number }, before: number, after: number) {
  const { samples, rate } = speech;
  const out = new Float32Array(samples.length + Math.round((before + after) * rate));
  out.set(samples, Math.round(before * rate));
  return { samples: out, rate };
}

describe('voice activity detection', () => {
  it('finds no voice in generated silence, nor in faint noise', () => {
    const silent = readWav(silenceWav(10))!;
    expect(detectVoice(silent.pcm, silent.rate)).toEqual([]);
    const noise = new Float32Array(16_000 * 5).map(() => (Math.random() - 0.5) * 0.004);
    expect(detectVoice(noise, 16_000)).toEqual([]);
  });

  it('finds a tone between silences, with its times', () => {
    const wav = readWav(silenceWav(10, { from: 3, to: 6 }))!;
    const [region, ...rest] = detectVoice(wav.pcm, wav.rate);
    expect(rest).toEqual([]);
    expect(region!.start).toBeGreaterThan(2.5);
    expect(region!.start).toBeLessThan(3.1);
    expect(region!.end).toBeGreaterThan(5.9);
    expect(region!.end).toBeLessThan(6.5);
  });

  it.skipIf(!hasEspeak)('finds espeak-ng speech where it is, and not in the padding', () => {
    const speech = espeak('The rash on my forearm has been itchy for two weeks.');
    const spoken = speech.samples.length / speech.rate;
    const { samples, rate } = pad(speech, 4, 6);
    const regions = detectVoice(samples, rate);
    expect(regions.length).toBeGreaterThanOrEqual(1);
    expect(regions[0]!.start).toBeGreaterThan(3.5);
    expect(regions.at(-1)!.end).toBeLessThan(4 + spoken + 0.5);
    const voiced = regions.reduce((n, r) => n + r.end - r.start, 0);
    expect(voiced).toBeGreaterThan(spoken * 0.6);
  });

  it('cuts long audio at pauses into pieces under the limit, and joins their segments back in time', () => {
    const regions = [
      { start: 0, end: 200 },
      { start: 210, end: 500 },
      { start: 520, end: 700 },
      { start: 705, end: 1400 },
    ];
    const pieces = cutAtPauses(regions, 600);
    expect(pieces.every((p) => p.end - p.start <= 600)).toBe(true);
    expect(pieces[0]).toEqual({ start: 0, end: 500 });
    expect(pieces[1]).toEqual({ start: 520, end: 700 });
    const joined = joinPieces([
      { offset: 520, segments: [{ start: 1, end: 3, text: 'b' }] },
      { offset: 0, segments: [{ start: 10, end: 12, text: 'a' }] },
    ]);
    expect(joined).toEqual([
      { start: 10, end: 12, text: 'a' },
      { start: 521, end: 523, text: 'b' },
    ]);
  });

  it('drops and counts segments that lie over stretches without voice', () => {
    const { kept, dropped } = dropSilent(
      [
        { start: 0, end: 4, text: 'Hello doctor' },
        { start: 20, end: 24, text: 'Thank you for watching' },
      ],
      [{ start: 0, end: 5 }],
    );
    expect(kept.map((s) => s.text)).toEqual(['Hello doctor']);
    expect(dropped).toBe(1);
  });
});
