import {
  createHttpBackend,
  createOnnxBackend,
  ModelBackendError,
  type ModelBackend,
} from '@dermadesk/analysis';
import { AppError } from '../../lib/app-error.js';
import type { EgressGuard } from '../../platform/egress/egress-guard.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { OrgModelRow } from './models.repository.js';

interface HttpSettings {
  url: string;
  labels?: string[];
  timeoutMs?: number;
}

/**
 * Builds the runnable backend for an organisation's attached model. An HTTP model's address is
 * the organisation admin's choice and receives patient images: it goes through the egress guard,
 * which refuses private addresses the operator did not allow, and redirects.
 */
export async function backendFor(
  row: OrgModelRow,
  blobs: BlobStore,
  egress: EgressGuard,
): Promise<ModelBackend> {
  if (row.kind === 'http') {
    const s = row.settings as HttpSettings;
    return createHttpBackend({
      url: s.url,
      fetch: egress.fetcher('refuse'),
      labels: s.labels,
      timeoutMs: s.timeoutMs,
      name: row.name,
      version: row.version,
    });
  }
  const bytes = row.blobKey ? await blobs.get(row.blobKey) : undefined;
  if (!bytes) throw AppError.notFound('model file');
  try {
    return await createOnnxBackend(bytes, row.settings);
  } catch (e) {
    if (e instanceof ModelBackendError)
      throw AppError.badRequest(`The attached ONNX model cannot be used: ${e.message}`);
    throw e;
  }
}
