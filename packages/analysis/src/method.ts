/** Provenance of every number (clinical-scoring.md C5): what computed it, with which settings. */
export interface MethodInfo {
  name: string;
  version: string;
  parameters: Record<string, number | string | boolean>;
  /** Published basis of the method, cited once. */
  references?: string[];
}
