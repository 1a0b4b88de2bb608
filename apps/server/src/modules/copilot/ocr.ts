import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Tesseract's names of the languages the app speaks; those installed are used together. */
const LANGUAGES = ['eng', 'fra', 'spa', 'por', 'vie'];
/** Scanned pages are rendered at this resolution: tesseract reads 300 dpi best. */
const DPI = 300;
const PAGE_TIMEOUT_MS = 120_000;

let detected: Promise<string | null> | undefined;

/**
 * Whether scanned pages can be read: Debian's `tesseract-ocr` (with at least one of our languages)
 * and `pdftoppm` (poppler-utils) to render the page. The answer is looked up once per process.
 * Gives tesseract's `-l` value, or null.
 */
export function ocrLanguages(): Promise<string | null> {
  detected ??= (async () => {
    try {
      await run('pdftoppm', ['-v']);
      const { stdout, stderr } = await run('tesseract', ['--list-langs']);
      const installed = new Set(`${stdout}\n${stderr}`.split(/\s+/));
      const usable = LANGUAGES.filter((l) => installed.has(l));
      return usable.length ? usable.join('+') : null;
    } catch {
      return null;
    }
  })();
  return detected;
}

/** A PDF written once to a temporary folder, its pages read one at a time; `close` removes it. */
export async function openOcr(data: Buffer, languages: string) {
  const dir = await mkdtemp(join(tmpdir(), 'dermadesk-ocr-'));
  const pdf = join(dir, 'document.pdf');
  await writeFile(pdf, data);
  return {
    /** The page's text as tesseract reads it (1-based page number). */
    async pageText(pageNo: number): Promise<string> {
      const image = join(dir, `page-${pageNo}`);
      const page = String(pageNo);
      const options = { timeout: PAGE_TIMEOUT_MS, maxBuffer: 16 * 1024 * 1024 };
      await run(
        'pdftoppm',
        ['-r', String(DPI), '-gray', '-png', '-singlefile', '-f', page, '-l', page, pdf, image],
        options,
      );
      try {
        const { stdout } = await run(
          'tesseract',
          [`${image}.png`, 'stdout', '-l', languages],
          options,
        );
        return stdout.replace(/\f/g, '').trim();
      } finally {
        await rm(`${image}.png`, { force: true });
      }
    },
    close: () => rm(dir, { recursive: true, force: true }),
  };
}
