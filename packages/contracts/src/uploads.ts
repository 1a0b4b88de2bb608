import { z } from 'zod';
import { amendmentSchema } from './amendments.js';
import { analysisSchema, clinicianCalculatorSchema, scoreResultSchema } from './analysis.js';
import { UNSAFE_TEXT_MESSAGE, unsafeTextPath } from './safe-text.js';

/** Modules whose upload holds one image per body region and an aggregate score. */
export const MULTI_IMAGE_MODULES = [13, 14, 18, 19, 20] as const;
export const isMultiImageModule = (module: number) =>
  (MULTI_IMAGE_MODULES as readonly number[]).includes(module);

const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(200_000)
    .transform((text, ctx) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
      // Escapes (\u0000, \ud800) pass the raw-text check and only appear once parsed.
      const unsafe = unsafeTextPath(value);
      if (unsafe) {
        ctx.addIssue({ code: 'custom', message: `${unsafe} ${UNSAFE_TEXT_MESSAGE}` });
        return z.NEVER;
      }
      return value;
    })
    .pipe(schema);

/**
 * What the clinician entered for one image: calculator grades, agreement with the result
 * (required when remote config CONCUR_CHECKBOX_MODE is on), a note. Never the AI output itself.
 */
export const clinicianInputSchema = z.object({
  concur: z.boolean().optional(),
  /** The calculator as the clinician left it; the server recomputes the score from `input`. */
  calculator: z
    .object({
      instrument: z.string().regex(/^[a-zA-Z-]{2,30}$/),
      input: z.record(z.string(), z.unknown()),
    })
    .optional(),
  note: z.string().max(5_000).optional(),
});
export type ClinicianInput = z.infer<typeof clinicianInputSchema>;

/**
 * Multipart fields of POST /api/v1/predicts/widget-result. `ImageId` is the server-side analysis
 * (from /predicts/analyze): the server stores its own result, not one the browser could alter.
 * `File`, `ImageUrl` and `AggregateScore` are accepted for compatibility and not trusted.
 */
export const widgetResultFieldsSchema = z.object({
  UploadId: z
    .string()
    .optional()
    .transform((v) => (v ? Number(v) : undefined))
    .pipe(z.number().int().positive().optional()),
  Module: z.coerce.number().int().min(1).max(999),
  Result: jsonText(clinicianInputSchema).optional(),
  ImageId: z.uuid(),
  ImageName: z.string().trim().max(255).optional(),
  ImageUrl: z.string().max(2_000).optional(),
  BodyPart: z.string().trim().min(1).max(100).optional(),
  AggregateScore: z.string().max(200_000).optional(),
  SubjectId: z.string().trim().min(1).max(100),
});
export type WidgetResultFields = z.infer<typeof widgetResultFieldsSchema>;

/** The clinician's instrument input for a multi-image upload and the score the browser showed. */
export const widgetAggregateBodySchema = z.object({
  UploadId: z.number().int().positive(),
  Result: z.object({
    input: z.record(z.string(), z.unknown()),
    score: z.number(),
  }),
});
export type WidgetAggregateBody = z.infer<typeof widgetAggregateBodySchema>;

/** The aggregate as the server stored it, and the regions whose suggested grade was changed. */
export const aggregateSavedSchema = z.object({
  score: scoreResultSchema,
  adjustedRegions: z.array(z.string()),
});
export type AggregateSaved = z.infer<typeof aggregateSavedSchema>;

export const uploadIdSchema = z.number().int().positive();

export const uploadSortColumns = ['id', 'createdAt', 'subjectId', 'module', 'imageCount'] as const;

/** POST /api/v1/uploads/get-uploads: one page of the organisation's history. */
export const getUploadsBodySchema = z.object({
  start: z.number().int().min(0).max(10_000_000).default(0),
  length: z.number().int().min(1).max(100).default(10),
  column: z.enum(uploadSortColumns).default('createdAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  /** Matches any part of a subject ID (case-insensitive) or an upload id exactly. */
  keyword: z.string().trim().max(100).optional(),
  modules: z.array(z.number().int().min(1).max(999)).max(30).optional(),
});
export type GetUploadsBody = z.infer<typeof getUploadsBodySchema>;

export const uploadSummarySchema = z.object({
  id: z.number(),
  createdAt: z.iso.datetime(),
  subjectId: z.string(),
  module: z.number(),
  imageCount: z.number(),
  uploadedBy: z.string().nullable(),
});
export type UploadSummary = z.infer<typeof uploadSummarySchema>;

export const uploadPageSchema = z.object({
  items: z.array(uploadSummarySchema),
  total: z.number(),
});
export type UploadPage = z.infer<typeof uploadPageSchema>;

export const uploadParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/v1/uploads/get-uploads/{id}: the upload and one page of its images. */
export const getUploadImagesBodySchema = z.object({
  start: z.number().int().min(0).max(100_000).default(0),
  length: z.number().int().min(1).max(100).default(10),
  column: z.enum(['id', 'createdAt', 'bodyPart']).default('id'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  keyword: z.string().trim().max(100).optional(),
});

export const uploadImageSchema = z.object({
  id: z.number(),
  imageName: z.string(),
  bodyPart: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** What the clinician entered; kept apart from the AI output in `analysis`. */
  clinicianInput: clinicianInputSchema,
  /** `clinicianInput.calculator` read back: its grades and the server's score. */
  clinicianCalculator: clinicianCalculatorSchema.nullable(),
  userComment: z.string().nullable(),
  analysis: analysisSchema,
});
export type UploadImage = z.infer<typeof uploadImageSchema>;

export const uploadDetailSchema = z.object({
  upload: uploadSummarySchema.extend({
    aggregate: z.record(z.string(), z.unknown()).nullable(),
    /** Every amendment of the clinician's calculator input, oldest first. */
    amendments: z.array(amendmentSchema),
  }),
  images: z.object({ items: z.array(uploadImageSchema), total: z.number() }),
});
export type UploadDetail = z.infer<typeof uploadDetailSchema>;

export const imageCommentBodySchema = z.object({ userResult: z.string().trim().max(5_000) });
export const imageParamsSchema = z.object({ id: z.coerce.number().int().positive() });

/** GET /api/v1/subjects/{subjectId}/timeline: every analysis of one subject, oldest first. */
export const timelineEntrySchema = z.object({
  uploadId: z.number(),
  createdAt: z.iso.datetime(),
  module: z.number(),
  /** Scores the server computed (aggregate, or a calculator the clinician filled in). */
  scores: z.array(
    z.object({ instrument: z.string(), score: z.number(), display: z.string().nullable() }),
  ),
  images: z.array(
    z.object({
      analysisId: z.uuid(),
      bodyPart: z.string().nullable(),
      imageUrl: z.string(),
      /** Measured quantities by key (value, unit, what it is), for charts over time. */
      quantities: z.record(
        z.string(),
        z.object({ value: z.number().nullable(), unit: z.string(), description: z.string() }),
      ),
    }),
  ),
});
export const timelineSchema = z.object({
  subjectId: z.string(),
  entries: z.array(timelineEntrySchema),
});
export type Timeline = z.infer<typeof timelineSchema>;
export const subjectParamsSchema = z.object({ subjectId: z.string().trim().min(1).max(100) });

/** POST /api/v1/exports/csv: the selected uploads as one CSV. */
export const exportCsvBodySchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100_000),
});

/** GET /api/v1/exports/csv/{uploadId}, /exports/{uploadId} and /exports/fhir/{uploadId}. */
export const exportParamsSchema = z.object({ uploadId: z.coerce.number().int().positive() });
