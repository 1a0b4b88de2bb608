import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import {
  scribeAudioChunks,
  scribeEncounters,
  scribeNotes,
  scribeRecordings,
  scribeTranscripts,
} from '../../db/schema.js';
import type { OrgContext } from '../../lib/request-context.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';

export type EncounterRow = typeof scribeEncounters.$inferSelect;
export type RecordingRow = typeof scribeRecordings.$inferSelect;
export type NoteRow = typeof scribeNotes.$inferSelect;
export type TranscriptRow = typeof scribeTranscripts.$inferSelect;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Who is looking: an encounter is seen by its author and the organisation's admins. */
export type Viewer = Pick<OrgContext, 'userId' | 'role'>;

/**
 * Encounters of one organisation (issue 18). Lists show only the caller's own, admins included:
 * their work list is theirs. Transcript, note and recording reads take an encounter id the
 * service found through `find` (so in this organisation and visible to the caller).
 */
export function createEncountersRepository(db: Queryable, orgId: OrgId) {
  const inOrg = eq(scribeEncounters.orgId, orgId);
  const mine = (v: Viewer) => and(inOrg, eq(scribeEncounters.userId, v.userId));
  const byId = (v: Viewer, id: string) =>
    and(v.role === 'admin' ? inOrg : mine(v), eq(scribeEncounters.id, id));

  return {
    async list(v: Viewer, query: { q?: string; limit: number }) {
      const q = query.q ? `%${likeEscape(query.q)}%` : undefined;
      return db
        .select({
          encounter: scribeEncounters,
          audioSeconds: sql<number>`coalesce((select sum(r.duration_seconds) from scribe_recordings r where r.encounter_id = scribe_encounters.id), 0)`,
          transcriptSeconds: sql<number>`coalesce((select max((s->>'end')::float) from scribe_transcripts t, jsonb_array_elements(t.segments) s where t.id = (select max(id) from scribe_transcripts where encounter_id = scribe_encounters.id)), 0)`,
          hasNote: sql<boolean>`exists (select 1 from scribe_notes n where n.encounter_id = scribe_encounters.id)`,
        })
        .from(scribeEncounters)
        .where(
          and(
            mine(v),
            q
              ? or(ilike(scribeEncounters.title, q), ilike(scribeEncounters.subjectId, q))
              : undefined,
          ),
        )
        .orderBy(desc(scribeEncounters.updatedAt), desc(scribeEncounters.id))
        .limit(query.limit);
    },

    async create(
      v: Viewer,
      values: { title: string; subjectId: string | null; templateId: string | null },
    ) {
      const [row] = await db
        .insert(scribeEncounters)
        .values({ ...values, orgId, userId: v.userId })
        .returning();
      return row!;
    },

    async find(v: Viewer, id: string): Promise<EncounterRow | undefined> {
      const [row] = await db.select().from(scribeEncounters).where(byId(v, id));
      return row;
    },

    async update(v: Viewer, id: string, values: Partial<typeof scribeEncounters.$inferInsert>) {
      const [row] = await db
        .update(scribeEncounters)
        .set({ ...values, updatedAt: new Date() })
        .where(byId(v, id))
        .returning();
      return row;
    },

    /** Removes the rows; returns the blob keys of its audio so the caller deletes those too. */
    async remove(v: Viewer, id: string): Promise<string[] | null> {
      const keys = await db
        .select({ key: scribeAudioChunks.blobKey })
        .from(scribeAudioChunks)
        .innerJoin(scribeRecordings, eq(scribeRecordings.id, scribeAudioChunks.recordingId))
        .where(eq(scribeRecordings.encounterId, id));
      const rows = await db
        .delete(scribeEncounters)
        .where(byId(v, id))
        .returning({ id: scribeEncounters.id });
      return rows.length ? keys.map((k) => k.key) : null;
    },

    /** The current transcript (the newest version) and how many versions came before it. */
    async transcript(encounterId: string) {
      const rows = await db
        .select()
        .from(scribeTranscripts)
        .where(eq(scribeTranscripts.encounterId, encounterId))
        .orderBy(desc(scribeTranscripts.id))
        .limit(1);
      const [{ count }] = (await db
        .select({ count: sql<number>`count(*)::int` })
        .from(scribeTranscripts)
        .where(eq(scribeTranscripts.encounterId, encounterId))) as [{ count: number }];
      return { current: rows[0], versions: count };
    },

    async transcriptHistory(encounterId: string) {
      return db
        .select()
        .from(scribeTranscripts)
        .where(eq(scribeTranscripts.encounterId, encounterId))
        .orderBy(asc(scribeTranscripts.id));
    },

    async addTranscript(values: Omit<typeof scribeTranscripts.$inferInsert, 'id' | 'createdAt'>) {
      await db.insert(scribeTranscripts).values(values);
    },

    async latestNote(encounterId: string): Promise<NoteRow | undefined> {
      const [row] = await db
        .select()
        .from(scribeNotes)
        .where(eq(scribeNotes.encounterId, encounterId))
        .orderBy(desc(scribeNotes.version))
        .limit(1);
      return row;
    },

    /** Adds the next version; concurrent saves race on the primary key and one retries. */
    async addNote(values: Omit<typeof scribeNotes.$inferInsert, 'version' | 'createdAt'>) {
      const [row] = await db
        .insert(scribeNotes)
        .values({
          ...values,
          version: sql`coalesce((select max(version) from scribe_notes where encounter_id = ${values.encounterId}), 0) + 1`,
        })
        .returning();
      return row!;
    },

    recordings(encounterId: string) {
      return db
        .select()
        .from(scribeRecordings)
        .where(eq(scribeRecordings.encounterId, encounterId))
        .orderBy(asc(scribeRecordings.seq));
    },
  };
}
export type EncountersRepository = ReturnType<typeof createEncountersRepository>;
