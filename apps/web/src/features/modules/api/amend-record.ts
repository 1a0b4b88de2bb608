import type { Amendment, AmendmentBody } from '@dermadesk/contracts';
import { api } from '../../../lib/api/client';

/**
 * POST /api/v1/uploads/{id}/amendments: a new version of the saved calculator input; the server
 * recomputes the score and answers 409 when it differs from the one the clinician saw.
 */
export function amendRecord(uploadId: number, body: AmendmentBody): Promise<Amendment> {
  return api.post(`/api/v1/uploads/${uploadId}/amendments`, body);
}
