import { quantityWords, type ClinicianCalculator, type TextLookup } from '@dermadesk/contracts';
import { readClinicianCalculator } from '../../lib/clinician-calculator.js';

/**
 * How a cell is written. `text` is neutralised against formulas and quoted when needed; `number`
 * is written as the database printed it (never neutralised: a leading minus is a sign); the
 * clinician's `calculator` (its JSON) is read by the server into its score, band and grades (the
 * adjacent `calculator` columns, CALCULATOR_COLUMNS).
 */
export type CellKind = 'text' | 'number' | 'calculator';

/**
 * Where a cell comes from: one value per `upload` (written once per upload and repeated on its
 * images' rows) or per `image` (its row and its stored analysis).
 */
export type CellSource = 'upload' | 'image';

/**
 * The fixed columns of the CSV export, in order (docs/csv-export.md). Quantity columns follow,
 * one per measured quantity key present in the export, sorted by key. The repository reads one
 * cell per column, in this order (exports.repository.ts, CSV_CELLS).
 */
export const FIXED_COLUMNS = [
  { header: 'upload_id', kind: 'number', source: 'upload' },
  { header: 'uploaded_at', kind: 'text', source: 'upload' },
  { header: 'subject_id', kind: 'text', source: 'upload' },
  { header: 'module', kind: 'number', source: 'upload' },
  { header: 'module_name', kind: 'text', source: 'upload' },
  { header: 'image_count', kind: 'number', source: 'upload' },
  { header: 'uploaded_by', kind: 'text', source: 'upload' },
  { header: 'aggregate_instrument', kind: 'text', source: 'upload' },
  { header: 'aggregate_score', kind: 'number', source: 'upload' },
  { header: 'aggregate_band', kind: 'text', source: 'upload' },
  { header: 'image_id', kind: 'number', source: 'image' },
  { header: 'image_name', kind: 'text', source: 'image' },
  { header: 'body_part', kind: 'text', source: 'image' },
  { header: 'analysis_id', kind: 'text', source: 'image' },
  { header: 'analysis_status', kind: 'text', source: 'image' },
  { header: 'quality_verdict', kind: 'text', source: 'image' },
  { header: 'method_name', kind: 'text', source: 'image' },
  { header: 'method_version', kind: 'text', source: 'image' },
  { header: 'classification_status', kind: 'text', source: 'image' },
  { header: 'clinician_concur', kind: 'text', source: 'image' },
  { header: 'clinician_instrument', kind: 'text', source: 'image' },
  { header: 'clinician_score', kind: 'calculator', source: 'image' },
  { header: 'clinician_band', kind: 'calculator', source: 'image' },
  { header: 'clinician_grades', kind: 'calculator', source: 'image' },
  { header: 'clinician_note', kind: 'text', source: 'image' },
  { header: 'user_comment', kind: 'text', source: 'image' },
] as const satisfies readonly { header: string; kind: CellKind; source: CellSource }[];
export type FixedColumn = (typeof FIXED_COLUMNS)[number]['header'];

/** The server's score from the clinician's calculator input; never the browser's figure. */
export function clinicianScore(input: unknown): number | null {
  const score = readClinicianCalculator(input)?.score;
  return score?.status === 'complete' ? score.score : null;
}

/** The columns the calculator JSON fills, in FIXED_COLUMNS order (adjacent, checked below). */
export const CALCULATOR_COLUMNS = FIXED_COLUMNS.filter((c) => c.kind === 'calculator');

/**
 * The grades as one cell, `group.field=value` in the instrument's order, `; ` between:
 * `forehead=2; rightCheek=3` (GAGS), `trunk.area=2; trunk.erythema=1.5` (EASI). A cleared
 * grade is left out, as it was not entered.
 */
function gradesCell(entries: ClinicianCalculator['entries']): string {
  return entries
    .filter((e) => e.value !== null)
    .map((e) => `${e.group === null ? '' : `${e.group}.`}${e.field}=${String(e.value)}`)
    .join('; ');
}

/** The calculator's cells: score (when complete), its band by name, the grades as entered. */
function calculatorCells(json: string | null, bands: Readonly<Record<string, string>>): string {
  const calculator = json
    ? readClinicianCalculator({ calculator: JSON.parse(json) as unknown })
    : null;
  const score = calculator?.score?.status === 'complete' ? calculator.score : null;
  return [
    score?.score === null || score?.score === undefined ? '' : String(score.score),
    textCell(score?.band ? (bands[score.band.label] ?? score.band.label) : null),
    textCell(calculator ? gradesCell(calculator.entries) || null : null),
  ].join(',');
}

export interface QuantityColumn {
  key: string;
  units: string[];
}

export const quantityHeader = (q: QuantityColumn) => {
  const units = q.units.filter(Boolean);
  return units.length ? `quantity.${q.key} [${units.join('|')}]` : `quantity.${q.key}`;
};

/**
 * The header row: the stable column keys above for programs (no language asked), or the columns
 * in words in the language the web app asks for ('Surface rouge (% de la peau visible)').
 */
export function headerRow(quantities: readonly QuantityColumn[], words?: TextLookup): string[] {
  if (!words) return [...FIXED_COLUMNS.map((c) => c.header), ...quantities.map(quantityHeader)];
  return [
    ...FIXED_COLUMNS.map((c) => words(`csv.${c.header}`) ?? c.header),
    ...quantities.map((q) => {
      const w = quantityWords(words, q.key, { unit: q.units.join('|'), description: q.key });
      return w.label === q.key ? quantityHeader(q) : `${w.label} (${w.unit})`;
    }),
  ];
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * Spreadsheets run a text cell that starts with = + - @ (or a tab/CR before one) as a formula
 * (OWASP "CSV injection"). Such text gets a leading apostrophe, shown as text by Excel,
 * LibreOffice and Sheets. Numbers are written by us from numbers, so they are left as they are.
 */
function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A text cell as RFC 4180 wants it: quoted (quotes doubled) when it holds `"`, `,`, CR or LF. */
export function textCell(value: string | null): string {
  if (value === null) return '';
  const text = neutraliseFormula(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * One image row as a CSV line (CRLF included). The database writes the cells (csvRows in
 * exports.repository.ts, text cells through csv_text(), the SQL twin of textCell above) around the
 * clinician's calculator, which this server reads into its score, band (by name, `bands`) and
 * grades: at 100 000
 * rows, reading ~30 cells per row and writing each in JavaScript was most of the export's time.
 * `before` ends with the comma before the score, `after` starts with the one after the grades.
 */
export function csvLine(
  before: string,
  calculator: string | null,
  after: string,
  bands: Readonly<Record<string, string>>,
): string {
  return `${before}${calculatorCells(calculator, bands)}${after}\r\n`;
}
