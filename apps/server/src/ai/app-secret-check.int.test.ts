import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiProviderSettings, orgs } from '../db/schema.js';
import { createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';
import { appSecretCheckValue, rotateAppSecret, verifyAppSecret } from './app-secret-check.js';
import { createSecretBox } from './secret-box.js';

const OLD = 'the-old-app-secret-0123456789abcdefghij';
const NEW = 'the-new-app-secret-0123456789abcdefghij';

describe.each(databaseKinds())('APP_SECRET check and rotation (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  it('keeps a value derived from the secret, never the secret, and refuses another secret', async () => {
    const db = t.database.db;
    await verifyAppSecret(db, OLD);
    await verifyAppSecret(db, OLD); // the same secret again is fine
    expect(appSecretCheckValue(OLD)).not.toContain(OLD);
    const stored = JSON.stringify(await db.select().from(orgs)); // any table: no secret anywhere
    expect(stored).not.toContain(OLD);
    await expect(verifyAppSecret(db, NEW)).rejects.toThrow(/APP_SECRET does not match/);
  });

  it('re-seals the provider keys under the new secret and moves the check to it', async () => {
    const db = t.database.db;
    await db.insert(aiProviderSettings).values({
      orgId: t.orgIds.clinic,
      kind: 'chat',
      apiKeyCipher: createSecretBox(OLD).seal('sk-clinic'),
    });
    expect(await rotateAppSecret(db, OLD, NEW)).toBe(1);
    const [row] = await db.select().from(aiProviderSettings);
    expect(createSecretBox(NEW).open(row!.apiKeyCipher!)).toBe('sk-clinic');
    await verifyAppSecret(db, NEW);
    await expect(verifyAppSecret(db, OLD)).rejects.toThrow(/does not match/);
    await expect(rotateAppSecret(db, OLD, NEW)).rejects.toThrow(/does not match/);
  });
});
