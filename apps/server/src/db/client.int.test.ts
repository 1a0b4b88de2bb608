import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, databaseKinds, type TestContext } from '../test/test-app.js';

describe.each(databaseKinds())('database client (%s)', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(kind);
  });
  afterAll(() => t.close());

  it('keeps answering after a query fails, alone and among concurrent queries', async () => {
    const { db } = t.database;
    const number = async (n: number) =>
      (await db.execute<{ n: number }>(sql`select ${n}::int as n`)).rows[0]?.n;
    await expect(db.execute(sql`select ${'not-a-uuid'}::uuid`)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/invalid input syntax for type uuid/) },
    });
    expect(await number(1)).toBe(1);
    expect(await number(2)).toBe(2);
    const mixed = await Promise.allSettled(
      [1, 2, 3, 4, 5, 6].map((n) =>
        n % 3 === 0 ? db.execute(sql`select ${`x${n}`}::uuid`) : number(n),
      ),
    );
    expect(mixed.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([
      1,
      2,
      'failed',
      4,
      5,
      'failed',
    ]);
  });
});
