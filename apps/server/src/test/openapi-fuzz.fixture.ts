/**
 * Request generators for the OpenAPI fuzz test: a plausible value for a JSON schema, and hostile
 * variants (wrong types, huge strings, deep nesting, `__proto__`, NUL bytes, LIKE metacharacters).
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  default?: unknown;
}

const UUID = '6f0c7c1e-8a2b-4c55-9d0e-2b7a3c4d5e6f';

/** A value the schema would likely accept (the first choice of unions, minimal objects). */
export function plausible(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (union?.length) return plausible(union[0], depth + 1);
  const type: string = (Array.isArray(schema.type) ? schema.type[0] : schema.type) ?? 'string';
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? [])
        out[key] = plausible(schema.properties?.[key], depth + 1);
      return out;
    }
    case 'string':
      if (schema.format === 'uuid') return UUID;
      if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
      if (schema.format === 'date') return '2026-01-02';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri') return 'https://example.com/';
      return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
    default:
      return 'x';
  }
}

const deep = (levels: number) => {
  let v: unknown = 'bottom';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
};

/** Values a string, number or identifier field should refuse or store harmlessly. */
export const hostileScalars: unknown[] = [
  'x'.repeat(200_000),
  'nul\u0000byte',
  "%_\\' OR 1=1 --",
  '../../etc/passwd',
  -1,
  1e308,
  true,
  null,
  [],
  {},
];

/** Hostile whole bodies, beside the per-field variants. */
export const hostileBodies: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  deep(2_000),
  [],
  'a string',
  Array.from({ length: 10_000 }, () => 1),
];

/** The plausible body with one field at a time replaced by each hostile value. */
export function* fieldVariants(schema: JsonSchema | undefined): Generator<unknown> {
  const base = plausible(schema);
  if (!base || typeof base !== 'object' || Array.isArray(base)) return;
  const keys = Object.keys(schema?.properties ?? {});
  for (const key of keys) {
    for (const value of hostileScalars) yield { ...base, [key]: value };
  }
}

/** Path parameters: the plausible value, then hostile ones (encoded by the caller). */
export const hostilePathValues = ['0', '-1', '99999999999999999999', 'not-an-id', '%00', "'", '..'];
