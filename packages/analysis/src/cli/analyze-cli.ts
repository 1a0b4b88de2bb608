import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeImage } from '../analyzers/analyze.js';
import { UnknownModuleError } from '../analyzers/registry.js';
import { ImageIntakeError } from '../image/errors.js';
import type { CliOutcome } from './score-cli.js';

const USAGE =
  'usage: analyze --module <number> [--scale-px-per-mm N] [--body-part NAME] [--marker-mm N]\n' +
  '               [--overlays DIR] [--force] <image>\n       analyze <module> <image>\n';

/**
 * `analyze`: runs intake, quality gate and the module's analyzer on one image file and prints
 * the result JSON (overlays as file names when --overlays DIR is given, else as sizes).
 */
export async function runAnalyzeCli(argv: readonly string[]): Promise<CliOutcome> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        module: { type: 'string' },
        'scale-px-per-mm': { type: 'string' },
        'body-part': { type: 'string' },
        'marker-mm': { type: 'string' },
        overlays: { type: 'string' },
        force: { type: 'boolean' },
      },
    });
  } catch (e) {
    return { code: 2, stdout: '', stderr: `${(e as Error).message}\n${USAGE}` };
  }
  const { values, positionals } = parsed;
  const moduleArg = values.module ?? (positionals.length > 1 ? positionals[0] : undefined);
  const file = positionals[positionals.length - 1];
  const module = Number(moduleArg);
  if (!file || !Number.isInteger(module)) return { code: 2, stdout: '', stderr: USAGE };
  const scale =
    values['scale-px-per-mm'] === undefined ? undefined : Number(values['scale-px-per-mm']);
  if (scale !== undefined && !(scale > 0))
    return { code: 2, stdout: '', stderr: '--scale-px-per-mm must be a positive number\n' };
  const markerMm = values['marker-mm'] === undefined ? undefined : Number(values['marker-mm']);
  try {
    const result = await analyzeImage(await readFile(file), {
      module,
      ...(scale ? { pxPerMm: scale } : {}),
      ...(values['body-part'] ? { bodyPart: values['body-part'] } : {}),
      qualityPolicy: values.force ? 'report' : 'gate',
      analyzerOptions: markerMm ? { markerMm } : {},
    });
    const dir = values.overlays;
    if (dir) await mkdir(dir, { recursive: true });
    const stem = basename(file, extname(file));
    const overlays = [];
    for (const o of result.overlays) {
      const { png, ...rest } = o;
      if (dir) {
        const path = join(dir, `${stem}.${o.name}.png`);
        await writeFile(path, png);
        overlays.push({ ...rest, file: path });
      } else overlays.push({ ...rest, bytes: png.length });
    }
    return { code: 0, stdout: JSON.stringify({ ...result, overlays }, null, 2) + '\n', stderr: '' };
  } catch (e) {
    if (e instanceof ImageIntakeError || e instanceof UnknownModuleError)
      return { code: 2, stdout: '', stderr: `${e.message}\n` };
    if ((e as NodeJS.ErrnoException).code === 'ENOENT')
      return { code: 2, stdout: '', stderr: `no such file: ${file}\n` };
    throw e;
  }
}
