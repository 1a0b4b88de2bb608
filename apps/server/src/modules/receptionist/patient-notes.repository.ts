import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { patientNotes, users } from '../../db/schema.js';

export type PatientNoteKind = (typeof patientNotes.$inferSelect)['kind'];

/** Chart and call notes of one organisation's patients. */
export function createPatientNotesRepository(db: Queryable, orgId: OrgId) {
  return {
    async add(values: {
      patientId: string;
      kind: PatientNoteKind;
      body: string;
      createdBy: string | null;
    }) {
      const [row] = await db
        .insert(patientNotes)
        .values({ orgId, ...values })
        .returning();
      return row!;
    },

    /** A patient's notes, newest first, with the author's name. */
    ofPatient(patientId: string) {
      return db
        .select({
          note: patientNotes,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(patientNotes)
        .leftJoin(users, eq(users.id, patientNotes.createdBy))
        .where(and(eq(patientNotes.orgId, orgId), eq(patientNotes.patientId, patientId)))
        .orderBy(desc(patientNotes.createdAt), desc(patientNotes.id));
    },
  };
}
export type PatientNotesRepository = ReturnType<typeof createPatientNotesRepository>;
