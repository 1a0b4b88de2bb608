import { analyzeImage, MODULES, type AnalysisResult } from '@dermadesk/analysis';
import sharp from 'sharp';

/**
 * Every Skin AI module's analysis of one synthetic photo (skin-coloured noise with a darker red
 * ellipse, 800 × 600, with a scale so mm figures exist unless told otherwise), measured even where the quality gate
 * would only warn. For tests that check what every module's output holds.
 */
export async function everyModuleOutput(
  pxPerMm: number | undefined = 10,
): Promise<Map<number, AnalysisResult>> {
  const width = 800;
  const height = 600;
  const data = new Uint8Array(width * height * 3);
  let seed = 7;
  const noise = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 12 - 6;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const inside = ((x - 400) / 120) ** 2 + ((y - 300) / 90) ** 2 <= 1;
      const rgb = inside ? [150, 70, 60] : [224, 172, 150];
      for (let c = 0; c < 3; c++) data[(y * width + x) * 3 + c] = rgb[c]! + noise();
    }
  }
  const jpeg = await sharp(data, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
  const out = new Map<number, AnalysisResult>();
  for (const module of MODULES.keys()) {
    out.set(module, await analyzeImage(jpeg, { module, pxPerMm, qualityPolicy: 'report' }));
  }
  return out;
}
