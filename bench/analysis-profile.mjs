// Steady-state time of one analyzer without the decode, and optionally where it goes (diagnostic):
//   node --import tsx bench/analysis-profile.mjs [module=7] [WxH=4000x3000] [reps=30] [--profile]
// The JPEG is decoded once; each rep analyses a fresh copy of the working image (so no cached
// CIELAB planes). --profile samples the CPU during the reps and prints self time per function.
import { Session } from 'node:inspector/promises';
import sharp from 'sharp';
import { analyzeImage, loadImage, MODULES } from '../packages/analysis/src/index.ts';
import { canvas, ellipse, encode, paint } from '../packages/analysis/src/testing/synthetic.ts';

sharp.concurrency(1);
const args = process.argv.slice(2).filter((a) => a !== '--profile');
const profile = process.argv.includes('--profile');
const module = Number(args[0] ?? 7);
const [w, h] = (args[1] ?? '4000x3000').split('x').map(Number);
const reps = Number(args[2] ?? 30);

const cv = canvas(w, h);
paint(cv, ellipse(w / 2, h / 2, w / 5, h / 6), [200, 90, 90]);
paint(cv, ellipse(w / 4, h / 3, w / 30, w / 30), [110, 70, 50]);
const base = await loadImage(await encode(cv, 'jpeg'), {
  maxSide: MODULES.get(module).analyzer.maxSide,
});
const copies = Array.from({ length: reps }, () => ({ ...base, data: base.data.slice() }));

const session = new Session();
if (profile) {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
}
const times = [];
for (const img of copies) {
  const t = performance.now();
  await analyzeImage(img, { module, qualityPolicy: 'report', pxPerMm: 20 });
  times.push(performance.now() - t);
}
times.sort((a, b) => a - b);
console.log(
  `module ${module} at ${base.width}×${base.height}: min ${times[0].toFixed(1)} ms, ` +
    `median ${times[times.length >> 1].toFixed(1)} ms (analysis without the decode)`,
);
if (profile) {
  const { profile: p } = await session.post('Profiler.stop');
  const nodes = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map();
  p.samples.forEach((id, k) => {
    const f = nodes.get(id);
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').slice(-2).join('/')}`;
    self.set(key, (self.get(key) ?? 0) + p.timeDeltas[k]);
  });
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`${(us / 1000 / reps).toFixed(2).padStart(7)} ms/run  ${key}`);
}
