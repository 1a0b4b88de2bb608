import { calculatorNames } from '@dermadesk/contracts';
import { useMemo } from 'react';
import { useResultLookup } from './result-lookup';

/**
 * A calculator's names (instrument, grades, regions, NAPSI nails, formula) in the UI language,
 * from the catalogue the server's CSV and PDF read too.
 */
export function useCalculatorNames() {
  const lookup = useResultLookup();
  return useMemo(() => calculatorNames(lookup), [lookup]);
}
