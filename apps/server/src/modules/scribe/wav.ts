/**
 * Reads a PCM WAV (8/16/32-bit integer or 32-bit float, any channel count) as mono samples in
 * [-1, 1]; null for anything else (compressed audio is decoded by ffmpeg first, see decode.ts).
 */
export function readWav(buf: Buffer): { samples: Float32Array; rate: number } | null {
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
      const width = bits / 8;
      const end = Math.min(buf.length, body + size);
      const frames = Math.floor((end - body) / (width * channels));
      const samples = new Float32Array(frames);
      if (format === 1 && bits === 16 && channels === 1) {
        // The common case (our own pieces, most recorders' WAV), read as one typed view.
        const pcm = new Int16Array(
          buf.buffer.slice(buf.byteOffset + body, buf.byteOffset + body + frames * 2),
        );
        for (let f = 0; f < frames; f++) samples[f] = pcm[f]! / 32768;
        return { samples, rate };
      }
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
        samples[f] = sum / channels;
      }
      return format === 1 || format === 3 ? { samples, rate } : null;
    }
    at = body + size + (size % 2);
  }
  return null;
}

/** Mono samples in [-1, 1] as a 16-bit PCM WAV file, to send one piece to the transcriber. */
export function encodeWav(samples: Float32Array, rate: number): Buffer {
  const buf = Buffer.alloc(44 + samples.length * 2);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(36 + samples.length * 2, 4);
  buf.write('WAVEfmt ', 8, 'latin1');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'latin1');
  buf.writeUInt32LE(samples.length * 2, 40);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
  }
  Buffer.from(pcm.buffer).copy(buf, 44);
  return buf;
}
