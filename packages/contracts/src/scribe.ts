import { z } from 'zod';

/**
 * Ambient Scribes (issue 18): encounters, their transcript, chart note with server-computed
 * evidence, templates and letters. The shapes the issue fixes are kept exactly; the rest is ours.
 */

const MAX_SEGMENTS = 5_000;
const MAX_TEXT = 20_000;

/** Seconds from the start of the encounter's audio (or of the typed transcript: any order). */
const seconds = z
  .number()
  .min(0)
  .max(24 * 3600);

export const segmentInputSchema = z
  .object({
    start: seconds,
    end: seconds,
    text: z.string().max(MAX_TEXT),
    speaker: z.string().trim().max(60).optional(),
  })
  .strict()
  .refine((s) => s.end >= s.start, { message: 'end must not be before start', path: ['end'] });
export type SegmentInput = z.infer<typeof segmentInputSchema>;

export const segmentSchema = z.object({
  start: z.number(),
  end: z.number(),
  text: z.string(),
  speaker: z.string().optional(),
  /** A known hallucination phrase of Whisper-family models ('Thank you for watching'). */
  flagged: z.boolean().optional(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const transcriptStatuses = ['none', 'in progress', 'finalized'] as const;
export type TranscriptStatus = (typeof transcriptStatuses)[number];

/** PUT /api/v1/scribe/encounters/{id}/transcript: replaces the transcript (typed or edited). */
export const putTranscriptSchema = z
  .object({ segments: z.array(segmentInputSchema).max(MAX_SEGMENTS) })
  .strict();

export const transcriptSchema = z.object({
  status: z.enum(transcriptStatuses),
  segments: z.array(segmentSchema),
  /** Provider segments dropped because they lay over a stretch without voice. */
  droppedSilent: z.number().int(),
  /** How many times the transcript was replaced by hand (the history is kept). */
  edits: z.number().int(),
  /** Last transcription failure, for the 'Error when extract data.' message and its cause. */
  error: z.string().nullable(),
});
export type Transcript = z.infer<typeof transcriptSchema>;

export const noteSectionInputSchema = z
  .object({ name: z.string().trim().min(1).max(200), text: z.string().max(MAX_TEXT) })
  .strict();

/** PUT /api/v1/scribe/encounters/{id}/note */
export const putNoteSchema = z
  .object({ sections: z.array(noteSectionInputSchema).max(50) })
  .strict();
export type PutNote = z.infer<typeof putNoteSchema>;

export const evidenceSchema = z.object({
  /** Index into the transcript's segments. */
  segment: z.number().int(),
  start: z.number(),
  end: z.number(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const noteSentenceSchema = z.object({
  text: z.string(),
  supported: z.boolean(),
  evidence: z.array(evidenceSchema),
});
export type NoteSentence = z.infer<typeof noteSentenceSchema>;

export const noteSectionSchema = z.object({
  name: z.string(),
  text: z.string(),
  sentences: z.array(noteSentenceSchema),
});
export type NoteSection = z.infer<typeof noteSectionSchema>;

export const noteSchema = z.object({
  version: z.number().int(),
  sections: z.array(noteSectionSchema),
  /** 'generated' by the model, 'edited' by the clinician. */
  source: z.enum(['generated', 'edited']),
  updatedAt: z.string(),
});
export type Note = z.infer<typeof noteSchema>;

export const createEncounterSchema = z
  .object({
    subjectId: z.string().trim().min(1).max(100).optional(),
    templateId: z.string().min(1).max(60).optional(),
    title: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type CreateEncounter = z.infer<typeof createEncounterSchema>;

export const updateEncounterSchema = z
  .object({
    title: z.string().trim().min(1).max(200),
    subjectId: z.string().trim().max(100).nullable(),
    templateId: z.string().min(1).max(60).nullable(),
    /** The clinician ticked the organisation's consent text before recording. */
    consent: z.literal(true),
  })
  .partial()
  .strict();
export type UpdateEncounter = z.infer<typeof updateEncounterSchema>;

export const encounterParamsSchema = z.object({ id: z.uuid() });
export const encounterListQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const encounterSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subjectId: z.string().nullable(),
  templateId: z.string().nullable(),
  /** Seconds of audio received, or of the transcript when there is no audio. */
  durationSeconds: z.number(),
  transcriptStatus: z.enum(transcriptStatuses),
  noteStatus: z.enum(['none', 'draft']),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EncounterSummary = z.infer<typeof encounterSummarySchema>;

export const audioRecordingSchema = z.object({
  id: z.uuid(),
  /** Chunk sequence numbers received, ascending. */
  chunks: z.array(z.number().int()),
  bytes: z.number().int(),
  mimeType: z.string(),
  /** Set when the recorder said it stopped (or for an uploaded file). */
  complete: z.boolean(),
});
export type AudioRecording = z.infer<typeof audioRecordingSchema>;

export const encounterDetailSchema = encounterSummarySchema.extend({
  consentAt: z.string().nullable(),
  recordings: z.array(audioRecordingSchema),
  /** The organisation's retention removed the audio; transcript and note remain. */
  audioDeleted: z.boolean(),
  transcript: transcriptSchema,
  note: noteSchema.nullable(),
});
export type EncounterDetail = z.infer<typeof encounterDetailSchema>;

export const chunkParamsSchema = z.object({
  id: z.uuid(),
  recordingId: z.uuid(),
  seq: z.coerce.number().int().min(0).max(100_000),
});
export const recordingParamsSchema = z.object({ id: z.uuid(), recordingId: z.uuid() });
export const chunkAckSchema = z.object({ seq: z.number().int(), duplicate: z.boolean() });

export const finishRecordingSchema = z
  .object({
    /** How many chunks the recorder made (0..chunks-1); the server checks it has them all. */
    chunks: z.number().int().min(0).max(100_000),
    durationSeconds: z
      .number()
      .min(0)
      .max(24 * 3600),
  })
  .strict();

export const transcribeRequestSchema = z
  .object({ language: z.string().trim().min(2).max(10).optional() })
  .strict();

/** Accepted upload types, by name; the server checks the content too (see audio-sniff.ts). */
export const scribeAudioTypes = ['webm', 'ogg', 'wav', 'mp3', 'm4a'] as const;
export type ScribeAudioType = (typeof scribeAudioTypes)[number];
