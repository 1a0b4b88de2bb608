#!/usr/bin/env node
// Copilot figures (issue 17). Prints; asserts nothing. Run after `npx tsc -b`:
//   node bench/copilot.mjs [chunks=100000] [--vectors]
// 1. Ingestion of a generated 400-page text PDF: pages/s (pdf.js text in a worker thread +
//    per-page chunking, as the job does), peak RSS growth (this process and its worker), and
//    the event loop's delay meanwhile (p99, max).
// 2. Retrieval quality on a generated corpus: facts placed on known pages among filler pages of the
//    same vocabulary; is the right page first / in the top 3?
// Filler text is drawn from a 20 000-word vocabulary by Zipf's law (bench/lib/clinical-text.mjs),
// so common words match most chunks and drug names a few per cent, as in a real formulary.
// 3. Search latency with N chunks of 220 words, 20 concurrent searches (warm, and right after the connections opened) then one client alone, on
//    PGlite and on a throwaway PostgreSQL 15 when installed: p50 / p95. With --vectors, also the vector search
//    (the hybrid path without pgvector: sign sketches, then an exact re-score) over the same
//    chunks, and its recall against the exact scan.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { openDatabase } from '../apps/server/dist/db/client.js';
import { chunkPage } from '../apps/server/dist/modules/copilot/chunking.js';
import { copilotRepositories } from '../apps/server/dist/modules/copilot/index.repository.js';
import { retrieve } from '../apps/server/dist/modules/copilot/retrieval.js';
import { readPdfPages } from '../apps/server/dist/modules/copilot/pdf-reader.js';
import { postgresBin, startCluster } from './lib/bench-support.mjs';
import { CONDITIONS, DRUGS, clinicalText } from './lib/clinical-text.mjs';

const N = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 100_000);
// Text of a clinic's documents: 20 000 words drawn by Zipf's law, not a hundred equally likely ones.
const text = clinicalText(7);
const rnd = text.rnd;
const filler = (words) => text.words(words);

// Facts with distinctive terms, each on its own page; the question shares some words with it.
const facts = [];
for (let i = 0; i < 100; i++) {
  const drug = DRUGS[i % DRUGS.length];
  const cond = CONDITIONS[(i * 7) % CONDITIONS.length];
  const mg = 5 + i * 3;
  facts.push({
    page: 4 + i * 4, // pages 4, 8, ... 400
    text: `${drug} for ${cond} is started at ${mg} mg and checked after ${2 + (i % 10)} weeks.`,
    question: `At how many mg is ${drug} started for ${cond}?`,
  });
}
const pageTexts = Array.from({ length: 400 }, (_, i) => {
  const fact = facts.find((f) => f.page === i + 1);
  // Filler mentions drugs and conditions too (the same vocabulary), never the fact's pairing.
  const distractor = `${DRUGS[(i * 3) % DRUGS.length]} and ${CONDITIONS[(i * 11) % CONDITIONS.length]} are discussed with the patient.`;
  return [filler(120), distractor, fact?.text ?? '', filler(120)].join(' ');
});

/** A photo-like picture per page (random pixels do not compress), so the file is about 20 MB. */
const picture = (i) =>
  sharp(
    Buffer.from(
      Array.from(
        { length: 120 * 120 * 3 },
        (_, k) => ((k * 7919 + i * 104729) % 251) ^ (rnd() * 256),
      ),
    ),
    {
      raw: { width: 120, height: 120, channels: 3 },
    },
  )
    .png()
    .toBuffer();

async function makePdf() {
  const doc = new PDFDocument({ autoFirstPage: false, compress: false });
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((r) => doc.on('end', () => r(Buffer.concat(chunks))));
  for (const [i, t] of pageTexts.entries()) {
    doc.addPage();
    doc.fontSize(10).text(t);
    doc.image(await picture(i), 72, 500, { width: 200 });
  }
  doc.end();
  return done;
}

const pct = (xs, p) =>
  xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const mb = (b) => Math.round(b / 1_048_576);

async function ingestion() {
  const pdf = await makePdf();
  const rss0 = process.memoryUsage().rss;
  let peak = rss0;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const t0 = performance.now();
  const pages = [];
  // As the job does: pdf.js in a worker thread, chunking here.
  for await (const { pageNo, text } of readPdfPages(pdf))
    pages.push({ pageNo, text, chunks: chunkPage(text) });
  const seconds = (performance.now() - t0) / 1000;
  delay.disable();
  clearInterval(sampler);
  console.log(
    `ingestion: ${pages.length} pages (${(pdf.length / 1_048_576).toFixed(1)} MB) in ${seconds.toFixed(2)} s = ${Math.round(pages.length / seconds)} pages/s; ` +
      `peak RSS growth ${mb(peak - rss0)} MB; event-loop delay p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`,
  );
  return pages;
}

