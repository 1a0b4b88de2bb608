import { sql } from 'drizzle-orm';
import {
  AMBIENT_SCRIBES_CONFIG_KEY,
  COPILOT_CONFIG_KEY,
  COPILOT_ENABLE_KEY,
  DEMO_MINI_APP,
  moduleFlagKeys,
} from '@dermadesk/contracts';
import type { Db } from '../db/client.js';
import { orgApps, orgConfigs, orgMembers, orgs } from '../db/schema.js';
import { hashPassword } from '../identity/passwords.js';
import { createUsersRepository } from '../platform/users/users.repository.js';

/**
 * Demo sign-ins, also listed in the README. Created only on an empty database. `orgs` pairs an
 * index into DEMO_ORG_NAMES with the member's role.
 */
export const demoUsers = [
  {
    email: 'ana.nguyen@demo.dermadesk.example',
    password: 'Derma-demo-2026',
    firstName: 'Ana',
    lastName: 'Nguyen',
    userName: 'ana.nguyen',
    orgs: [
      [0, 'admin'],
      [1, 'member'],
    ],
  },
  {
    email: 'leo.martin@demo.dermadesk.example',
    password: 'Derma-demo-2026',
    firstName: 'Léo',
    lastName: 'Martin',
    userName: 'leo.martin',
    orgs: [[1, 'admin']],
  },
  {
    email: 'no.org@demo.dermadesk.example',
    password: 'Derma-demo-2026',
    firstName: 'Noor',
    lastName: 'Okafor',
    userName: 'noor.okafor',
    orgs: [],
  },
] as const;

export const DEMO_ORG_NAMES = ['Demo Clinic', 'Northside Dermatology & Laser Centre'] as const;

const moduleFlag = (visible: boolean) => JSON.stringify({ visible, uiMode: 2, enabled: visible });

/** Creates the demo organisations and users when the database has no organisation yet. */
export async function seedDemoData(db: Db): Promise<{ seeded: boolean }> {
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(orgs);
  if (n > 0) return { seeded: false };
  await db.transaction(async (tx) => {
    const [clinic, northside] = await tx
      .insert(orgs)
      .values(DEMO_ORG_NAMES.map((name) => ({ name })))
      .returning();
    const orgIds = [clinic!.id, northside!.id];
    await tx.insert(orgApps).values([
      { orgId: clinic!.id, name: 'Dermadesk', miniApps: [DEMO_MINI_APP, 'bGPT'] },
      { orgId: northside!.id, name: 'Dermadesk', miniApps: [DEMO_MINI_APP] },
    ]);
    await tx.insert(orgConfigs).values([
      ...moduleFlagKeys.map((key) => ({ orgId: clinic!.id, key, value: moduleFlag(true) })),
      {
        orgId: clinic!.id,
        key: COPILOT_CONFIG_KEY,
        value: JSON.stringify({ [COPILOT_ENABLE_KEY]: true }),
      },
      { orgId: clinic!.id, key: AMBIENT_SCRIBES_CONFIG_KEY, value: 'true' },
      ...moduleFlagKeys.map((key) => ({
        orgId: northside!.id,
        key,
        value: moduleFlag(key === 'ACNE' || key === 'EASI'),
      })),
      {
        orgId: northside!.id,
        key: COPILOT_CONFIG_KEY,
        value: JSON.stringify({ [COPILOT_ENABLE_KEY]: false }),
      },
      { orgId: northside!.id, key: AMBIENT_SCRIBES_CONFIG_KEY, value: 'false' },
    ]);
    const txUsers = createUsersRepository(tx);
    for (const u of demoUsers) {
      const user = await txUsers.create({
        email: u.email,
        firstName: u.firstName,
        lastName: u.lastName,
        userName: u.userName,
        passwordHash: await hashPassword(u.password),
      });
      for (const [org, role] of u.orgs) {
        // Membership order decides the default organisation: Demo Clinic first, always.
        const addedAt = new Date(Date.UTC(2026, 0, 1) + org * 60_000);
        await tx.insert(orgMembers).values({ orgId: orgIds[org]!, userId: user.id, role, addedAt });
      }
    }
  });
  return { seeded: true };
}
