import { blobKey } from '../storage/blob-store.js';

/**
 * Where an analysis keeps its files: written by the analyses module, read by the reports
 * (exports) and removed by retention, so the layout lives here, below all of them.
 */
const folder = (orgId: string, id: string) => ['orgs', orgId, 'analyses', id] as const;

export const analysisImageKey = (orgId: string, id: string) =>
  blobKey(...folder(orgId, id), 'image.jpg');

/** Where an analysis keeps one overlay's PNG. */
export const overlayBlobKey = (orgId: string, id: string, name: string) =>
  blobKey(...folder(orgId, id), `overlay-${name}.png`);
