import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Region } from './vad.js';
import { encodeWav, readWav } from './wav.js';

/** One stretch of a recording as a file for the transcriber. */
export interface AudioPiece {
  audio: Buffer;
  fileName: string;
  mimeType: string;
}

/** The container a compressed recording's pieces are copied into: its own. */
const CONTAINERS: Record<string, { format: string; ext: string }> = {
  'audio/webm': { format: 'webm', ext: 'webm' },
  'audio/ogg': { format: 'ogg', ext: 'ogg' },
  'audio/mp4': { format: 'mp4', ext: 'm4a' },
  'audio/mpeg': { format: 'mp3', ext: 'mp3' },
};

/**
 * Stretches of a recording (seconds on its clock) as files the transcriber takes, without
 * decoding it: a WAV is sliced; any other format is stream-copied by ffmpeg, every stretch in one
 * pass over the file. Decoding half an hour of Opus costs seconds; copying its packets a few
 * tenths. A copied piece starts on the packet at its start (Opus: within 20 ms). Null when ffmpeg
 * is missing or fails: the caller then decodes.
 */
export async function cutPieces(
  data: Buffer,
  mimeType: string,
  pieces: Region[],
): Promise<AudioPiece[] | null> {
  if (!pieces.length) return [];
  const wav = readWav(data);
  if (wav) {
    return pieces.map((p) => ({
      audio: encodeWav(
        wav.pcm.subarray(Math.floor(p.start * wav.rate), Math.ceil(p.end * wav.rate)),
        wav.rate,
      ),
      fileName: 'piece.wav',
      mimeType: 'audio/wav',
    }));
  }
  const container = CONTAINERS[mimeType];
  if (!container) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), 'scribe-pieces-'));
  try {
    const files = pieces.map((_, i) => path.join(dir, `piece-${i}.${container.ext}`));
    const ok = await new Promise<boolean>((resolve) => {
      const ff = spawn(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-i',
          'pipe:0',
          ...pieces.flatMap((p, i) => [
            '-map',
            '0:a:0',
            '-c',
            'copy',
            '-ss',
            p.start.toFixed(3),
            '-to',
            p.end.toFixed(3),
            '-f',
            container.format,
            files[i]!,
          ]),
        ],
        { stdio: ['pipe', 'ignore', 'ignore'] },
      );
      ff.on('error', () => resolve(false));
      ff.stdin.on('error', () => {});
      ff.on('close', (code) => resolve(code === 0));
      ff.stdin.end(data);
    });
    if (!ok) return null;
    return await Promise.all(
      files.map(async (file) => ({
        audio: await readFile(file),
        fileName: path.basename(file),
        mimeType,
      })),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
