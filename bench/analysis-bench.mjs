// Speed and memory of @dermadesk/analysis (issue 4). Run from the repo root:
//   node --import tsx bench/analysis-bench.mjs [modules...]
// For a 12 MP and a 3 MP JPEG it prints, per module, the wall time of analyzeImage and its ratio to
// sharp's own decode + resize of the same file to the module's working size (the floor, timed
// alternately with the module), then the peak RSS.
import sharp from 'sharp';
import {
  analyzeForStorage,
  analyzeImage,
  createAnalysisPool,
  encodeDerivative,
  loadImage,
  MODULES,
} from '../packages/analysis/src/index.ts';
import { canvas, ellipse, encode, paint } from '../packages/analysis/src/testing/synthetic.ts';

const requested = process.argv.slice(2).map(Number).filter(Boolean);
const modules = requested.length ? requested : [7, 3, 5, 9, 2, 8, 10, 11, 12, 21, 1];
// Enough runs that some meet little load from the other tenants of these cores (7 were too few):
// pairs of module and floor per photo size. A 3 MP pair takes a quarter of the time of a 12 MP
// one, and its smaller figures move more with that load (15 pairs left ±0.3 of noise in its ratios).
const REPS = 15;
const PAIRS = { '12 MP': REPS, '3 MP': 40 };
sharp.concurrency(1); // one core per analysis, as in a worker of a two-worker pool

async function makeJpeg(width, height) {
  const cv = canvas(width, height);
  paint(cv, ellipse(width / 2, height / 2, width / 5, height / 6), [200, 90, 90]);
  paint(cv, ellipse(width / 4, height / 3, width / 30, width / 30), [110, 70, 50]);
  return encode(cv, 'jpeg');
}

// Other engineers share these 2 cores: the minimum is the least disturbed figure.
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function time(fn, reps = REPS) {
  const out = [];
  for (let i = 0; i < reps; i++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return { min: Math.min(...out), median: median(out) };
}

let peak = process.memoryUsage().rss;
const ratios = new Map(); // module → { '12 MP': ratio of minima, '3 MP': … }
const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);

for (const [label, w, h] of [
  ['12 MP', 4000, 3000],
  ['3 MP', 2000, 1500],
]) {
  const jpeg = await makeJpeg(w, h);
  console.log(`\n${label} JPEG (${w}×${h}, ${(jpeg.length / 1e6).toFixed(1)} MB)`);
  const floor = (side) => sharp(jpeg).resize(side, side, { fit: 'inside' }).raw().toBuffer();
  for (const side of [768, 1024, 1536]) {
    const f = await time(() => floor(side));
    console.log(
      `  floor: sharp decode + resize to ${side}px: min ${f.min.toFixed(0)} ms, ` +
        `median ${f.median.toFixed(0)} ms`,
    );
  }
  for (const module of modules) {
    const { maxSide } = MODULES.get(module).analyzer;
    // Each run of the module follows a run of its floor, so that both meet the same load from
    // the other tenants of these cores: a floor measured minutes earlier skewed ratios by ±25 %.
    const paired = { floor: [], module: [] };
    let result;
    for (let i = 0; i < PAIRS[label]; i++) {
      paired.floor.push((await time(() => floor(maxSide), 1)).min);
      const t = performance.now();
      result = await analyzeImage(jpeg, { module, qualityPolicy: 'report', pxPerMm: 20 });
      paired.module.push(performance.now() - t);
    }
    const side = Math.max(result.geometry.workingWidth, result.geometry.workingHeight);
    const ms = { min: Math.min(...paired.module), median: median(paired.module) };
    const fl = { min: Math.min(...paired.floor), median: median(paired.floor) };
    // Each run over the floor run just before it: robust to load that lasts longer than a pair.
    const pairRatio = median(paired.module.map((m, i) => m / paired.floor[i]));
    const row = ratios.get(result.module.name) ?? {};
    ratios.set(result.module.name, {
      ...row,
      [label]: { ratio: ms.min / fl.min, pairRatio, ms: ms.min },
    });
    console.log(
      `  module ${String(module).padStart(2)} ${result.module.name.padEnd(22)} ` +
        `min ${ms.min.toFixed(0).padStart(4)} ms (${(ms.min / fl.min).toFixed(2)}× floor ${fl.min.toFixed(0)}), ` +
        `median ${ms.median.toFixed(0).padStart(4)} ms (${(ms.median / fl.median).toFixed(2)}×), ` +
        `median of pairs ${pairRatio.toFixed(2)}× at ${side}px`,
    );
  }
  // What the server does per photo: the analysis plus the stored JPEG derivative.
  const twice = await time(async () => {
    await analyzeImage(jpeg, { module: 7 });
    await encodeDerivative(await loadImage(jpeg));
  });
  const once = await time(() => analyzeForStorage(jpeg, { module: 7 }));
  console.log(
    `  module 7 + stored derivative: decoded twice median ${twice.median.toFixed(0)} ms, ` +
      `once (analyzeForStorage) median ${once.median.toFixed(0)} ms`,
  );
}
// Two workers on two cores: 4 redness analyses of the 12 MP file, and the event-loop lag meanwhile.
{
  const jpeg = await makeJpeg(4000, 3000);
  const pool = createAnalysisPool(2);
  await Promise.all([pool.analyze(jpeg, { module: 7 }), pool.analyze(jpeg, { module: 7 })]); // warm-up
  let lag = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - last - 10);
    last = now;
  }, 10);
  const t = performance.now();
  await Promise.all(Array.from({ length: 4 }, () => pool.analyze(jpeg, { module: 7 })));
  const wall = performance.now() - t;
  clearInterval(probe);
  await pool.close();
  console.log(
    `\npool of 2 workers: 4 × module 7 on 12 MP in ${wall.toFixed(0)} ms ` +
      `(${(wall / 4).toFixed(0)} ms per analysis), max event-loop lag ${lag.toFixed(0)} ms`,
  );
}
clearInterval(sample);
// The target (issue 4): within 2× the floor and under 1 s for 12 MP, on one core (decision 008).
// The 3 MP ratios are reported beside it.
console.log(
  '\nsummary (minimum of the module ÷ minimum of the floor, and the median of the paired ratios;' +
    ' target ≤ 2.0× and < 1000 ms at 12 MP)',
);
const both = ({ ratio, pairRatio }) => `${ratio.toFixed(2)}× (pairs ${pairRatio.toFixed(2)}×)`;
for (const [name, row] of ratios) {
  const twelve = row['12 MP'];
  const verdict = twelve.ratio <= 2 && twelve.ms < 1000 ? 'meets' : 'MISSES';
  console.log(`  ${name.padEnd(22)} 12 MP ${both(twelve)} ${verdict}, 3 MP ${both(row['3 MP'])}`);
}
console.log(
  `\npeak RSS ${(peak / 1024 / 1024).toFixed(0)} MB sampled, ` +
    `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB max (includes drawing the 12 MP test images)`,
);
