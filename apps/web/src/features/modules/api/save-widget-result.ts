import type { ClinicianInput } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';

export interface SaveWidgetResultInput {
  module: number;
  subjectId: string;
  /** The server-side analysis: the server stores its own result, not one from the browser. */
  analysisId: string;
  /** Joins an existing upload (the second and later images of one save). */
  uploadId?: number;
  bodyPart?: string;
  imageName: string;
  clinicianInput: ClinicianInput;
}

/** POST /api/v1/predicts/widget-result → the upload id. */
export function saveWidgetResult(input: SaveWidgetResultInput): Promise<number> {
  const form = new FormData();
  form.set('SubjectId', input.subjectId);
  form.set('Module', String(input.module));
  form.set('ImageId', input.analysisId);
  if (input.uploadId) form.set('UploadId', String(input.uploadId));
  if (input.bodyPart) form.set('BodyPart', input.bodyPart);
  form.set('ImageName', input.imageName);
  form.set('Result', JSON.stringify(input.clinicianInput));
  return api.post<number>('/api/v1/predicts/widget-result', form);
}
