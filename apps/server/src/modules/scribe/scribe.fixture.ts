interface Tone {
  from: number;
  to: number;
  amplitude?: number;
}

/** A 16 kHz mono 16-bit WAV: silence, or tones where `tone` says (seconds), for audio tests. */
export function silenceWav(seconds: number, tone?: Tone | Tone[]) {
  const rate = 16_000;
  const samples = Math.round(seconds * rate);
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVEfmt ', 8, 'latin1');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'latin1');
  buf.writeUInt32LE(samples * 2, 40);
  for (const t of tone ? [tone].flat() : []) {
    const amp = t.amplitude ?? 8000;
    for (let i = Math.round(t.from * rate); i < Math.min(samples, t.to * rate); i++) {
      buf.writeInt16LE(Math.round(amp * Math.sin((2 * Math.PI * 220 * i) / rate)), 44 + i * 2);
    }
  }
  return buf;
}
