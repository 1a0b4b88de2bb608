import { getPath, type WorkspaceAction } from './workspace-state';

/**
 * The pre-filled values still waiting for the clinician: proposed, holding the proposed value,
 * and not changed or confirmed (`touched`). They are marked on screen until then.
 */
export function stillSuggested(
  proposed: readonly { path: string; value: unknown }[],
  calculator: Record<string, unknown>,
  touched: readonly string[],
): Set<string> {
  return new Set(
    proposed
      .filter((s) => !touched.includes(s.path) && getPath(calculator, s.path) === s.value)
      .map((s) => s.path),
  );
}

/** The clinician accepts the suggested values as they are: each becomes the clinician's own. */
export const confirmSuggestions = (
  paths: Iterable<string>,
  calculator: Record<string, unknown>,
): WorkspaceAction[] =>
  [...paths].map((path) => ({
    type: 'setCalculator',
    path,
    value: getPath(calculator, path),
    byClinician: true,
  }));
