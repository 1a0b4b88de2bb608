import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';

/**
 * The caller's voice for the fake microphone: a sentence spoken by espeak-ng, then three seconds
 * of silence (Chromium loops the file, and the call cuts an utterance at a pause). Made once per
 * run at `path`, before the browser starts; nothing is committed.
 */
export function ensureCallAudio(path: string, sentence: string): string {
  if (existsSync(path)) return path;
  let spoken: Buffer;
  try {
    spoken = execFileSync('espeak-ng', ['-v', 'en', '-s', '150', '--stdout', sentence]);
  } catch {
    // Without espeak-ng only the call spec fails (its microphone hears nothing), not the suite.
    return path;
  }
  const dataAt = spoken.indexOf('data');
  const rate = spoken.readUInt32LE(24);
  const pcm = spoken.subarray(dataAt + 8);
  const silence = Buffer.alloc(rate * 2 * 3);
  const body = Buffer.concat([pcm, silence]);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + body.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(body.length, 40);
  writeFileSync(path, Buffer.concat([header, body]));
  return path;
}
