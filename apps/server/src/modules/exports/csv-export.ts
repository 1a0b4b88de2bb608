import { Readable } from 'node:stream';
import { MODULE_CATALOGUE, type Locale } from '@dermadesk/contracts';
import { RESULT_TEXTS, resultTextLookup } from '@dermadesk/contracts/result-texts';
import { csvLine, headerRow, textCell, type QuantityColumn } from './csv-columns.js';
import type { CsvNames, ExportsRepository } from './exports.repository.js';

/**
 * Uploads read per query: ~3 images each, so ~6 000 rows (~1.2 MB of CSV). Fewer, larger queries
 * than the first 500: a query's fixed cost (planning the id list, the round trip) was a large part
 * of the time; 5 000 was no faster and held more memory.
 */
const UPLOADS_PER_BATCH = 2_000;
/**
 * Batches in flight while one is written out: the database, not this process, is the bottleneck
 * (the server idles for ~40 % of an export), so two queries keep two of its cores busy.
 */
const READ_AHEAD = 2;

async function* chunks(
  repo: ExportsRepository,
  ids: readonly number[],
  quantityKeys: readonly string[],
  header: string,
  names: CsvNames,
): AsyncGenerator<string> {
  yield header;
  // Keyset over the sorted upload ids: each batch is one indexed query, memory stays flat
  // (READ_AHEAD + 1 batches at most), and a batch goes to the socket as one chunk, not a write
  // per row.
  const read = (from: number) => {
    const batch = repo.csvRows(ids.slice(from, from + UPLOADS_PER_BATCH), quantityKeys, names);
    batch.catch(() => undefined); // a client that leaves early must not leave a rejection unhandled
    return batch;
  };
  const pending: ReturnType<typeof read>[] = [];
  let from = 0;
  const fill = () => {
    for (; pending.length < READ_AHEAD && from < ids.length; from += UPLOADS_PER_BATCH)
      pending.push(read(from));
  };
  fill();
  while (pending.length) {
    const batch = await pending.shift()!;
    fill();
    let text = '';
    for (const [before, calculator, after] of batch)
      text += csvLine(before, calculator, after, names.bands);
    if (text) yield text;
  }
}

/** The names the CSV writes for stored codes and English labels, in `locale`. */
function csvNames(locale: Locale): CsvNames {
  const texts = RESULT_TEXTS[locale];
  const lookup = resultTextLookup(locale);
  return {
    sites: texts.site,
    bands: texts.scoreBands,
    modules: Object.fromEntries(
      MODULE_CATALOGUE.flatMap((m) => {
        const name = lookup(`moduleName.${m.key}`);
        return name ? [[String(m.number), name]] : [];
      }),
    ),
    verdicts: texts.quality.verdictShort,
    methods: texts.measure.method,
  };
}

/** The language of an export: its cells' and, when `headerInWords`, its header row's. */
export interface CsvLanguage {
  locale: Locale;
  headerInWords: boolean;
}

/**
 * The CSV of the given live uploads (ascending ids) as a stream: RFC 4180 (CRLF, quoted when
 * needed), UTF-8 with a BOM so Excel reads accents, formula-like text neutralised. Rows are read
 * in batches as the client consumes them (backpressure), so a large export never sits in memory.
 * Module names, body sites, score bands, quality verdicts and methods are written as names in
 * `locale`; the header row is in words in it when asked for, else the stable column keys.
 */
export async function csvStream(
  repo: ExportsRepository,
  ids: readonly number[],
  { locale, headerInWords }: CsvLanguage,
) {
  const quantities: QuantityColumn[] = await repo.quantityKeys(ids);
  const header = headerRow(quantities, headerInWords ? resultTextLookup(locale) : undefined);
  return Readable.from(
    chunks(
      repo,
      ids,
      quantities.map((q) => q.key),
      `\uFEFF${header.map(textCell).join(',')}\r\n`,
      csvNames(locale),
    ),
    { objectMode: false },
  );
}

/** `Report_yyyymmddHHMM.csv` in UTC; the web app names the file by the user's local time. */
export function reportFileName(now: Date, extension: string, prefix = 'Report') {
  const p = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getUTCFullYear()}${p(now.getUTCMonth() + 1)}${p(now.getUTCDate())}${p(now.getUTCHours())}${p(now.getUTCMinutes())}`;
  return `${prefix}_${stamp}.${extension}`;
}
