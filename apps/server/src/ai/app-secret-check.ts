import { hkdfSync } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aiProviderSettings, serverSecrets } from '../db/schema.js';
import { createSecretBox } from './secret-box.js';

const CHECK = 'app-secret-check';

/** A value derived from the secret (HKDF, its own label): it tells secrets apart, reveals none. */
export function appSecretCheckValue(secret: string): string {
  return Buffer.from(hkdfSync('sha256', secret, 'dermadesk', CHECK, 32)).toString('base64url');
}

export class AppSecretMismatchError extends Error {}

/**
 * Stops a process whose APP_SECRET is not the one the database was set up with: it could not
 * read the provider keys the others sealed, and would seal new ones they cannot read. The first
 * process on a database records the check value.
 */
export async function verifyAppSecret(db: Db, secret: string): Promise<void> {
  const value = appSecretCheckValue(secret);
  await db.insert(serverSecrets).values({ name: CHECK, value }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, CHECK));
  if (row?.value !== value) {
    throw new AppSecretMismatchError(
      'APP_SECRET does not match the secret this database was set up with. Every process on one database must use the same APP_SECRET; to change it, rotate it (README, "Background jobs and scale-out").',
    );
  }
}

/**
 * Re-seals every stored provider key under `newSecret` and moves the check value to it, in one
 * transaction: either every key opens with the new secret afterwards or nothing changed.
 * Run with every server process stopped, then start them all with the new APP_SECRET.
 */
export async function rotateAppSecret(db: Db, oldSecret: string, newSecret: string) {
  await verifyAppSecret(db, oldSecret);
  const from = createSecretBox(oldSecret);
  const to = createSecretBox(newSecret);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(aiProviderSettings)
      .where(isNotNull(aiProviderSettings.apiKeyCipher));
    for (const row of rows) {
      await tx
        .update(aiProviderSettings)
        .set({ apiKeyCipher: to.seal(from.open(row.apiKeyCipher!)) })
        .where(and(eq(aiProviderSettings.orgId, row.orgId), eq(aiProviderSettings.kind, row.kind)));
    }
    await tx
      .update(serverSecrets)
      .set({ value: appSecretCheckValue(newSecret) })
      .where(eq(serverSecrets.name, CHECK));
    return rows.length;
  });
}
