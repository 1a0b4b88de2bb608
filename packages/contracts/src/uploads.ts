import { z } from 'zod';

/** Modules whose upload holds one image per body region and an aggregate score. */
export const MULTI_IMAGE_MODULES = [13, 14, 18, 19, 20] as const;
export const isMultiImageModule = (module: number) =>
  (MULTI_IMAGE_MODULES as readonly number[]).includes(module);

const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(200_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(schema);

/**
 * What the clinician entered for one image: calculator grades, agreement with the result
 * (required when remote config CONCUR_CHECKBOX_MODE is on), a note. Never the AI output itself.
 */
export const clinicianInputSchema = z.object({
  concur: z.boolean().optional(),
  calculator: z.record(z.string(), z.unknown()).optional(),
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

export const uploadIdSchema = z.number().int().positive();