async function orgAndSource(db, language = 'english') {
  const orgId = randomUUID();
  await db.execute(`insert into orgs (id, name) values ('${orgId}', 'Bench clinic')`);
  const repos = copilotRepositories(db, orgId);
  const source = await repos.sources.insert({
    name: 'Formulary',
    kind: 'pdf',
    status: 'ready',
    language,
  });
  return { orgId, repos, source };
}

async function quality(db, pages) {
  const { repos, source } = await orgAndSource(db);
  await db.transaction(async (tx) => {
    const r = copilotRepositories(tx, source.orgId);
    for (const p of pages)
      await r.index.addPage(
        source.id,
        { pageNo: p.pageNo, url: null, title: null, hasText: true, chunks: p.chunks },
        'english',
      );
  });
  let first = 0;
  let top3 = 0;
  for (const f of facts) {
    const hits = await retrieve(repos, { query: f.question, sourceIds: [source.id], limit: 3 });
    if (hits[0]?.page === f.page) first++;
    else if (process.env.DEBUG)
      console.log(
        f.page,
        f.question,
        hits.map((h) => [h.page, h.score.toFixed(3)]),
      );
    if (hits.some((h) => h.page === f.page)) top3++;
  }
  console.log(
    `retrieval quality: right page first ${first}/${facts.length} (${first}%), in top 3 ${top3}/${facts.length} (${top3}%)`,
  );
}

