import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { extractText } from 'unpdf';

/** poppler-utils (Debian): pdftotext reads a PDF's text, pdftoppm renders its pages. */
export const hasPoppler = ['pdftotext', 'pdftoppm', 'pdffonts'].every(
  (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0,
);
export const poppler = (cmd: string, args: string[], input?: Buffer) => {
  const run = spawnSync(cmd, args, { input });
  if (run.status !== 0) throw new Error(`${cmd} failed: ${run.stderr.toString()}`);
  return run.stdout.toString('utf8');
};

/** A PDF's text as pdftotext reads it (unpdf where poppler is missing), NFC, spaces collapsed. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const text = hasPoppler
    ? poppler('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf)
    : (await extractText(new Uint8Array(pdf), { mergePages: true })).text;
  return text.normalize('NFC').replace(/\s+/g, ' ');
}

/** Page 1 rendered to PNG by pdftoppm: its size and whether anything dark (text) was drawn. */
export async function renderFirstPage(pdf: Buffer) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dermadesk-pdf-'));
  try {
    const pdfFile = path.join(dir, 'report.pdf');
    writeFileSync(pdfFile, pdf);
    const args = [...'-png -r 50 -f 1 -singlefile'.split(' '), pdfFile, path.join(dir, 'page')];
    poppler('pdftoppm', args);
    const png = sharp(path.join(dir, 'page.png'));
    const [{ width, height }, stats] = await Promise.all([png.metadata(), png.stats()]);
    return { width, height, darkest: Math.min(...stats.channels.map((c) => c.min)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
