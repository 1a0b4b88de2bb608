import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { uploadAmendments, users } from '../../db/schema.js';
import type { Amendment } from '@dermadesk/contracts';
import { clinicianCalculator } from '../../lib/clinician-calculator.js';
import { displayName } from '../../lib/display-name.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';

/** One organisation's amendments of saved calculator input: appended, never changed. */
export function createAmendmentsRepository(db: Queryable, orgId: OrgId) {
  return {
    async add(row: {
      uploadId: number;
      instrument: string;
      previousInput: unknown;
      input: unknown;
      previousScore: number | null;
      score: number | null;
      amendedBy: string;
    }) {
      const [created] = await db
        .insert(uploadAmendments)
        .values({ ...row, orgId })
        .returning({ id: uploadAmendments.id });
      return created!.id;
    },
    /** An upload's amendments, oldest first, with who made each and both versions. */
    async ofUpload(uploadId: number): Promise<Amendment[]> {
      const rows = await db
        .select({
          amendment: uploadAmendments,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(uploadAmendments)
        .leftJoin(users, eq(users.id, uploadAmendments.amendedBy))
        .where(and(eq(uploadAmendments.orgId, orgId), eq(uploadAmendments.uploadId, uploadId)))
        .orderBy(asc(uploadAmendments.id));
      return rows.map(({ amendment: a, ...user }) => ({
        id: a.id,
        instrument: a.instrument,
        amendedAt: a.amendedAt.toISOString(),
        amendedBy: displayName(user),
        previousScore: a.previousScore,
        score: a.score,
        previous: clinicianCalculator(a.instrument, a.previousInput),
        amended: clinicianCalculator(a.instrument, a.input),
      }));
    },
  };
}
export type AmendmentsRepository = ReturnType<typeof createAmendmentsRepository>;
