import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { mintOrgId } from '../../platform/tenancy/org-id.js';
import { databaseKinds, openTestDatabase } from '../../test/test-app.js';
import { chunkPage } from './chunking.js';
import { copilotRepositories, type CopilotRepositories } from './index.repository.js';
import { retrieve } from './retrieval.js';

// Full-text search goes from strict to loose (all the question's words, all but one, ..., any),
// ranking at most a hundred chunks per pass; these pages are built so that a search that only
// ANDs, or only ORs with that cap, misses the page.
describe.each(databaseKinds())('copilot full-text passes (%s)', (kind) => {
  let database: Database;
  let drop: () => Promise<void>;
  let repos: CopilotRepositories;
  let sourceId: string;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase(kind));
    const id = randomUUID();
    await database.db.execute(sql`insert into orgs (id, name) values (${id}, 'Search clinic')`);
    repos = copilotRepositories(database.db, mintOrgId(id, 'test'));
    const source = await repos.sources.insert({
      name: 'Formulary',
      kind: 'pdf',
      status: 'ready',
      language: 'english',
    });
    sourceId = source.id;
    // 150 pages naming one common word of the questions each, then the two pages the questions
    // are about, written last so they come last in the table's order.
    const pages = [
      ...Array.from(
        { length: 150 },
        (_, i) =>
          `Apply the emollient cream generously after washing, page ${i + 1}. Review the patient at the clinic when the rash flares.`,
      ),
      'Tacrolimus ointment is used twice daily on the face; reduce to twice weekly once clear.',
      'Methotrexate for psoriasis is started at 7.5 mg once weekly with folic acid on another day.',
      'Vitiligo patches are photographed under the same light at each visit.',
    ];
    for (const [i, text] of pages.entries())
      await repos.index.addPage(
        sourceId,
        { pageNo: i + 1, url: null, title: null, hasText: true, chunks: chunkPage(text) },
        'english',
      );
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const firstPage = async (query: string) =>
    (await retrieve(repos, { query, sourceIds: [sourceId], limit: 3 }))[0]?.page;

  it('finds the page when no chunk holds every word of the question', async () => {
    // "many" and "dose" are on no page: the all-words pass finds nothing.
    expect(await firstPage('At how many mg is the methotrexate dose started for psoriasis?')).toBe(
      152,
    );
  });

  it('keeps a page holding more of the words ahead of the many pages holding one', async () => {
    // No page says tacrolimus, cream and daily; 150 say cream, one says tacrolimus and daily. An OR
    // ranked over the first hundred matches in table order would never see page 151.
    expect(await firstPage('tacrolimus cream daily')).toBe(151);
    expect(await firstPage('Which cream is used daily: tacrolimus?')).toBe(151);
  });

  it("finds a page that lacks one of the question's rare words", async () => {
    // Page 151 holds neither "cream" (150 pages) nor "vitiligo" (page 153): relaxing the common
    // words first never finds it, and the hundred chunks of the any-word pass are cream pages.
    expect(await firstPage('Is tacrolimus cream used daily on the face for vitiligo?')).toBe(151);
  });

  it('ranks pages holding every word first, and answers nothing for stop words alone', async () => {
    const hits = await retrieve(repos, {
      query: 'cream rash patient',
      sourceIds: [sourceId],
      limit: 5,
    });
    expect(hits).toHaveLength(5);
    expect(hits.every((h) => h.page! <= 150)).toBe(true);
    expect(await retrieve(repos, { query: 'how is the', sourceIds: [sourceId], limit: 3 })).toEqual(
      [],
    );
  });

  it("finds only the searched sources' chunks, never another source's or organisation's", async () => {
    // The passes' index lookup reads every organisation's chunks (migration 0038); the
    // organisation and the sources are checked on the rows it finds.
    const text = 'Methotrexate for psoriasis is started at 7.5 mg once weekly with folic acid.';
    const otherOrg = randomUUID();
    await database.db.execute(
      sql`insert into orgs (id, name) values (${otherOrg}, 'Other clinic')`,
    );
    const theirs = copilotRepositories(database.db, mintOrgId(otherOrg, 'test'));
    const sources = [
      await theirs.sources.insert({
        name: 'Theirs',
        kind: 'pdf',
        status: 'ready',
        language: 'english',
      }),
      await repos.sources.insert({
        name: 'Unasked',
        kind: 'pdf',
        status: 'ready',
        language: 'english',
      }),
    ];
    for (const [i, source] of sources.entries())
      await [theirs, repos][i]!.index.addPage(
        source.id,
        { pageNo: 1, url: null, title: null, hasText: true, chunks: chunkPage(text) },
        'english',
      );
    const question = 'At how many mg is methotrexate started for psoriasis?';
    const ours = await retrieve(repos, { query: question, sourceIds: [sourceId], limit: 8 });
    expect(ours[0]?.page).toBe(152);
    expect(ours.every((h) => h.sourceId === sourceId)).toBe(true);
    expect(await retrieve(theirs, { query: question, limit: 8 })).toEqual([
      expect.objectContaining({ sourceId: sources[0]!.id, page: 1 }),
    ]);
    await database.db.execute(
      sql`delete from copilot_sources where id in (${sources[0]!.id}, ${sources[1]!.id})`,
    );
  });

  /**
   * copilot_query_passes (migration 0038) over lists of lexemes, most common first, each held by
   * `held` chunks (by default as many as make each configuration's list most common first) of
   * its configuration's `totals`: its first stage's passes, then its second's.
   */
  const passesOf = async (
    lexemes: string[],
    configEnds: number[],
    held = lexemes.map((_, i) => 100 - i),
    totals = configEnds.map(() => 1000),
  ) => {
    const stage = async (relaxed: boolean) => {
      const [row] = (
        await database.pool.query<{
          conditions: string[];
          lookups: string[];
          ends: number[];
          words: string[];
          any: string | null;
        }>(
          `select conditions::text[], lookups::text[], pass_ends as ends, words::text[],
             any_word::text as any
           from copilot_query_passes($1, $2, $3, $4, $5)`,
          [lexemes, configEnds, held, totals, relaxed],
        )
      ).rows;
      const byPass = (all: string[]) => {
        let start = 0;
        return row!.ends.map((end) => all.slice(start, (start = end)));
      };
      return {
        passes: byPass(row!.conditions),
        lookups: byPass(row!.lookups),
        words: row!.words,
        any: row!.any,
      };
    };
    const [first, second] = [await stage(false), await stage(true)];
    // Both stages rank by the same words.
    expect([second.words, second.any]).toEqual([first.words, first.any]);
    return {
      passes: [...first.passes, ...second.passes],
      lookups: [...first.lookups, ...second.lookups],
      firstStage: first.passes.length,
      words: first.words,
      any: first.any,
    };
  };

  it('relaxes the most common words first, then all but any one or two, then any word', async () => {
    const { passes, firstStage, any } = await passesOf(
      ['start', 'mg', 'methotrex', 'psoriasi'],
      [4],
    );
    expect(passes.slice(0, 3)).toEqual([
      ["'start' & 'mg' & 'methotrex' & 'psoriasi'"],
      ["'mg' & 'methotrex' & 'psoriasi'"],
      ["'methotrex' & 'psoriasi'"],
    ]);
    expect(passes[3]).toHaveLength(4); // all but any one: four subsets of three
    expect(passes[4]).toHaveLength(6); // all but any two: six subsets of two
    expect(passes[5]).toEqual(["'start'", "'mg'", "'methotrex'", "'psoriasi'"]);
    expect(passes).toHaveLength(6);
    expect(firstStage).toBe(3); // the passes dropping the most common words
    expect(any).toBe("'start' | 'mg' | 'methotrex' | 'psoriasi'");
  });

  it('never repeats a pass, and relaxes each configuration in step', async () => {
    expect((await passesOf(['dose', 'acne', 'child'], [3])).passes).toEqual([
      ["'dose' & 'acne' & 'child'"],
      ["'acne' & 'child'"],
      ["'dose' & 'acne'", "'dose' & 'child'", "'acne' & 'child'"],
      ["'dose'", "'acne'", "'child'"],
    ]);
    expect((await passesOf(['a', 'b'], [2])).passes).toEqual([["'a' & 'b'"], ["'a'", "'b'"]]);
    // English "dose"; no Spanish word; French "enfant" (more common) and "dosi".
    expect((await passesOf(['dose', 'enfant', 'dosi'], [1, 1, 3])).passes).toEqual([
      ["'dose'", "'enfant' & 'dosi'"],
      ["'dose'", "'enfant'", "'dosi'"],
    ]);
    expect((await passesOf([], [0])).passes).toEqual([]);
    // One word: the any-word pass would repeat the first stage's only pass.
    expect((await passesOf(['acne'], [1])).passes).toEqual([["'acne'"]]);
  });

  it('ranks by any word, or past 40 words by the last pass dropping the most common', async () => {
    const many = Array.from({ length: 41 }, (_, i) => `w${i + 1}`);
    const { passes, firstStage, any } = await passesOf(many, [41]);
    // Forty words or more get neither "all but any one or two" nor the any-word pass.
    expect(passes).toHaveLength(firstStage);
    expect(passes.at(-1)).toEqual(["'w40' & 'w41'"]);
    expect(any).toBe("'w40' & 'w41'");
    expect((await passesOf(['dose', 'acne'], [2])).any).toBe("'dose' | 'acne'");
  });

  it('looks up the rare words in the index and checks the common ones on the rows it finds', async () => {
    // Of 100 000 chunks: "start" in 53 476, "mg" in 18 951, "adapalen" in 1 656, "cellul" in 1 095.
    // The two rare words leave some 18 chunks to read, cheaper than 70 000 more postings.
    const { passes, lookups } = await passesOf(
      ['start', 'mg', 'adapalen', 'cellul'],
      [4],
      [53_476, 18_951, 1_656, 1_095],
      [100_000],
    );
    expect(passes[0]).toEqual(["'start' & 'mg' & 'adapalen' & 'cellul'"]);
    expect(lookups[0]).toEqual(["'adapalen' & 'cellul'"]);
    expect(lookups.at(-1)).toEqual(passes.at(-1));
    // In a small source, each word narrows the rows more than its postings cost: all looked up.
    const small = await passesOf(['dose', 'acne', 'child'], [3], [300, 200, 100], [1_000]);
    expect(small.lookups).toEqual(small.passes);
  });

  it('quotes every lexeme, so none reads as query syntax', async () => {
    const { passes, words } = await passesOf(["it's", 'x\\y', 'a|b', 'c:*'], [4]);
    expect(passes[0]).toEqual(["'it''s' & 'x\\\\y' & 'a|b' & 'c:*'"]);
    expect([...words].sort()).toEqual(["'a|b'", "'c:*'", "'it''s'", "'x\\\\y'"]);
  });

  it("keeps each source's lexeme counts exact as pages are added, replaced and removed", async () => {
    const kept = async (id: string) =>
      (
        await database.db.execute(sql`select lexeme, chunks from copilot_source_lexemes
          where source_id = ${id} order by lexeme`)
      ).rows;
    const counted = async (id: string) =>
      (
        await database.db.execute(sql`select * from (
            select l as lexeme, count(*)::int as chunks
            from copilot_chunks c, unnest(tsvector_to_array(c.tsv)) l
            where c.source_id = ${id} group by l
            -- The source's chunks, as the lexeme ''.
            union all select '', count(*)::int from copilot_chunks
            where source_id = ${id} having count(*) > 0) x
          order by lexeme`)
      ).rows;
    const other = await repos.sources.insert({
      name: 'Leaflets',
      kind: 'website',
      status: 'ready',
      language: 'english',
    });
    const page = (url: string, text: string) => ({
      pageNo: null,
      url,
      title: null,
      hasText: true,
      chunks: chunkPage(text),
    });
    const first = await repos.index.addPage(
      other.id,
      page('https://a.test/1', 'Isotretinoin needs monthly pregnancy tests.'),
      'english',
    );
    const second = await repos.index.addPage(
      other.id,
      page('https://a.test/2', 'Isotretinoin dries the lips; use an emollient.'),
      'english',
    );
    expect(await kept(other.id)).toContainEqual({ lexeme: 'isotretinoin', chunks: 2 });
    expect(await kept(other.id)).toContainEqual({ lexeme: '', chunks: 2 });
    await repos.index.replacePage(
      first,
      other.id,
      page('https://a.test/1', 'Acitretin needs contraception for three years.'),
      'english',
    );
    await repos.index.removePages([second]);
    expect(await kept(other.id)).toEqual(await counted(other.id));
    expect(await kept(other.id)).not.toContainEqual(
      expect.objectContaining({ lexeme: 'isotretinoin' }),
    );
    expect(await kept(sourceId)).toEqual(await counted(sourceId));
    await database.db.execute(sql`delete from copilot_sources where id = ${other.id}`);
    expect(await kept(other.id)).toEqual([]);
  });

  it("keeps each chunk's tsvector in the table row, where ranking reads it (migration 0034)", async () => {
    // Out of line (the default for a value this size), each ranked chunk cost a TOAST index
    // lookup and two TOAST pages.
    const { rows } = await database.db.execute(sql`select attstorage from pg_attribute
      where attrelid = 'copilot_chunks'::regclass and attname = 'tsv'`);
    expect(rows).toEqual([{ attstorage: 'm' }]);
  });
});
