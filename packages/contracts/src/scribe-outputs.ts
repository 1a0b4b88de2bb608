import { z } from 'zod';
import { localeSchema } from './i18n.js';

/**
 * What an Ambient Scribes encounter produces besides its note (issue 18): letters, the body map
 * and the Skin AI analyses offered for the note. The texts these render with are in
 * scribe-document-texts.ts, read by the server's PDF and the web app alike.
 */

export const letterKinds = ['referral', 'gp', 'patient'] as const;
export type LetterKind = (typeof letterKinds)[number];

const line = (max: number) => z.string().trim().max(max).default('');

/** Who sends or receives a letter; every part optional, as a hand-written letterhead. */
export const letterPartySchema = z
  .object({
    name: line(200),
    role: line(200),
    organisation: line(200),
    address: line(500),
    phone: line(60),
    email: line(200),
  })
  .strict();
export type LetterParty = z.infer<typeof letterPartySchema>;

export const letterPatientSchema = z
  .object({
    name: line(200),
    dateOfBirth: line(40),
    subjectId: line(100),
    address: line(500),
  })
  .strict();
export type LetterPatient = z.infer<typeof letterPatientSchema>;

export const MAX_LETTER_BODY = 20_000;

/** POST …/encounters/{id}/letters and PUT …/letters/{letterId}: the whole letter. */
export const letterInputSchema = z
  .object({
    kind: z.enum(letterKinds),
    sender: letterPartySchema,
    recipient: letterPartySchema,
    patient: letterPatientSchema,
    body: z.string().max(MAX_LETTER_BODY).default(''),
  })
  .strict();
export type LetterInput = z.input<typeof letterInputSchema>;
export type LetterBody = z.output<typeof letterInputSchema>;

export const letterSchema = z.object({
  id: z.uuid(),
  encounterId: z.uuid(),
  kind: z.enum(letterKinds),
  sender: letterPartySchema,
  recipient: letterPartySchema,
  patient: letterPatientSchema,
  body: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Letter = z.infer<typeof letterSchema>;

export const letterParamsSchema = z.object({ id: z.uuid(), letterId: z.uuid() });

/** POST …/letters/{letterId}/generate: the letter's language (the web app sends its own). */
export const generateLetterSchema = z.object({ language: localeSchema.default('en') }).strict();

/** Lesion morphology of a body-map mark: the primary and secondary lesions of dermatology. */
export const morphologies = [
  'macule',
  'papule',
  'plaque',
  'nodule',
  'vesicle',
  'bulla',
  'pustule',
  'wheal',
  'erosion',
  'ulcer',
  'crust',
  'scar',
  'naevus',
] as const;
export type Morphology = (typeof morphologies)[number];

export const bodySides = ['front', 'back'] as const;
export type BodySide = (typeof bodySides)[number];

/** One lesion site marked on the body map; x and y are fractions of the outline's box. */
export const bodyMarkSchema = z
  .object({
    id: z.uuid(),
    side: z.enum(bodySides),
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    /** A body-site key of the catalogue (`left-forearm`), or the clinician's own words. */
    site: z.string().trim().min(1).max(80),
    label: z.string().trim().max(200).default(''),
    count: z.number().int().min(1).max(999).default(1),
    /** The largest lesion's size. */
    sizeMm: z.number().min(0).max(2000).nullable().default(null),
    morphology: z.enum(morphologies).nullable().default(null),
    /** A saved Skin AI result of this site (upload id), opened at `/result/{id}`. */
    resultId: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type BodyMark = z.infer<typeof bodyMarkSchema>;
export type BodyMarkInput = z.input<typeof bodyMarkSchema>;

export const MAX_BODY_MARKS = 200;
export const putBodyMapSchema = z
  .object({ marks: z.array(bodyMarkSchema).max(MAX_BODY_MARKS) })
  .strict();
export const bodyMapSchema = z.object({ marks: z.array(bodyMarkSchema) });
export type BodyMap = z.infer<typeof bodyMapSchema>;

/** A figure of a saved analysis: a headline measurement (`measure.headline.<key>`). */
export const analysisFigureSchema = z.object({
  /** The analysis method that measured it, which names the figure. */
  method: z.string(),
  key: z.string(),
  value: z.number(),
  unit: z.string(),
});

/** A saved Skin AI result of the encounter's subject, as offered for the note. */
export const subjectAnalysisSchema = z.object({
  id: z.number().int(),
  module: z.number().int(),
  createdAt: z.string(),
  sites: z.array(z.string()),
  /** Multi-image modules' server-computed score (EASI, PASI, …). */
  score: z
    .object({
      instrument: z.string(),
      value: z.number().nullable(),
      display: z.string().nullable(),
      band: z.string().nullable(),
    })
    .nullable(),
  figures: z.array(analysisFigureSchema),
});
export type SubjectAnalysis = z.infer<typeof subjectAnalysisSchema>;

/** The marker a Skin AI line carries in the note (scribe-skin-ai-line.ts). */
export const SKIN_AI_MARKER = /\[Skin AI #(\d+)\]/;

/** `?lang=` of a PDF or FHIR export: its language; without it, Accept-Language's, else English. */
export const scribeExportQuerySchema = z.object({ lang: localeSchema.optional() });
