import { and, eq } from 'drizzle-orm';
import type { ScribeOptions } from '@dermadesk/contracts';
import type { Queryable } from '../../db/client.js';
import type { OrgId } from '../../platform/tenancy/org-id.js';
import { scribeUserOptions } from '../../db/schema.js';

export const DEFAULT_OPTIONS: ScribeOptions = {
  skipTranscription: false,
  fastExtraction: false,
  skipRevision: false,
  realtimeTranscription: false,
};

/** Each clinician's options in one organisation (defaults until they save some). */
export function createOptionsRepository(db: Queryable, orgId: OrgId) {
  return {
    async get(userId: string): Promise<ScribeOptions> {
      const [row] = await db
        .select()
        .from(scribeUserOptions)
        .where(and(eq(scribeUserOptions.orgId, orgId), eq(scribeUserOptions.userId, userId)));
      if (!row) return DEFAULT_OPTIONS;
      const { skipTranscription, fastExtraction, skipRevision, realtimeTranscription } = row;
      return { skipTranscription, fastExtraction, skipRevision, realtimeTranscription };
    },
    async save(userId: string, options: ScribeOptions) {
      await db
        .insert(scribeUserOptions)
        .values({ ...options, orgId, userId })
        .onConflictDoUpdate({
          target: [scribeUserOptions.orgId, scribeUserOptions.userId],
          set: { ...options, updatedAt: new Date() },
        });
    },
  };
}
