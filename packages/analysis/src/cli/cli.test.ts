import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canvas, ellipse, encode, paint } from '../testing/synthetic.js';
import { runAnalyzeCli } from './analyze-cli.js';
import { runScoreCli } from './score-cli.js';

describe('score CLI', () => {
  it('prints the result JSON for complete input', () => {
    const out = runScoreCli(['salt'], '{"vertex":50,"posterior":25,"rightSide":10,"leftSide":0}');
    expect(out.code).toBe(0);
    expect(JSON.parse(out.stdout)).toMatchObject({
      instrument: 'SALT',
      score: 27.8,
      status: 'complete',
    });
  });
  it('exits 2 with messages on stderr for invalid, incomplete or unknown input', () => {
    expect(runScoreCli(['salt', '{"vertex":500}'], '')).toMatchObject({
      code: 2,
      stdout: '',
      stderr: expect.stringContaining('vertex:'),
    });
    expect(runScoreCli(['salt', '{"vertex":5}'], '').stderr).toMatch(
      /incomplete SALT: missing posterior, rightSide, leftSide/,
    );
    expect(runScoreCli(['dlqi', '{}'], '').stderr).toMatch(/unknown instrument/);
    expect(runScoreCli(['easi'], 'not json').code).toBe(2);
  });
});

describe('npm run score (the real entry point)', () => {
  it('reads stdin and sets the exit code', () => {
    const cwd = new URL('../..', import.meta.url).pathname;
    const run = (input: string) =>
      spawnSync('npx', ['tsx', '--conditions=source', 'src/cli/score.ts', 'pasi'], {
        cwd,
        input,
        encoding: 'utf8',
      });
    const region = { area: 2, erythema: 2, induration: 1, desquamation: 2 };
    const ok = run(
      JSON.stringify({
        regions: { head: region, upperLimbs: region, trunk: region, lowerLimbs: region },
      }),
    );
    expect(ok.status).toBe(0);
    expect(JSON.parse(ok.stdout).score).toBe(10);
    const bad = run('{"regions":{"head":{"area":9}}}');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('regions.head.area');
  }, 20_000);
});

describe('analyze CLI', () => {
  it('analyzes an image and writes overlays next to it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'analyze-'));
    const cv = canvas(600, 400);
    paint(cv, ellipse(300, 200, 100, 80), [200, 90, 90]);
    const file = join(dir, 'arm.jpg');
    await writeFile(file, await encode(cv, 'jpeg'));
    const out = await runAnalyzeCli([
      '--module',
      '7',
      '--scale-px-per-mm',
      '10',
      '--overlays',
      join(dir, 'o'),
      '--force',
      file,
    ]);
    expect(out.code).toBe(0);
    const json = JSON.parse(out.stdout);
    expect(json.module).toEqual({ number: 7, name: 'Redness' });
    expect(json.quantities.erythemaAreaMm2.value).toBeGreaterThan(0);
    expect((await readdir(join(dir, 'o'))).sort()).toEqual([
      'arm.erythema-heatmap.png',
      'arm.erythema-mask.png',
    ]);
    const positional = await runAnalyzeCli(['7', file]);
    expect(positional.code).toBe(0);
  });
  it('exits 2 with a clear message for refused files and unknown modules', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'analyze-'));
    const zip = join(dir, 'x.jpg');
    await writeFile(zip, Buffer.from('PK\x03\x04 not an image'));
    expect(await runAnalyzeCli(['--module', '7', zip])).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/not a JPEG/),
    });
    expect((await runAnalyzeCli(['--module', '16', zip])).stderr).toMatch(/unknown/);
    expect((await runAnalyzeCli([])).code).toBe(2);
  });
});
