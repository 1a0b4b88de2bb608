import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import {
  csvRow,
  FIXED_COLUMNS,
  neutraliseFormula,
  quantityHeader,
  type Cell,
  type QuantityColumn,
} from './csv-columns.js';
import type { ExportsRepository } from './exports.repository.js';

/** Uploads read per query: ~3 images each, so ~1 500 rows; two batches in memory at most. */
const UPLOADS_PER_BATCH = 500;

async function* rows(
  repo: ExportsRepository,
  ids: readonly number[],
  quantityKeys: readonly string[],
): AsyncGenerator<Cell[]> {
  // Keyset over the sorted upload ids: each batch is one indexed query, memory stays flat (two
  // batches at most). The next batch is read while this one is written out.
  const read = (from: number) => {
    const batch = repo.csvRows(ids.slice(from, from + UPLOADS_PER_BATCH));
    batch.catch(() => undefined); // a client that leaves early must not leave a rejection unhandled
    return batch;
  };
  let next = ids.length ? read(0) : undefined;
  for (let i = 0; next; i += UPLOADS_PER_BATCH) {
    const batch = await next;
    next = i + UPLOADS_PER_BATCH < ids.length ? read(i + UPLOADS_PER_BATCH) : undefined;
    for (const row of batch) yield csvRow(row, quantityKeys);
  }
}

/**
 * The CSV of the given live uploads (ascending ids) as a stream: RFC 4180 (CRLF, quoted when
 * needed), UTF-8 with a BOM so Excel reads accents, formula-like text neutralised. Rows are read
 * in batches as the client consumes them (backpressure), so a large export never sits in memory.
 */
export async function csvStream(repo: ExportsRepository, ids: readonly number[]) {
  const quantities: QuantityColumn[] = await repo.quantityKeys(ids);
  const header = [...FIXED_COLUMNS.map((c) => c.header), ...quantities.map(quantityHeader)];
  const stringifier = stringify({
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[",\r\n]/,
    cast: { string: neutraliseFormula, boolean: (b) => String(b) },
  });
  const source = Readable.from(
    rows(
      repo,
      ids,
      quantities.map((q) => q.key),
    ),
  );
  stringifier.write(header);
  source.on('error', (err) => stringifier.destroy(err));
  return source.pipe(stringifier);
}

/** `Report_yyyymmddHHMM.csv` in UTC; the web app names the file by the user's local time. */
export function reportFileName(now: Date, extension: string) {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}`;
  return `Report_${stamp}.${extension}`;
}
