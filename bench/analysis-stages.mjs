// Per-stage timings of one analysis (diagnostic): node --import tsx bench/analysis-stages.mjs [module]
import sharp from 'sharp';
import { loadImage, assessQuality, MODULES } from '../packages/analysis/src/index.ts';
import { labPlanes } from '../packages/analysis/src/image/color.ts';
import { skinRegion } from '../packages/analysis/src/image/skin.ts';
import { canvas, ellipse, encode, paint } from '../packages/analysis/src/testing/synthetic.ts';

sharp.concurrency(1);
const module = Number(process.argv[2] ?? 7);
const spec = MODULES.get(module);
const cv = canvas(4000, 3000);
paint(cv, ellipse(2000, 1500, 800, 500), [200, 90, 90]);
const jpeg = await encode(cv, 'jpeg');
for (let rep = 0; rep < 4; rep++) {
  const t = [performance.now()];
  await sharp(jpeg)
    .resize(spec.analyzer.maxSide, spec.analyzer.maxSide, { fit: 'inside' })
    .raw()
    .toBuffer();
  t.push(performance.now());
  const img = await loadImage(jpeg, { maxSide: spec.analyzer.maxSide });
  t.push(performance.now());
  labPlanes(img);
  t.push(performance.now());
  const skin = skinRegion(img);
  t.push(performance.now());
  assessQuality(img, spec.analyzer.quality, skin);
  t.push(performance.now());
  await spec.analyzer.run({ img, skin, pxPerMm: 20 }, {});
  t.push(performance.now());
  const names = ['floor', 'load', 'lab', 'skin', 'quality', 'analyzer'];
  console.log(names.map((n, i) => `${n} ${(t[i + 1] - t[i]).toFixed(0)}`).join('  '));
}
