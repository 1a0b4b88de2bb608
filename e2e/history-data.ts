import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

/** The signed-in page's bearer token and organisation, for seeding data through the real API. */
export interface ApiAuth {
  token: string;
  orgId: string;
}

export async function apiAuthOf(page: Page): Promise<ApiAuth> {
  const { token, orgId } = await page.evaluate(() => {
    const tokens = JSON.parse(localStorage.getItem('dermadesk.tokens') ?? '{}') as {
      idToken?: string;
    };
    const account = JSON.parse(localStorage.getItem('dermadesk.account') ?? '{}') as {
      currentOrgAccess?: string;
    };
    return { token: tokens.idToken ?? '', orgId: account.currentOrgAccess ?? '' };
  });
  expect(token, 'signed-in token').not.toBe('');
  expect(orgId, 'current organisation').not.toBe('');
  return { token, orgId };
}

export const apiHeaders = (auth: ApiAuth) => ({
  authorization: `Bearer ${auth.token}`,
  'org-id': auth.orgId,
});

/**
 * A textured skin-toned photo with a red patch (sized by `redness`), generated here: the suite
 * never commits photos. Noise keeps the quality gate's sharpness check satisfied.
 */
export async function skinPhoto(redness: number, seed = 1): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919;
  const rand = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
  const rx = 60 + redness * 180;
  const ry = 40 + redness * 120;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = (rand() - 0.5) * 40;
      const inPatch = ((x - 320) / rx) ** 2 + ((y - 240) / ry) ** 2 < 1;
      pixels[i] = Math.max(0, Math.min(255, (inPatch ? 205 : 224) + n));
      pixels[i + 1] = Math.max(0, Math.min(255, (inPatch ? 95 : 178) + n));
      pixels[i + 2] = Math.max(0, Math.min(255, (inPatch ? 100 : 150) + n));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Analyses one photo and saves it into an upload (a new one unless `uploadId` is given). */
export async function saveAnalysis(
  request: APIRequestContext,
  auth: ApiAuth,
  opts: {
    module: number;
    subjectId: string;
    photo: Buffer;
    bodyPart?: string;
    uploadId?: number;
  },
): Promise<number> {
  const analyzed = await request.post('/api/v1/predicts/analyze', {
    headers: apiHeaders(auth),
    multipart: {
      Module: String(opts.module),
      ...(opts.bodyPart ? { BodyPart: opts.bodyPart } : {}),
      File: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: opts.photo },
    },
  });
  expect(analyzed.status(), await analyzed.text()).toBe(201);
  const { analysisId } = ((await analyzed.json()) as { data: { analysisId: string } }).data;
  const saved = await request.post('/api/v1/predicts/widget-result', {
    headers: apiHeaders(auth),
    multipart: {
      SubjectId: opts.subjectId,
      Module: String(opts.module),
      ImageId: analysisId,
      ImageName: `photo-${opts.bodyPart ?? 'single'}.jpg`,
      ...(opts.bodyPart ? { BodyPart: opts.bodyPart } : {}),
      ...(opts.uploadId ? { UploadId: String(opts.uploadId) } : {}),
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { data: number }).data;
}
