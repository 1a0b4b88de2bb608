import { calculateScore } from '@dermadesk/analysis';
import type { ClinicianInput } from '@dermadesk/contracts';
import type { CsvImageRow } from './exports.repository.js';

/** A cell as csv-stringify receives it: numbers stay numbers, absent values are empty. */
export type Cell = string | number | null;

/**
 * The fixed columns of the CSV export, in order (docs/csv-export.md). Quantity columns follow,
 * one per measured quantity key present in the export, sorted by key.
 */
const columns: { header: string; value: (r: CsvImageRow) => Cell | undefined }[] = [
  { header: 'upload_id', value: (r) => r.uploadId },
  { header: 'uploaded_at', value: (r) => r.createdAt.toISOString() },
  { header: 'subject_id', value: (r) => r.subjectId },
  { header: 'module', value: (r) => r.module },
  { header: 'module_name', value: (r) => r.moduleName },
  { header: 'image_count', value: (r) => r.imageCount },
  { header: 'uploaded_by', value: (r) => displayName(r) },
  { header: 'aggregate_instrument', value: (r) => r.aggregateInstrument },
  { header: 'aggregate_score', value: (r) => r.aggregateScore },
  { header: 'aggregate_band', value: (r) => r.aggregateBand },
  { header: 'image_id', value: (r) => r.imageId },
  { header: 'image_name', value: (r) => r.imageName },
  { header: 'body_part', value: (r) => r.bodyPart },
  { header: 'analysis_id', value: (r) => r.analysisId },
  { header: 'analysis_status', value: (r) => r.status },
  { header: 'quality_verdict', value: (r) => r.qualityVerdict },
  { header: 'method_name', value: (r) => r.methodName },
  { header: 'method_version', value: (r) => r.methodVersion },
  { header: 'classification_status', value: (r) => r.classificationStatus },
  { header: 'clinician_concur', value: (r) => concurOf(r.clinicianInput) },
  { header: 'clinician_instrument', value: (r) => calculatorOf(r.clinicianInput)?.instrument },
  { header: 'clinician_score', value: (r) => clinicianScore(r.clinicianInput) },
  { header: 'clinician_note', value: (r) => (r.clinicianInput as ClinicianInput)?.note },
  { header: 'user_comment', value: (r) => r.userComment },
];
export const FIXED_COLUMNS: readonly { header: string; value: (r: CsvImageRow) => Cell }[] =
  columns.map((c) => ({ header: c.header, value: (r: CsvImageRow) => c.value(r) ?? null }));

export function displayName(u: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}) {
  return `${u.firstName ?? ''} ${u.lastName ?? ''}`.trim() || u.email || null;
}

function calculatorOf(input: unknown) {
  return (input as ClinicianInput | null)?.calculator;
}

function concurOf(input: unknown): Cell {
  const concur = (input as ClinicianInput | null)?.concur;
  return typeof concur === 'boolean' ? String(concur) : null;
}

/** The server's score from the clinician's calculator input; never the browser's figure. */
export function clinicianScore(input: unknown): number | null {
  const calculator = calculatorOf(input);
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

/** The cells of one image row: fixed columns, then the quantity columns in the given order. */
export function csvRow(row: CsvImageRow, quantityKeys: readonly string[]): Cell[] {
  const cells: Cell[] = FIXED_COLUMNS.map((c) => c.value(row));
  for (const key of quantityKeys) cells.push(row.quantities?.[key]?.value ?? null);
  return cells;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheets run a text cell that starts with = + - @ (or a tab/CR before one) as a formula
 * (OWASP "CSV injection"). Such text gets a leading apostrophe, shown as text by Excel,
 * LibreOffice and Sheets. Numbers are written by us from numbers, so they are left as they are.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
