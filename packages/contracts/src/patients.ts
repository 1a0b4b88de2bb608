import { z } from 'zod';
import { locales } from './locales.js';

/** Patient records of the Receptionist (issue 19): the usual fields plus the organisation's own. */

const uuid = z.uuid();
const optionalText = (max: number) => z.string().trim().max(max).default('');

/** One organisation-defined field, as the admin describes it in the entity description. */
export const patientFieldTypes = ['text', 'number', 'date', 'boolean', 'choice'] as const;
export const patientFieldSchema = z
  .object({
    key: z
      .string()
      .regex(/^[a-z][a-zA-Z0-9_]{0,39}$/, 'Start with a lower-case letter; letters, digits, _.'),
    label: z.string().trim().min(1).max(80),
    type: z.enum(patientFieldTypes),
    required: z.boolean().default(false),
    choices: z.array(z.string().trim().min(1).max(80)).max(50).default([]),
  })
  .refine((f) => f.type !== 'choice' || f.choices.length > 0, {
    message: 'A choice field needs choices.',
    path: ['choices'],
  });
export type PatientField = z.infer<typeof patientFieldSchema>;
export const patientEntitySchema = z.object({
  fields: z
    .array(patientFieldSchema)
    .max(40)
    .refine((fs) => new Set(fs.map((f) => f.key)).size === fs.length, 'Field keys must differ.'),
});
export type PatientEntity = z.infer<typeof patientEntitySchema>;

export type ExtraValue = string | number | boolean | null;

/**
 * The zod schema of one organisation's extra fields, so the form and the server validate the
 * same way.
 */
export function extraFieldsSchema(fields: PatientField[]) {
  const shape: Record<string, z.ZodType<ExtraValue | undefined>> = {};
  for (const f of fields) {
    let value: z.ZodType<ExtraValue>;
    switch (f.type) {
      case 'text':
        value = z.string().trim().max(500);
        break;
      case 'number':
        value = z.number().finite();
        break;
      case 'date':
        value = z.iso.date();
        break;
      case 'boolean':
        value = z.boolean();
        break;
      case 'choice':
        value = z.enum(f.choices as [string, ...string[]]);
        break;
    }
    shape[f.key] = f.required
      ? f.type === 'text'
        ? z.string().trim().min(1).max(500)
        : value
      : value.nullable().optional();
  }
  return z.object(shape).strict();
}

export const sexes = ['female', 'male', 'other', 'unknown'] as const;
export const patientInputSchema = z.object({
  firstName: z.string().trim().min(1).max(80),
  lastName: z.string().trim().min(1).max(80),
  dateOfBirth: z.iso.date(),
  sex: z.enum(sexes).default('unknown'),
  phone: optionalText(40),
  email: z.union([z.literal(''), z.email().max(200)]).default(''),
  preferredLanguage: z.enum(locales).nullable().default(null),
  address: optionalText(300),
  notes: optionalText(4000),
  contactConsent: z.boolean().default(false),
  subjectIds: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
  /** Create even though a possible duplicate exists (the staff saw the warning). */
  confirmDuplicate: z.boolean().default(false),
});
export type PatientInput = z.input<typeof patientInputSchema>;

export const patientSchema = z.object({
  id: uuid,
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.iso.date(),
  sex: z.enum(sexes),
  phone: z.string(),
  email: z.string(),
  preferredLanguage: z.enum(locales).nullable(),
  address: z.string(),
  notes: z.string(),
  contactConsent: z.boolean(),
  subjectIds: z.array(z.string()),
  extra: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.iso.datetime({ offset: true }),
});
export type Patient = z.infer<typeof patientSchema>;

export const patientSearchSchema = z.object({
  q: z.string().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const patientListSchema = z.object({ items: z.array(patientSchema) });
/** The 409 a likely duplicate answers with, so the staff can open it or create anyway. */
export const duplicateDetailsSchema = z.object({ duplicates: z.array(patientSchema) });
export const mergePatientsSchema = z.object({ sourceId: uuid, targetId: uuid });
