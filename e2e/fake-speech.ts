import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The fake microphone's sound: a consultation line spoken by espeak-ng, then `silenceSeconds` of
 * silence (Chromium loops the file, so the pause separates the repeats as in a conversation).
 * Made once per path; espeak-ng writes 16-bit mono PCM, so padding is appending zero bytes and
 * fixing the two lengths in the header.
 */
export function fakeSpeechWav(file: string, text: string, silenceSeconds = 3): string {
  if (existsSync(file)) return file;
  mkdirSync(path.dirname(file), { recursive: true });
  const spoken = `${file}.speech.wav`;
  execFileSync('espeak-ng', ['-w', spoken, text]);
  const wav = readFileSync(spoken);
  const rate = wav.readUInt32LE(24);
  const data = wav.indexOf('data', 12, 'latin1');
  const pcm = wav.subarray(data + 8, data + 8 + wav.readUInt32LE(data + 4));
  const padded = Buffer.concat([pcm, Buffer.alloc(Math.round(rate * silenceSeconds) * 2)]);
  const out = Buffer.concat([wav.subarray(0, data + 8), padded]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(padded.length, data + 4);
  writeFileSync(file, out);
  return file;
}
