import { and, eq, lt, isNotNull } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.js';
import { oidcPayloads } from '../db/schema.js';
import type { SessionRevocations } from './session-revocations.js';

/**
 * oidc-provider's storage in our database, so sessions, codes and refresh tokens survive
 * restarts and any API process can serve any request.
 */
export function createOidcAdapterFactory(
  db: Db,
  revocations: SessionRevocations,
): new (model: string) => Adapter {
  return class DbAdapter implements Adapter {
    constructor(private readonly model: string) {}

    private key(id: string) {
      return and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id));
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
    }

    private async findWhere(where: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), where));
      if (!row || (row.expiresAt && row.expiresAt.getTime() <= Date.now())) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }

    find(id: string) {
      return this.findWhere(eq(oidcPayloads.id, id));
    }
    findByUserCode(userCode: string) {
      return this.findWhere(eq(oidcPayloads.userCode, userCode));
    }
    findByUid(uid: string) {
      return this.findWhere(eq(oidcPayloads.uid, uid));
    }

    async consume(id: string) {
      await db.update(oidcPayloads).set({ consumedAt: new Date() }).where(this.key(id));
    }
    async destroy(id: string) {
      await db.delete(oidcPayloads).where(this.key(id));
    }
    /**
     * oidc-provider revokes a grant when a code or refresh token is replayed (theft) or a token is
     * revoked. Its ID tokens are stateless, so the sessions (`sid`) its codes and tokens recorded
     * are revoked too: the API refuses those ID tokens at once, as after a sign-out.
     */
    async revokeByGrantId(grantId: string) {
      const gone = await db
        .delete(oidcPayloads)
        .where(eq(oidcPayloads.grantId, grantId))
        .returning({ payload: oidcPayloads.payload });
      const sids = gone
        .map((row) => (row.payload as AdapterPayload).sid)
        .filter((sid): sid is string => typeof sid === 'string');
      await revocations.revoke([...new Set(sids)]);
    }
  };
}

export async function purgeExpiredOidcPayloads(db: Db) {
  await db
    .delete(oidcPayloads)
    .where(and(isNotNull(oidcPayloads.expiresAt), lt(oidcPayloads.expiresAt, new Date())));
}
