import type { Analysis, StoredAnalysisResult } from '@dermadesk/contracts';

/** What a stored analysis holds that its API view shows (the analyses table's row fits). */
export interface StoredAnalysis {
  id: string;
  module: number;
  bodyPart: string | null;
  createdAt: Date;
  result: unknown;
  overlayNames: string[];
}

/**
 * A stored analysis as the API shows it, with the URLs of its image and overlays: the analyses
 * endpoints and the history's result page (uploads) answer with the same view.
 */
export function toAnalysis(row: StoredAnalysis): Analysis {
  return {
    analysisId: row.id,
    module: row.module,
    bodyPart: row.bodyPart,
    createdAt: row.createdAt.toISOString(),
    result: row.result as StoredAnalysisResult,
    imageUrl: `/api/v1/analyses/${row.id}/image`,
    overlays: row.overlayNames.map((name) => ({
      name,
      url: `/api/v1/analyses/${row.id}/overlays/${name}`,
    })),
  };
}
