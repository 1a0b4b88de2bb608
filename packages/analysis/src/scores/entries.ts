import type { z } from 'zod';
import { easiInputSchema } from './easi.js';
import { gagsInputSchema } from './gags.js';
import { hayashiInputSchema } from './hayashi.js';
import { masiInputSchema } from './masi.js';
import { napsiInputSchema } from './napsi.js';
import { pasiInputSchema } from './pasi.js';
import { saltInputSchema } from './salt.js';
import { scoradInputSchema } from './scorad.js';
import { sevenPointInputSchema } from './seven-point.js';
import { tdsInputSchema } from './tds.js';
import { vasiInputSchema } from './vasi.js';

/**
 * One grade as the clinician entered it: `group` is the region, site or nail it belongs to (null
 * for a field of its own: SALT's vertex, GAGS's forehead, TDS's border), `field` what was graded.
 */
export interface CalculatorEntry {
  group: string | null;
  field: string;
  value: number | string | boolean | null;
}

const INPUT_SCHEMAS: Record<string, z.ZodType> = {
  easi: easiInputSchema,
  pasi: pasiInputSchema,
  salt: saltInputSchema,
  vasi: vasiInputSchema,
  napsi: napsiInputSchema,
  masi: masiInputSchema,
  mmasi: masiInputSchema,
  scorad: scoradInputSchema,
  oscorad: scoradInputSchema,
  tds: tdsInputSchema,
  'seven-point': sevenPointInputSchema,
  gags: gagsInputSchema,
  hayashi: hayashiInputSchema,
};

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
}
const defOf = (schema: z.ZodType) => schema.def as unknown as Def;

/** The schema under `.nullish()`, `.optional()`, `.nullable()` and defaults. */
function unwrap(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (let def = defOf(s); def.innerType; def = defOf(s)) s = def.innerType;
  return s;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const leafValue = (v: unknown): CalculatorEntry['value'] =>
  typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean' ? v : null;

function walk(
  schema: z.ZodType,
  value: Record<string, unknown>,
  group: string | null,
  out: CalculatorEntry[],
) {
  const shape = defOf(unwrap(schema)).shape ?? {};
  for (const [key, child] of Object.entries(shape)) {
    if (!Object.hasOwn(value, key)) continue;
    const v = value[key];
    const def = defOf(unwrap(child));
    if (def.type === 'object') {
      // `regions` only holds the regions; any other object is one region (or site) of grades.
      if (isRecord(v)) walk(child, v, key === 'regions' ? group : key, out);
    } else if (def.type === 'array' && def.element) {
      // A list the clinician built (VASI sites, NAPSI nails): its first field names the row.
      const [labelKey] = Object.keys(defOf(unwrap(def.element)).shape ?? {});
      for (const row of Array.isArray(v) ? v : []) {
        if (!isRecord(row) || !labelKey) continue;
        const label = row[labelKey];
        const rest = Object.fromEntries(Object.entries(row).filter(([k]) => k !== labelKey));
        walk(def.element, rest, String(leafValue(label) ?? ''), out);
      }
    } else {
      out.push({ group, field: key, value: leafValue(v) });
    }
  }
}

/**
 * The grades of a calculator input in the order the instrument declares them (regions, then
 * signs), whatever order the stored JSON keeps (PostgreSQL's jsonb sorts keys). Only what the
 * clinician entered is listed (a cleared grade as null); what is missing is in the score's
 * `missing`. An unknown instrument or a non-object input has none.
 */
export function calculatorEntries(instrument: string, input: unknown): CalculatorEntry[] {
  const schema = INPUT_SCHEMAS[instrument.toLowerCase()];
  if (!schema || !isRecord(input)) return [];
  const out: CalculatorEntry[] = [];
  walk(schema, input, null, out);
  return out;
}
