/** Names of the clinical instruments the calculators implement (clinical-scoring.md part A). */
export type InstrumentName =
  | 'EASI'
  | 'PASI'
  | 'SALT'
  | 'VASI'
  | 'NAPSI'
  | 'MASI'
  | 'mMASI'
  | 'SCORAD'
  | 'oSCORAD'
  | 'TDS'
  | 'SevenPoint'
  | 'GAGS'
  | 'Hayashi';

/** A band is always reported together with the name of its banding scheme (section 0.4). */
export interface Band {
  label: string;
  scheme: string;
}

/** A field-level validation problem; `field` is a dotted path such as `regions.trunk.erythema`. */
export interface FieldError {
  field: string;
  message: string;
}

/** One line of the audit breakdown: the inputs used and the region's contribution. */
export interface BreakdownEntry {
  inputs: Record<string, number | boolean | null>;
  weight?: number;
  /** Unrounded contribution to the score, or null when an input is missing. */
  term: number | null;
}

/**
 * Output of every calculator. `score` is unrounded (clinical-scoring.md 0.3): round only for
 * display (`display`), and compare bands on the unrounded value.
 */
export interface ScoreResult {
  instrument: InstrumentName;
  /** e.g. `weights-0-7y` for EASI under 8 years, `original` for the 7-point checklist. */
  variant?: string;
  status: 'complete' | 'incomplete' | 'invalid';
  score: number | null;
  /** Score rounded for display (1 decimal where the instrument is reported so), or null. */
  display: string | null;
  /** Highest value the instrument can take with the given inputs (e.g. 72 for EASI). */
  maxScore: number | null;
  band?: Band;
  /** Further bands under other published schemes, each named. */
  otherBands?: Band[];
  breakdown: Record<string, BreakdownEntry>;
  formula: string;
  /** Dotted paths of inputs that were absent; never taken as zero (section 0.2). */
  missing: string[];
  errors: FieldError[];
  warnings: string[];
}
