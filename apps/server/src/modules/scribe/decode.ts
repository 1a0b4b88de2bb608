import { spawn } from 'node:child_process';
import { int16View, readWav, type Pcm16 } from './wav.js';

export const DECODE_RATE = 16_000;

/**
 * Any recording as mono 16-bit samples: a PCM WAV is read directly (at its own rate); webm, ogg,
 * mp3 and m4a go through ffmpeg (Debian `ffmpeg`) to 16 kHz. Null when ffmpeg is missing or
 * cannot read the audio: the caller then sends the recording whole, without voice detection.
 * With `fromSeconds`, the samples start there: ffmpeg skips the audio before it without decoding
 * it, so the tail of a long recording costs what the tail costs.
 */
export async function decodeAudio(data: Buffer, fromSeconds = 0): Promise<Pcm16 | null> {
  const wav = readWav(data);
  if (wav) return { pcm: wav.pcm.subarray(Math.floor(fromSeconds * wav.rate)), rate: wav.rate };
  return new Promise((resolve) => {
    const ff = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        ...(fromSeconds > 0 ? ['-ss', fromSeconds.toFixed(3)] : []),
        '-i',
        'pipe:0',
        '-f',
        's16le',
        '-ac',
        '1',
        '-ar',
        String(DECODE_RATE),
        'pipe:1',
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    const out: Buffer[] = [];
    ff.stdout.on('data', (c: Buffer) => out.push(c));
    ff.on('error', () => resolve(null));
    ff.stdin.on('error', () => {});
    ff.on('close', (code) => {
      const pcm = Buffer.concat(out);
      if (code !== 0 && pcm.length === 0) return resolve(null);
      resolve({ pcm: int16View(pcm), rate: DECODE_RATE });
    });
    ff.stdin.end(data);
  });
}
