/**
 * Full-text queries from strict to loose. Ranking every chunk that holds any question word is
 * what made search slow (a common word matches most of a clinic's chunks, and each one ranked
 * costs a read of its tsvector), so search asks first for chunks holding all the question's words,
 * then all but one, all but two, and only then any: each pass stops as soon as it has enough
 * chunks, and a chunk holding more of the words is found by an earlier pass.
 */

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

/**
 * The passes over a question's lexemes, one list per text search configuration its sources use
 * (a chunk is indexed in one of them): all words, all but one, all but two, then any. A pass is
 * the configurations' conditions together, any of which a chunk meets; passes that add nothing
 * are left out.
 */
export function queryPasses(lexemesByConfig: string[][], maxMissing = 2): string[][] {
  const lists = lexemesByConfig.map(plainLexemes).filter((l) => l.length);
  const passes: string[][] = [];
  const add = (parts: (string[] | null)[]) => {
    const pass = parts.flatMap((p) => p ?? []);
    if (pass.length && !passes.some((p) => p.join('|') === pass.join('|'))) passes.push(pass);
  };
  for (let missing = 0; missing <= maxMissing; missing++) {
    const parts = lists.map((l) => atLeast(l, l.length - missing));
    if (parts.includes(null)) break;
    add(parts);
  }
  add(lists.map((l) => atLeast(l, 1)));
  return passes;
}
