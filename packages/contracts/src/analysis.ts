import { z } from 'zod';

/** Multipart text fields of POST /api/v1/predicts/analyze (the file part is `File`). */
export const analyzeFieldsSchema = z.object({
  Module: z.coerce.number().int().min(1).max(999),
  BodyPart: z.string().trim().min(1).max(100).optional(),
  ScalePxPerMm: z.coerce.number().positive().max(10_000).optional(),
});
export type AnalyzeFields = z.infer<typeof analyzeFieldsSchema>;

const quantitySchema = z.object({
  value: z.number().nullable(),
  unit: z.string(),
  description: z.string(),
});
const verdictSchema = z.enum(['pass', 'warn', 'fail']);
const methodSchema = z.object({
  name: z.string(),
  version: z.string(),
  parameters: z.record(z.string(), z.union([z.number(), z.string(), z.boolean()])),
  references: z.array(z.string()).optional(),
});
const labelProbabilitySchema = z.object({ label: z.string(), probability: z.number() });
export const modelPredictionSchema = z.object({
  model: z.object({ name: z.string(), version: z.string(), backend: z.enum(['onnx', 'http']) }),
  labels: z.array(labelProbabilitySchema),
  disclaimer: z.string(),
});

const rgbSchema = z.tuple([z.number(), z.number(), z.number()]);
/** What an overlay's colours mean: one colour and its outline, or a ramp over a range. */
export const overlayLegendSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('colour'), colour: rgbSchema, outline: rgbSchema }),
  z.object({
    type: z.literal('scale'),
    colours: z.array(rgbSchema).min(2),
    lo: z.number(),
    hi: z.number(),
    unit: z.string(),
    belowLo: z.enum(['transparent', 'lowest']),
  }),
]);
export type OverlayLegend = z.infer<typeof overlayLegendSchema>;

/** The engine's result as stored and served; overlay pixels are fetched from their own URLs. */
export const analysisResultSchema = z.object({
  module: z.object({ number: z.number(), name: z.string() }),
  status: z.enum(['measured', 'rejected-by-quality-gate']),
  quality: z.object({
    verdict: verdictSchema,
    checks: z.array(
      z.object({
        check: z.string(),
        verdict: verdictSchema,
        value: z.number(),
        unit: z.string(),
        messageKey: z.string(),
        message: z.string(),
      }),
    ),
    method: methodSchema,
  }),
  quantities: z.record(z.string(), quantitySchema),
  overlays: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['mask', 'heatmap', 'markers']),
      mediaType: z.literal('image/png'),
      width: z.number(),
      height: z.number(),
      description: z.string(),
      /** Absent in results stored before the analysers' overlays carried one. */
      legend: overlayLegendSchema.optional(),
    }),
  ),
  suggestions: z.array(
    z.object({
      target: z.string(),
      value: z.number().nullable(),
      basis: z.string(),
      validated: z.literal(false),
    }),
  ),
  warnings: z.array(z.string()),
  method: methodSchema.nullable(),
  geometry: z.object({
    originalWidth: z.number(),
    originalHeight: z.number(),
    workingWidth: z.number(),
    workingHeight: z.number(),
    scale: z.number(),
    pxPerMm: z.number().nullable(),
  }),
  classification: z.discriminatedUnion('status', [
    z.object({
      status: z.enum(['requires-model', 'not-applicable', 'model-error']),
      message: z.string(),
    }),
    z.object({
      status: z.literal('model'),
      message: z.string(),
      prediction: modelPredictionSchema,
    }),
  ]),
  caveat: z.string(),
});
export type StoredAnalysisResult = z.infer<typeof analysisResultSchema>;

export const analysisSchema = z.object({
  analysisId: z.uuid(),
  module: z.number(),
  bodyPart: z.string().nullable(),
  createdAt: z.iso.datetime(),
  result: analysisResultSchema,
  /** Same-origin API paths; fetch them with the bearer token (never put a token in a URL). */
  imageUrl: z.string(),
  overlays: z.array(z.object({ name: z.string(), url: z.string() })),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const analysisParamsSchema = z.object({ id: z.uuid() });
export const overlayParamsSchema = z.object({
  id: z.uuid(),
  name: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

const bandSchema = z.object({ label: z.string(), scheme: z.string() });

/** Calculator output (packages/analysis scores): unrounded score, display value, band, breakdown. */
export const scoreResultSchema = z.object({
  instrument: z.string(),
  variant: z.string().optional(),
  status: z.enum(['complete', 'incomplete', 'invalid']),
  score: z.number().nullable(),
  display: z.string().nullable(),
  maxScore: z.number().nullable(),
  band: bandSchema.optional(),
  otherBands: z.array(bandSchema).optional(),
  breakdown: z.record(
    z.string(),
    z.object({
      inputs: z.record(z.string(), z.union([z.number(), z.boolean(), z.null()])),
      weight: z.number().optional(),
      term: z.number().nullable(),
    }),
  ),
  formula: z.string(),
  missing: z.array(z.string()),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  warnings: z.array(z.string()),
});
/**
 * The clinician's calculator as the server reads it back: each grade as entered, in the
 * instrument's order (`group` is the region, site or nail), and the score the server recomputed
 * from them (null for an instrument it does not know).
 */
export const clinicianCalculatorSchema = z.object({
  instrument: z.string(),
  entries: z.array(
    z.object({
      group: z.string().nullable(),
      field: z.string(),
      value: z.union([z.number(), z.string(), z.boolean()]).nullable(),
    }),
  ),
  score: scoreResultSchema.nullable(),
});
export type ClinicianCalculator = z.infer<typeof clinicianCalculatorSchema>;

export const scoreParamsSchema = z.object({ instrument: z.string().regex(/^[a-zA-Z-]{2,30}$/) });

export const httpModelBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  version: z.string().trim().min(1).max(50),
  url: z.url({ protocol: /^https?$/ }).max(2_000),
  labels: z.array(z.string().min(1).max(100)).max(1_000).optional(),
  timeoutMs: z.number().int().min(100).max(120_000).default(10_000),
});
export type HttpModelBody = z.infer<typeof httpModelBodySchema>;

export const orgModelSchema = z.object({
  module: z.number(),
  kind: z.enum(['http', 'onnx']),
  name: z.string(),
  version: z.string(),
  /** http: url, labels, timeoutMs; onnx: the manifest. */
  settings: z.record(z.string(), z.unknown()),
  updatedAt: z.iso.datetime(),
});
export type OrgModel = z.infer<typeof orgModelSchema>;
export const modelParamsSchema = z.object({
  orgId: z.uuid(),
  module: z.coerce.number().int().min(1).max(999),
});

export const modelTestResultSchema = modelPredictionSchema;
