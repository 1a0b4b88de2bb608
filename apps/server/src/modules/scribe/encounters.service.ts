import { z } from 'zod';
import {
  segmentSchema,
  type CreateEncounter,
  type EncounterDetail,
  type EncounterSummary,
  type Note,
  type PutNote,
  type Segment,
  type SegmentInput,
  type UpdateEncounter,
} from '@dermadesk/contracts';
import { AppError } from '../../lib/app-error.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { AuditTrail } from '../../platform/audit/audit-trail.js';
import type { OrgScope } from '../../platform/tenancy/org-scope.js';
import type { BlobStore } from '../../storage/blob-store.js';
import type { EncounterRow, NoteRow, RecordingRow } from './encounters.repository.js';
import type { ScribeRepositories } from './scribe.repositories.js';
import { checkNote, type SkinAiLines } from './evidence.js';
import { isKnownHallucination } from './hallucinations.js';

const storedSegments = z.array(segmentSchema);
const storedSections = z.array(z.object({ name: z.string(), text: z.string() }));

/** Segments as stored, with the hallucination flag recomputed (the phrase list may grow). */
export function readSegments(raw: unknown): Segment[] {
  return storedSegments.parse(raw).map((s) => {
    const { flagged: _old, ...rest } = s;
    return isKnownHallucination(s.text) ? { ...rest, flagged: true } : rest;
  });
}

export function toNote(row: NoteRow, segments: Segment[], skinAi?: SkinAiLines): Note {
  return {
    version: row.version,
    source: row.source,
    updatedAt: row.createdAt.toISOString(),
    // Computed on every read: evidence follows the current note and the current transcript.
    sections: checkNote(storedSections.parse(row.sections), segments, skinAi),
  };
}

/**
 * The transcript as realtime transcription has it so far: each recording's live segments at its
 * place in the encounter; a recording without any keeps the stored transcript's segments of its
 * stretch (an earlier recording, transcribed before).
 */
function liveTranscript(recordings: RecordingRow[], stored: Segment[]) {
  const segments: Segment[] = [];
  let offset = 0;
  let dropped = 0;
  for (const r of recordings) {
    const length = r.complete ? r.durationSeconds || r.liveSeconds : r.liveSeconds;
    if (r.liveSeconds > 0) {
      for (const s of readSegments(r.liveSegments))
        segments.push({ ...s, start: s.start + offset, end: s.end + offset });
    } else {
      segments.push(...stored.filter((s) => s.start >= offset && s.start < offset + length));
    }
    dropped += r.liveDropped;
    offset += length;
  }
  return { segments, dropped };
}

const cleanSegment = (s: SegmentInput): Segment => ({
  start: s.start,
  end: s.end,
  text: s.text.trim(),
  ...(s.speaker ? { speaker: s.speaker } : {}),
});

