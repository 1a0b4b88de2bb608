import { spawn } from 'node:child_process';
import { readWav } from './wav.js';

export const DECODE_RATE = 16_000;

/**
 * Any recording as 16 kHz mono samples: a PCM WAV is read directly; webm, ogg, mp3 and m4a go
 * through ffmpeg (Debian `ffmpeg`). Null when ffmpeg is missing or cannot read the audio: the
 * caller then sends the recording whole, without voice detection.
 */
export async function decodeAudio(
  data: Buffer,
): Promise<{ samples: Float32Array; rate: number } | null> {
  const wav = readWav(data);
  if (wav) return wav;
  return new Promise((resolve) => {
    const ff = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
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
      const samples = new Float32Array(Math.floor(pcm.length / 2));
      for (let i = 0; i < samples.length; i++) samples[i] = pcm.readInt16LE(i * 2) / 32768;
      resolve({ samples, rate: DECODE_RATE });
    });
    ff.stdin.end(data);
  });
}
