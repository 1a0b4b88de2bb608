import { describe, expect, it } from 'vitest';
import { silenceWav } from './scribe.fixture.js';
import { encodeWav, readWav } from './wav.js';

describe('WAV reading and writing', () => {
  it('reads 16-bit mono as it is, at any byte offset, and writes it back unchanged', () => {
    const wav = silenceWav(1, { from: 0.2, to: 0.6 });
    const odd = Buffer.concat([Buffer.from([7]), wav]).subarray(1);
    expect(odd.byteOffset % 2).toBe(1);
    for (const file of [wav, odd]) {
      const read = readWav(file)!;
      expect(read.rate).toBe(16_000);
      expect(read.pcm.length).toBe(16_000);
      expect(Buffer.compare(encodeWav(read.pcm, read.rate), wav)).toBe(0);
    }
  });

  it('mixes other layouts down to 16-bit mono, and refuses what is not PCM WAV', () => {
    // A stereo 16-bit file: the header of a mono one with two channels and twice the bytes.
    const stereo = encodeWav(new Int16Array([1000, 3000, -2000, -4000, 32767, 32767]), 8_000);
    stereo.writeUInt16LE(2, 22);
    stereo.writeUInt32LE(8_000 * 4, 28);
    stereo.writeUInt16LE(4, 32);
    const mixed = readWav(stereo)!;
    expect(mixed.rate).toBe(8_000);
    expect(Array.from(mixed.pcm)).toEqual([2000, -3000, 32766]);
    // Floats in [-1, 1] are written as 16-bit samples.
    const float = readWav(encodeWav(new Float32Array([0, 0.5, -1, 1]), 8_000))!;
    expect(Array.from(float.pcm)).toEqual([0, 16384, -32767, 32767]);
    expect(readWav(Buffer.from('OggS and more bytes than a header has, surely'))).toBeNull();
  });
});
