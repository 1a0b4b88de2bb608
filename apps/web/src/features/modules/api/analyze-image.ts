import type { Analysis } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';
import { trackUploadProgress } from '../../../lib/api/upload-progress';

export interface AnalyzeImageInput {
  module: number;
  file: Blob;
  fileName: string;
  bodyPart?: string;
  scalePxPerMm?: number;
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
}

/** POST /api/v1/predicts/analyze: the server analyses and stores the image (201 Analysis). */
export function analyzeImage(input: AnalyzeImageInput): Promise<Analysis> {
  const form = new FormData();
  form.set('Module', String(input.module));
  if (input.bodyPart) form.set('BodyPart', input.bodyPart);
  if (input.scalePxPerMm) form.set('ScalePxPerMm', String(input.scalePxPerMm));
  form.set('File', input.file, input.fileName);
  return api.post<Analysis>(
    '/api/v1/predicts/analyze',
    trackUploadProgress(form, input.onProgress),
    {
      ...(input.signal ? { signal: input.signal } : {}),
    },
  );
}
