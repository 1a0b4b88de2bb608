import { useEffect, useMemo, type Dispatch } from 'react';
import type { ModuleInstrument } from '@dermadesk/contracts';
import { suggestedRegionAreas } from './aggregate';
import { placeableSuggestions } from './calculator-spec';
import { LIST_CALCULATORS, isListInstrument, listSeed, seedPaths } from './list-calculator';
import { stillSuggested } from './prefill-mark';
import {
  getPath,
  type WorkItem,
  type WorkspaceAction,
  type WorkspaceState,
} from './workspace-state';

/**
 * Pre-fills the calculator from the measurements and returns the paths still holding a suggested
 * value. A value the clinician changed is never overwritten; a list (VASI sites) is proposed once,
 * while the clinician has not started one.
 */
export function usePrefill(
  instrument: ModuleInstrument | undefined,
  multi: boolean,
  state: WorkspaceState,
  dispatch: Dispatch<WorkspaceAction>,
): ReadonlySet<string> {
  const analysed = useMemo(() => state.items.filter((i) => i.analysis), [state.items]);
  const list = instrument && isListInstrument(instrument) ? instrument : undefined;
  const suggestions = useMemo(() => {
    if (!instrument || list) return [];
    if (multi && (instrument === 'easi' || instrument === 'pasi'))
      return suggestedRegionAreas(instrument, analysed);
    return placeableSuggestions(
      instrument,
      analysed.flatMap((i: WorkItem) => i.analysis!.result.suggestions),
    );
  }, [instrument, list, multi, analysed]);
  const seed = useMemo(() => (list ? listSeed(list, analysed) : []), [list, analysed]);

  useEffect(() => {
    for (const s of suggestions)
      if (getPath(state.calculator, s.path) !== s.value && !state.touched.includes(s.path))
        dispatch({ type: 'setCalculator', path: s.path, value: s.value, byClinician: false });
    const key = list && LIST_CALCULATORS[list].key;
    if (key && seed.length > 0 && getPath(state.calculator, key) === undefined)
      dispatch({ type: 'setCalculator', path: key, value: seed, byClinician: false });
  }, [dispatch, suggestions, seed, list, state.calculator, state.touched]);

  return useMemo(
    () =>
      stillSuggested(
        [...suggestions, ...(list ? seedPaths(list, seed) : [])],
        state.calculator,
        state.touched,
      ),
    [suggestions, seed, list, state.calculator, state.touched],
  );
}
