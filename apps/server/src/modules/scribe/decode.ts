import { spawn } from 'node:child_process';
import { isWebm } from './recent-audio.js';
import { int16View, readWav, type Pcm16 } from './wav.js';

export const DECODE_RATE = 16_000;

/**
 * Any recording as mono 16-bit samples: a PCM WAV is read directly (at its own rate); webm, ogg,
 * mp3 and m4a go through ffmpeg (Debian `ffmpeg`) to 16 kHz. Null when ffmpeg is missing or
 * cannot read the audio: the caller then sends the recording whole, without voice detection.
 * With `fromSeconds`, the samples start there (counted from the first timestamp in `data`). Other
 * formats are seeked by the demuxer, which skips the audio before without decoding it. A WebM is
 * decoded from its start and the samples before are dropped: piped in, its demuxer cannot seek and
 * resyncs on the next element it recognises, seconds away (Chromium's recordings started up to
 * 2 s late); callers pass only a WebM's last clusters (recent-audio.ts), so this stays cheap.
 */
export async function decodeAudio(data: Buffer, fromSeconds = 0): Promise<Pcm16 | null> {
  const wav = readWav(data);
  if (wav) return { pcm: wav.pcm.subarray(Math.floor(fromSeconds * wav.rate)), rate: wav.rate };
  const seek = fromSeconds > 0 ? ['-ss', fromSeconds.toFixed(3)] : [];
  const webm = isWebm(data);
  return new Promise((resolve) => {
    const ff = spawn(
      'ffmpeg',
      [
        '-hide_banner',
        '-loglevel',
        'error',
        ...(webm ? [] : seek),
        '-i',
        'pipe:0',
        ...(webm ? seek : []),
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