async function latency(label, database) {
  const db = database.db;
  const { repos, source } = await orgAndSource(db);
  const t0 = performance.now();
  // Chunks of the chunker's size (220 words), four to a page, inserted in batches with their
  // tsvector as ingestion writes it.
  const perPage = 4;
  const pagesN = Math.ceil(N / perPage);
  await db.execute(`insert into copilot_pages (id, org_id, source_id, page_no)
    select gen_random_uuid(), '${source.orgId}', '${source.id}', g from generate_series(1, ${pagesN}) g`);
  for (let first = 1; first <= pagesN; first += 250) {
    const rows = [];
    for (let page = first; page < Math.min(first + 250, pagesN + 1); page++)
      for (let seq = 0; seq < perPage; seq++) rows.push({ page, seq, text: filler(220) });
    await database.pool.query(
      `insert into copilot_chunks (org_id, source_id, page_id, page_no, seq, text, start_offset, end_offset, language, tsv)
      select $1, $2, p.id, p.page_no, x.seq, x.text, 0, length(x.text), 'english', to_tsvector('english', x.text)
      from unnest($3::int[], $4::int[], $5::text[]) x(page_no, seq, text)
        join copilot_pages p on p.source_id = $2 and p.page_no = x.page_no`,
      [
        source.orgId,
        source.id,
        rows.map((r) => r.page),
        rows.map((r) => r.seq),
        rows.map((r) => r.text),
      ],
    );
  }
  // As autovacuum leaves tables in use: statistics gathered, the GIN index's pending list merged,
  // and the lexeme counts' dead rows (every upsert of the triggers leaves one) vacuumed, which
  // autovacuum could otherwise start on while the searches are timed.
  await db.execute('vacuum analyze copilot_chunks, copilot_source_lexemes');
  const seeded = (performance.now() - t0) / 1000;
  const questions = facts.map((f) => f.question);
  // `searches` by `clients` concurrent clients: p50 / p95 of each search's time.
  const searching = async (clients, searches) => {
    const times = [];
    let next = 0;
    const client = async () => {
      while (next < searches) {
        const q = questions[next++ % questions.length];
        const s = performance.now();
        await retrieve(repos, { query: q, sourceIds: [source.id], limit: 8 });
        times.push(performance.now() - s);
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    return `p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms`;
  };
  // Untimed first: right after seeding, the first searches read the index from disk and each
  // connection prepares its statements. The next 400 are timed as "just opened": a database
  // connection and this process are still warming up then (over the next 1 600 searches a
  // search's CPU fell by a quarter in the database and by a third to a half in Node, decision
  // 021), and a running server, whose pool keeps its connections, is past that: the 400 timed
  // after 1 500 searches.
  await searching(20, 100);
  const opened = await searching(20, 400);
  await searching(20, 1000);
  const concurrent = await searching(20, 400);
  const alone = await searching(1, 100);
  console.log(
    `search ${label}: ${N} chunks (seeded in ${seeded.toFixed(0)} s), 20 concurrent clients, 400 searches: ${concurrent} (the first 400 after the connections opened: ${opened}); 1 client, 100 searches: ${alone}`,
  );
  return { repos, source };
}

/**
 * The vector half of hybrid retrieval without pgvector: the same chunks get random unit-length
 * 384-dimension vectors (a small embedding model's size) and their sign sketches, as ingestion
 * stores them. Each question is a chunk's vector plus as much noise (cosine about 0.7, as a
 * question to its passage), so it has true neighbours. Prints the latency of `nearest` (sketch
 * scan, then exact re-score), and its recall against the exact scan of every array.
 */
async function vectorScan(label, db, { repos, source }, dims = 384) {
  const t0 = performance.now();
  await db.execute(`update copilot_chunks c set embedding = (
      select array_agg(((random() - 0.5) / ${Math.sqrt(dims / 12)})::real) from generate_series(1, ${dims}) where c.id is not null)
    where c.source_id = '${source.id}'`);
  // The rule of migration 0031's backfill (embedding.ts signSketch).
  await db.execute(`update copilot_chunks set sketch = (
      select string_agg(case when x > 0 then '1' else '0' end, '' order by i)
      from unnest(embedding) with ordinality t(x, i))::varbit
    where source_id = '${source.id}'`);
  await db.execute('vacuum analyze copilot_chunks');
  const seeded = (performance.now() - t0) / 1000;
  const planted = (
    await db.execute(`select embedding from copilot_chunks where source_id = '${source.id}'
      order by random() limit 64`)
  ).rows.map((r) => r.embedding);
  const question = (i) => {
    const v = planted[i % planted.length].map((x) => x + (rnd() - 0.5) / Math.sqrt(dims / 12));
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  };
  const times = [];
  let next = 0;
  const client = async () => {
    while (next < 200) {
      const q = question(next++);
      const s = performance.now();
      await repos.index.nearest([source.id], q, 24, false);
      times.push(performance.now() - s);
    }
  };
  await Promise.all(Array.from({ length: 20 }, client));
  // Recall against the exact scan of every array (the old path, seconds a question), for a few
  // questions: is the passage the question was made from first, and how many of the exact top 24
  // are found (beyond the first, random vectors' neighbours are hardly nearer than the rest).
  let found = 0;
  let first = 0;
  const checked = 8;
  for (let i = 0; i < checked; i++) {
    const q = question(i);
    const exact = await db.execute(`select id from copilot_chunks
      where source_id = '${source.id}'
      order by (select sum(a * b) from unnest(embedding, '{${q.join(',')}}'::real[]) t(a, b)) desc, id
      limit 24`);
    const near = (await repos.index.nearest([source.id], q, 24, false)).map((n) => n.chunkId);
    if (near[0] === exact.rows[0]?.id) first++;
    found += exact.rows.filter((r) => near.includes(r.id)).length;
  }
  console.log(
    `vector search ${label} (sketch scan + exact re-score, no pgvector): ${N} chunks x ${dims} dims (seeded in ${seeded.toFixed(0)} s), 20 concurrent clients, 200 searches: p50 ${pct(times, 0.5).toFixed(1)} ms, p95 ${pct(times, 0.95).toFixed(1)} ms; exact first found first ${first}/${checked}, recall of the exact top 24 ${((100 * found) / (checked * 24)).toFixed(1)}%`,
  );
}

const pages = await ingestion();
const lite = await openDatabase({ pgliteDir: 'memory://' });
await quality(lite.db, pages);
const liteSeeded = await latency('PGlite', lite);
if (process.argv.includes('--vectors')) await vectorScan('PGlite', lite.db, liteSeeded);
await lite.close();
const bin = postgresBin();
if (bin) {
  const cluster = await startCluster(bin);
  try {
    const pgDb = await openDatabase({ url: cluster.url });
    const seeded = await latency('PostgreSQL 15', pgDb);
    if (process.argv.includes('--vectors')) await vectorScan('PostgreSQL 15', pgDb.db, seeded);
    await pgDb.close();
  } finally {
    cluster.stop();
  }
} else console.log('search PostgreSQL: not installed here');
