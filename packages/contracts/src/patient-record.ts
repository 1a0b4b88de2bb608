import { z } from 'zod';
import { patientSchema } from './patients.js';
import { appointmentSchema } from './scheduling.js';

/** The patient page (issue 19): a record with its appointments, Skin AI results and notes. */

export const patientNoteKinds = ['chart', 'call'] as const;
export const patientNoteSchema = z.object({
  id: z.uuid(),
  kind: z.enum(patientNoteKinds),
  body: z.string(),
  author: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type PatientNote = z.infer<typeof patientNoteSchema>;
/** Staff write chart notes; call notes are filed by the assistant when a call ends. */
export const patientNoteInputSchema = z.object({ body: z.string().trim().min(1).max(8000) });

/** One saved Skin AI result of one of the patient's subject IDs, as History lists it. */
export const subjectResultSchema = z.object({
  uploadId: z.number().int(),
  subjectId: z.string(),
  module: z.number().int(),
  imageCount: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The server-computed score of a multi-image module, when there is one. */
  score: z
    .object({ instrument: z.string(), value: z.number(), band: z.string().nullable() })
    .nullable(),
});
export type SubjectResult = z.infer<typeof subjectResultSchema>;

export const patientRecordSchema = z.object({
  patient: patientSchema,
  /** Newest first, cancelled ones included (with their reason). */
  appointments: z.array(appointmentSchema),
  /** Newest first; at most RECORD_RESULTS. */
  results: z.array(subjectResultSchema),
  /** Newest first. */
  notes: z.array(patientNoteSchema),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;
export const RECORD_RESULTS = 200;
