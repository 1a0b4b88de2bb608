import { calculateScore, calculatorEntries } from '@dermadesk/analysis';
import type { ClinicianCalculator, ClinicianInput } from '@dermadesk/contracts';

/**
 * The calculator the clinician filled in for an image, read back from its stored input: the
 * grades as entered and the score this server recomputes from them (never the browser's figure).
 * Null when the clinician used no calculator.
 */
export function readClinicianCalculator(input: unknown): ClinicianCalculator | null {
  const calculator = (input as ClinicianInput | null)?.calculator;
  if (!calculator) return null;
  return {
    instrument: calculator.instrument,
    entries: calculatorEntries(calculator.instrument, calculator.input),
    score: calculateScore(calculator.instrument, calculator.input) ?? null,
  };
}