export function createEncountersService(deps: {
  repos: OrgScope<ScribeRepositories>;
  audit: AuditTrail;
  blobs: BlobStore;
  /** The Skin AI lines a note's markers name, for its evidence (skin-ai/subject-analyses.ts). */
  skinAiLines: (ctx: OrgContext, subjectId: string | null, texts: string[]) => Promise<SkinAiLines>;
}) {
  const { audit, blobs } = deps;
  const repoFor = (ctx: OrgContext) => deps.repos(ctx).encounters;
  const checked = async (
    ctx: OrgContext,
    row: NoteRow,
    subjectId: string | null,
    segments: Segment[],
  ) =>
    toNote(
      row,
      segments,
      await deps.skinAiLines(
        ctx,
        subjectId,
        storedSections.parse(row.sections).map((s) => s.text),
      ),
    );

  async function visible(ctx: OrgContext, id: string): Promise<EncounterRow> {
    const row = await repoFor(ctx).find(ctx, id);
    if (!row) throw AppError.notFound('encounter', id);
    return row;
  }

  async function detailOf(ctx: OrgContext, row: EncounterRow): Promise<EncounterDetail> {
    const repo = repoFor(ctx);
    const [{ current, versions }, noteRow, recordings] = await Promise.all([
      repo.transcript(row.id),
      repo.latestNote(row.id),
      repo.recordings(row.id),
    ]);
    const chunks = await deps.repos(ctx).audio.chunks(recordings.map((r) => r.id));
    const stored = current ? readSegments(current.segments) : [];
    // A recording still running with realtime transcription, or its final pass under way: the
    // transcript shown is the one growing, and it reads as 'in progress' so the screen follows it.
    const growing =
      recordings.some((r) => !r.complete && r.liveSeconds > 0) ||
      (row.transcriptStatus === 'in progress' && recordings.some((r) => r.liveSeconds > 0));
    const live = growing ? liveTranscript(recordings, stored) : null;
    const segments = live?.segments ?? stored;
    const status = growing ? 'in progress' : row.transcriptStatus;
    const audioSeconds = recordings.reduce((n, r) => n + (r.durationSeconds ?? 0), 0);
    return {
      id: row.id,
      title: row.title,
      subjectId: row.subjectId,
      templateId: row.templateId,
      durationSeconds: audioSeconds || (segments.at(-1)?.end ?? 0),
      transcriptStatus: status,
      noteStatus: noteRow ? 'draft' : 'none',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      consentAt: row.consentAt?.toISOString() ?? null,
      audioDeleted: row.audioDeletedAt !== null,
      recordings: recordings.map((r) => {
        const own = chunks.filter((c) => c.recordingId === r.id);
        return {
          id: r.id,
          chunks: own.map((c) => c.seq),
          bytes: own.reduce((n, c) => n + c.bytes, 0),
          mimeType: r.mimeType,
          complete: r.complete,
        };
      }),
      transcript: {
        status,
        segments,
        droppedSilent: live?.dropped ?? row.droppedSilent,
        edits: Math.max(0, versions - 1),
        error: row.transcriptError,
      },
      note: noteRow ? await checked(ctx, noteRow, row.subjectId, segments) : null,
    };
  }

  return {
    visible,

    async list(ctx: OrgContext, query: { q?: string; limit: number }): Promise<EncounterSummary[]> {
      const rows = await repoFor(ctx).list(ctx, query);
      await audit.record(ctx, 'view', { type: 'scribe-encounter-list', id: null });
      return rows.map(({ encounter: e, audioSeconds, transcriptSeconds, hasNote }) => ({
        id: e.id,
        title: e.title,
        subjectId: e.subjectId,
        templateId: e.templateId,
        durationSeconds: Number(audioSeconds) || Number(transcriptSeconds) || 0,
        transcriptStatus: e.transcriptStatus,
        noteStatus: hasNote ? 'draft' : 'none',
        createdAt: e.createdAt.toISOString(),
        updatedAt: e.updatedAt.toISOString(),
      }));
    },

    async create(ctx: OrgContext, input: CreateEncounter, now = new Date()) {
      const row = await repoFor(ctx).create(ctx, {
        // An untitled encounter is named by its start, which the list shows anyway.
        title: input.title ?? `Encounter ${now.toISOString().slice(0, 16).replace('T', ' ')}`,
        subjectId: input.subjectId ?? null,
        templateId: input.templateId ?? null,
      });
      await audit.record(ctx, 'create', { type: 'scribe-encounter', id: row.id });
      return { id: row.id };
    },

    async detail(ctx: OrgContext, id: string): Promise<EncounterDetail> {
      const row = await visible(ctx, id);
      await audit.record(ctx, 'view', { type: 'scribe-encounter', id: id });
      return detailOf(ctx, row);
    },

    async update(ctx: OrgContext, id: string, input: UpdateEncounter) {
      await visible(ctx, id);
      const { consent, ...rest } = input;
      const row = await repoFor(ctx).update(ctx, id, {
        ...rest,
        ...(consent ? { consentAt: new Date() } : {}),
      });
      await audit.record(ctx, 'update', {
        type: 'scribe-encounter',
        id: id,
        details: { fields: Object.keys(input) },
      });
      return detailOf(ctx, row!);
    },

    async remove(ctx: OrgContext, id: string) {
      const keys = await repoFor(ctx).remove(ctx, id);
      if (!keys) throw AppError.notFound('encounter', id);
      // After the rows: a crash between leaves unreachable sealed blobs, never a dangling row.
      await Promise.all(keys.map((k) => blobs.delete(k)));
      await audit.record(ctx, 'delete', { type: 'scribe-encounter', id: id });
    },

    async putTranscript(ctx: OrgContext, id: string, segments: SegmentInput[]) {
      await visible(ctx, id);
      const repo = repoFor(ctx);
      const cleaned = segments.map(cleanSegment).filter((s) => s.text);
      await repo.addTranscript({
        encounterId: id,
        segments: cleaned,
        source: 'edited',
        userId: ctx.userId,
      });
      const row = await repo.update(ctx, id, {
        transcriptStatus: 'finalized',
        transcriptError: null,
      });
      await audit.record(ctx, 'update', {
        type: 'scribe-transcript',
        id: id,
        details: { segments: cleaned.length },
      });
      return detailOf(ctx, row!);
    },

    async transcriptHistory(ctx: OrgContext, id: string) {
      await visible(ctx, id);
      const rows = await repoFor(ctx).transcriptHistory(id);
      await audit.record(ctx, 'view', { type: 'scribe-transcript-history', id: id });
      return rows.map((r) => ({
        version: r.id,
        source: r.source,
        createdAt: r.createdAt.toISOString(),
        segments: readSegments(r.segments),
      }));
    },

    async putNote(ctx: OrgContext, id: string, body: PutNote, source: Note['source'] = 'edited') {
      const encounter = await visible(ctx, id);
      const repo = repoFor(ctx);
      const row = await repo.addNote({
        encounterId: id,
        sections: body.sections,
        source,
        userId: ctx.userId,
      });
      await repo.update(ctx, id, {});
      const { current } = await repo.transcript(id);
      await audit.record(ctx, 'update', {
        type: 'scribe-note',
        id: id,
        details: { version: row.version, source },
      });
      return checked(ctx, row, encounter.subjectId, current ? readSegments(current.segments) : []);
    },
  };
}
export type EncountersService = ReturnType<typeof createEncountersService>;
