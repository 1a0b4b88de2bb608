import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Apart from scribe.fixture.ts, which starts test servers through Vitest: bench/scribe.mjs makes
// its 30-minute recording with this too.

/** `wav` as the recorder makes it: Opus in WebM at 32 kbit/s, as Chromium's MediaRecorder does (ffmpeg). */
export function recorderWebm(wav: Buffer): Buffer {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'scribe-webm-'));
  try {
    writeFileSync(path.join(dir, 'in.wav'), wav);
    const out = path.join(dir, 'rec.webm');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-i',
      path.join(dir, 'in.wav'),
      '-c:a',
      'libopus',
      '-b:a',
      '32k',
      out,
    ]);
    return readFileSync(out);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
