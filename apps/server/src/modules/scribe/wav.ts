/** Mono 16-bit PCM: the one form audio takes between decoding and the transcriber. */
export interface Pcm16 {
  pcm: Int16Array;
  rate: number;
}

/**
 * Int16 samples over `bytes`: a view when the bytes are aligned (no copy of a long recording),
 * else a copy.
 */
export function int16View(bytes: Buffer): Int16Array {
  const n = Math.floor(bytes.length / 2);
  if (bytes.byteOffset % 2 === 0) return new Int16Array(bytes.buffer, bytes.byteOffset, n);
  const copy = new Int16Array(n);
  new Uint8Array(copy.buffer).set(bytes.subarray(0, n * 2));
  return copy;
}

/**
 * Reads a PCM WAV (8/16/32-bit integer or 32-bit float, any channel count) as mono 16-bit
 * samples; null for anything else (compressed audio is decoded by ffmpeg first, see decode.ts).
 * The common case, 16-bit mono (our own pieces, most recorders' WAV), is a view of the file.
 */
export function readWav(buf: Buffer): Pcm16 | null {
  if (
    buf.length < 44 ||
    buf.toString('latin1', 0, 4) !== 'RIFF' ||
    buf.toString('latin1', 8, 12) !== 'WAVE'
  ) {
    return null;
  }
  let at = 12;
  let format = 0;
  let channels = 1;
  let rate = 0;
  let bits = 0;
  while (at + 8 <= buf.length) {
    const id = buf.toString('latin1', at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      format = buf.readUInt16LE(body);
      channels = buf.readUInt16LE(body + 2);
      rate = buf.readUInt32LE(body + 4);
      bits = buf.readUInt16LE(body + 14);
    } else if (id === 'data') {
      if (format !== 1 && format !== 3) return null;
      const width = bits / 8;
      const end = Math.min(buf.length, body + size);
      const frames = Math.floor((end - body) / (width * channels));
      if (format === 1 && bits === 16 && channels === 1) {
        return { pcm: int16View(buf.subarray(body, body + frames * 2)), rate };
      }
      const pcm = new Int16Array(frames);
      for (let f = 0; f < frames; f++) {
        let sum = 0;
        for (let c = 0; c < channels; c++) {
          const p = body + (f * channels + c) * width;
          if (format === 3 && bits === 32) sum += buf.readFloatLE(p);
          else if (bits === 16) sum += buf.readInt16LE(p) / 32768;
          else if (bits === 32) sum += buf.readInt32LE(p) / 2147483648;
          else if (bits === 8) sum += (buf.readUInt8(p) - 128) / 128;
          else return null;
        }
        pcm[f] = Math.round(Math.max(-1, Math.min(1, sum / channels)) * 32767);
      }
      return { pcm, rate };
    }
    at = body + size + (size % 2);
  }
  return null;
}

function header(frames: number, rate: number): Buffer {
  const buf = Buffer.alloc(44);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(36 + frames * 2, 4);
  buf.write('WAVEfmt ', 8, 'latin1');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'latin1');
  buf.writeUInt32LE(frames * 2, 40);
  return buf;
}

/**
 * Mono samples as a 16-bit PCM WAV file, to send one piece to the transcriber. 16-bit samples
 * are copied as they are (one memory copy); float samples in [-1, 1] are converted.
 */
export function encodeWav(samples: Int16Array | Float32Array, rate: number): Buffer {
  let pcm: Int16Array;
  if (samples instanceof Int16Array) pcm = samples;
  else {
    pcm = new Int16Array(samples.length);
    for (let i = 0; i < samples.length; i++) {
      pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
    }
  }
  const body = Buffer.from(pcm.buffer, pcm.byteOffset, pcm.length * 2);
  return Buffer.concat([header(pcm.length, rate), body]);
}
