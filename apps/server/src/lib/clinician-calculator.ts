import { calculateScore, calculatorEntries } from '@dermadesk/analysis';
import type { ClinicianCalculator, ClinicianInput } from '@dermadesk/contracts';

/**
 * A calculator as entered, read back: the grades in the instrument's order and the score this
 * server recomputes from them (never the browser's figure).
 */
export function clinicianCalculator(instrument: string, input: unknown): ClinicianCalculator {
  return {
    instrument,
    entries: calculatorEntries(instrument, input),
    score: calculateScore(instrument, input) ?? null,
  };
}

/**
 * The calculator the clinician filled in for an image, read back from its stored input.
 * Null when the clinician used no calculator.
 */
export function readClinicianCalculator(input: unknown): ClinicianCalculator | null {
  const calculator = (input as ClinicianInput | null)?.calculator;
  return calculator ? clinicianCalculator(calculator.instrument, calculator.input) : null;
}
