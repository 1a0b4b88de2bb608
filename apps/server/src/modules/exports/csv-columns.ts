import { calculateScore } from '@dermadesk/analysis';
import type { ClinicianInput } from '@dermadesk/contracts';

/**
 * How a cell is written. `text` is neutralised against formulas and quoted when needed; `number`
 * is written as the database printed it (never neutralised: a leading minus is a sign); the
 * clinician's `calculator` (its JSON) is recomputed by the server into a score.
 */
export type CellKind = 'text' | 'number' | 'calculator';

/**
 * The fixed columns of the CSV export, in order (docs/csv-export.md). Quantity columns follow,
 * one per measured quantity key present in the export, sorted by key. The repository reads one
 * cell per column, in this order (exports.repository.ts, CSV_CELLS).
 */
export const FIXED_COLUMNS = [
  { header: 'upload_id', kind: 'number' },
  { header: 'uploaded_at', kind: 'text' },
  { header: 'subject_id', kind: 'text' },
  { header: 'module', kind: 'number' },
  { header: 'module_name', kind: 'text' },
  { header: 'image_count', kind: 'number' },
  { header: 'uploaded_by', kind: 'text' },
  { header: 'aggregate_instrument', kind: 'text' },
  { header: 'aggregate_score', kind: 'number' },
  { header: 'aggregate_band', kind: 'text' },
  { header: 'image_id', kind: 'number' },
  { header: 'image_name', kind: 'text' },
  { header: 'body_part', kind: 'text' },
  { header: 'analysis_id', kind: 'text' },
  { header: 'analysis_status', kind: 'text' },
  { header: 'quality_verdict', kind: 'text' },
  { header: 'method_name', kind: 'text' },
  { header: 'method_version', kind: 'text' },
  { header: 'classification_status', kind: 'text' },
  { header: 'clinician_concur', kind: 'text' },
  { header: 'clinician_instrument', kind: 'text' },
  { header: 'clinician_score', kind: 'calculator' },
  { header: 'clinician_note', kind: 'text' },
  { header: 'user_comment', kind: 'text' },
] as const satisfies readonly { header: string; kind: CellKind }[];
export type FixedColumn = (typeof FIXED_COLUMNS)[number]['header'];

/** The server's score from the clinician's calculator input; never the browser's figure. */
export function clinicianScore(input: unknown): number | null {
  return calculatorScore((input as ClinicianInput | null)?.calculator);
}

function calculatorScore(calculator: ClinicianInput['calculator'] | null | undefined) {
  if (!calculator) return null;
  const result = calculateScore(calculator.instrument, calculator.input);
  return result?.status === 'complete' ? result.score : null;
}

export interface QuantityColumn {
  key: string;
  units: string[];
}

export const quantityHeader = (q: QuantityColumn) => {
  const units = q.units.filter(Boolean);
  return units.length ? `quantity.${q.key} [${units.join('|')}]` : `quantity.${q.key}`;
};

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Spreadsheets run a text cell that starts with = + - @ (or a tab/CR before one) as a formula
 * (OWASP "CSV injection"). Such text gets a leading apostrophe, shown as text by Excel,
 * LibreOffice and Sheets. Numbers are written by us from numbers, so they are left as they are.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A text cell as RFC 4180 wants it: quoted (quotes doubled) when it holds `"`, `,`, CR or LF. */
export function textCell(value: string | null): string {
  if (value === null) return '';
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const KINDS: readonly CellKind[] = FIXED_COLUMNS.map((c) => c.kind);

/**
 * One image row as a CSV line (CRLF included): the fixed cells in column order, then the quantity
 * values (numbers as the database printed them). Written by hand, not by a CSV library: at 100 000
 * rows the per-cell callbacks and per-row stream writes were most of the export's time.
 */
export function csvLine(cells: readonly (string | null)[]): string {
  let line = '';
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i] ?? null;
    const kind = KINDS[i] ?? 'number';
    if (i > 0) line += ',';
    if (cell === null) continue;
    if (kind === 'number') line += cell;
    else if (kind === 'text') line += textCell(cell);
    else line += String(calculatorScore(JSON.parse(cell) as ClinicianInput['calculator']) ?? '');
  }
  return `${line}\r\n`;
}
