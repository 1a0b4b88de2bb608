import { and, asc, eq, isNull, like, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { appointments, patientNotes, patients, waitlistEntries } from '../../db/schema.js';

export type PatientRow = typeof patients.$inferSelect;
export type PatientValues = Omit<
  typeof patients.$inferInsert,
  'id' | 'orgId' | 'createdAt' | 'mergedInto' | 'phoneDigits' | 'searchText'
>;

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** What the trigram index searches: names and subject IDs, lower-case, accents kept. */
const searchTextOf = (v: Pick<PatientValues, 'firstName' | 'lastName' | 'subjectIds'>) =>
  [v.firstName, v.lastName, v.lastName, ...(v.subjectIds ?? [])].join(' ').toLowerCase();

/** How a search text is read: a date of birth, a phone number, or names and subject IDs. */
export type PatientQuery =
  | { kind: 'dob'; date: string }
  | { kind: 'phone'; digits: string; text: string }
  | { kind: 'text'; text: string };

export function readPatientQuery(q: string): PatientQuery {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(q);
  if (iso) return { kind: 'dob', date: q };
  // Day first, as every supported language but US English writes it.
  const dmy = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(q);
  if (dmy) {
    return {
      kind: 'dob',
      date: `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`,
    };
  }
  const digits = digitsOf(q);
  if (digits.length >= 4 && /^[\d\s+().-]+$/.test(q)) return { kind: 'phone', digits, text: q };
  return { kind: 'text', text: q.toLowerCase() };
}

export function valuesOf(row: PatientRow): PatientValues {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    dateOfBirth: row.dateOfBirth,
    sex: row.sex,
    phone: row.phone,
    email: row.email,
    preferredLanguage: row.preferredLanguage,
    address: row.address,
    notes: row.notes,
    contactConsent: row.contactConsent,
    subjectIds: row.subjectIds,
    extra: row.extra,
  };
}

export function createPatientsRepository(db: Queryable, orgId: OrgId) {
  const live = and(eq(patients.orgId, orgId), isNull(patients.mergedInto));

  return {
    async create(values: PatientValues) {
      const [row] = await db
        .insert(patients)
        .values({
          orgId,
          ...values,
          phoneDigits: digitsOf(values.phone ?? ''),
          searchText: searchTextOf(values),
        })
        .returning();
      return row!;
    },

    async update(id: string, values: PatientValues) {
      const [row] = await db
        .update(patients)
        .set({
          ...values,
          phoneDigits: digitsOf(values.phone ?? ''),
          searchText: searchTextOf(values),
        })
        .where(and(live, eq(patients.id, id)))
        .returning();
      return row;
    },

    async find(id: string): Promise<PatientRow | undefined> {
      const [row] = await db
        .select()
        .from(patients)
        .where(and(live, eq(patients.id, id)));
      return row;
    },

    search(q: string, limit: number) {
      const query = readPatientQuery(q);
      const where =
        q === ''
          ? undefined
          : query.kind === 'dob'
            ? eq(patients.dateOfBirth, query.date)
            : query.kind === 'phone'
              ? or(
                  like(patients.phoneDigits, `%${query.digits}%`),
                  like(patients.searchText, `%${likeEscape(query.text.toLowerCase())}%`),
                )
              : and(
                  ...query.text
                    .split(/\s+/)
                    .map((word) => like(patients.searchText, `%${likeEscape(word)}%`)),
                );
      return db
        .select()
        .from(patients)
        .where(and(live, where))
        .orderBy(asc(patients.lastName), asc(patients.firstName), asc(patients.id))
        .limit(limit);
    },

    /** Records a new one may duplicate: same names and date of birth, or same phone. */
    duplicates(v: { firstName: string; lastName: string; dateOfBirth: string; phone: string }) {
      const digits = digitsOf(v.phone);
      return db
        .select()
        .from(patients)
        .where(
          and(
            live,
            or(
              and(
                sql`lower(${patients.firstName}) = ${v.firstName.toLowerCase()}`,
                sql`lower(${patients.lastName}) = ${v.lastName.toLowerCase()}`,
                eq(patients.dateOfBirth, v.dateOfBirth),
              ),
              digits.length >= 6 ? eq(patients.phoneDigits, digits) : undefined,
            ),
          ),
        )
        .limit(5);
    },

    /** Moves everything of `source` onto `target` and hides `source` (the caller checked both). */
    async merge(source: PatientRow, target: PatientRow) {
      await db
        .update(appointments)
        .set({ patientId: target.id })
        .where(and(eq(appointments.orgId, orgId), eq(appointments.patientId, source.id)));
      await db
        .update(waitlistEntries)
        .set({ patientId: target.id })
        .where(and(eq(waitlistEntries.orgId, orgId), eq(waitlistEntries.patientId, source.id)));
      await db
        .update(patientNotes)
        .set({ patientId: target.id })
        .where(and(eq(patientNotes.orgId, orgId), eq(patientNotes.patientId, source.id)));
      await db
        .update(patients)
        .set({ mergedInto: target.id })
        .where(and(live, eq(patients.id, source.id)));
      const subjectIds = [...new Set([...target.subjectIds, ...source.subjectIds])];
      const merged: PatientValues = {
        ...valuesOf(target),
        subjectIds,
        phone: target.phone || source.phone,
        email: target.email || source.email,
        address: target.address || source.address,
        notes: [target.notes, source.notes].filter(Boolean).join('\n\n'),
        extra: { ...source.extra, ...target.extra },
      };
      return (await this.update(target.id, merged))!;
    },
  };
}
export type PatientsRepository = ReturnType<typeof createPatientsRepository>;
