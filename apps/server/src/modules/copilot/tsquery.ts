/**
 * Full-text queries from strict to loose. Ranking every chunk that holds any question word is
 * what made search slow (a common word matches most of a clinic's chunks, and each one ranked
 * costs a read of its tsvector), so search asks first for chunks holding all the question's words
 * and relaxes from there, stopping as soon as a pass has enough chunks: a chunk holding more of
 * the words, or rarer ones, is found by an earlier pass (decision 021).
 */

/** A configuration's lexemes of a question, each with how many searched chunks hold it. */
export type LexemeCounts = ReadonlyMap<string, number>;

/** Lexemes as PostgreSQL's parser made them from letters and digits; anything else is dropped. */
export const plainLexemes = (lexemes: string[]) => [
  ...new Set(lexemes.filter((l) => /^[\p{L}\p{N}]+$/u.test(l))),
];

function subsets<T>(items: T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [head, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [head!, ...s]), ...subsets(rest, k)];
}

/** Above this many subsets, "all but m" is left out and the next pass is "any word". */
const MAX_SUBSETS = 40;

/**
 * "At least k of these lexemes" as tsquery texts, one AND per k-subset, for the caller to OR as
 * separate conditions: each AND is then its own GIN scan, led by its rarest word, where one
 * OR-of-ANDs query walks every word's whole posting list. Null past `MAX_SUBSETS` subsets.
 */
export function atLeast(lexemes: string[], k: number): string[] | null {
  const terms = plainLexemes(lexemes).map((l) => `'${l}'`);
  if (!terms.length) return null;
  const size = Math.min(Math.max(k, 1), terms.length);
  const combos = subsets(terms, size);
  if (combos.length > MAX_SUBSETS) return null;
  return combos.map((c) => c.join(' & '));
}

/** The most words "all but any" passes leave out, one subset each (see `MAX_SUBSETS`). */
const MAX_MISSING = 2;

/** The lexemes some chunk holds, most common first (ties by the lexeme: a question's passes are stable). */
function byFrequency(counts: LexemeCounts): string[] {
  const held = plainLexemes([...counts.keys()]).filter((l) => counts.get(l)! > 0);
  return held.sort((a, b) => counts.get(b)! - counts.get(a)! || (a < b ? -1 : 1));
}

/**
 * The passes over a question's lexemes, one count per configuration its sources use (a chunk is
 * indexed in one of them). A lexeme no searched chunk holds is left out: it could only empty the
 * strict passes. Then all the words; all but the most common, all but the two most common, ...,
 * while two remain (one GIN scan a pass, led by rare words, so each is cheap: what a rare word
 * selects weighs most, as in BM25); then all but any one and all but any two (the page a
 * paraphrased question wants may lack one of its rare words); then any. A pass is the
 * configurations' conditions together, any of which a chunk meets; passes that add nothing are
 * left out.
 */
export function queryPasses(countsByConfig: LexemeCounts[]): string[][] {
  const lists = countsByConfig.map(byFrequency).filter((l) => l.length);
  const passes: string[][] = [];
  const add = (parts: (string[] | null)[]) => {
    const pass = parts.flatMap((p) => p ?? []);
    if (pass.length && !passes.some((p) => p.join('|') === pass.join('|'))) passes.push(pass);
  };
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let dropped = 0; dropped === 0 || longest - dropped >= 2; dropped++)
    add(
      lists.map((l) =>
        dropped === 0 || l.length - dropped >= 2 ? atLeast(l.slice(dropped), l.length) : null,
      ),
    );
  for (let missing = 1; missing <= MAX_MISSING; missing++) {
    const parts = lists.map((l) => (l.length - missing >= 2 ? atLeast(l, l.length - missing) : []));
    if (parts.includes(null)) break;
    add(parts);
  }
  add(lists.map((l) => atLeast(l, 1)));
  return passes;
}
