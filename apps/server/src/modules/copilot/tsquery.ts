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
 * "At least k of these lexemes" as tsquery text: the OR of every k-subset's AND (the GIN index
 * answers it); null when that takes more than `MAX_SUBSETS` subsets.
 */
export function atLeast(lexemes: string[], k: number): string | null {
  const terms = plainLexemes(lexemes).map((l) => `'${l}'`);
  if (!terms.length) return null;
  const size = Math.min(Math.max(k, 1), terms.length);
  const combos = subsets(terms, size);
  if (combos.length > MAX_SUBSETS) return null;
  return combos.map((c) => (c.length > 1 ? `(${c.join(' & ')})` : c[0])).join(' | ');
}

/**
 * The passes over a question's lexemes, one list per text search configuration its sources use
 * (a chunk is indexed in one of them): all words, all but one, all but two, then any. Each pass
 * ORs the configurations' queries; passes that add nothing are left out.
 */
export function queryPasses(lexemesByConfig: string[][], maxMissing = 2): string[] {
  const lists = lexemesByConfig.map(plainLexemes).filter((l) => l.length);
  const passes: string[] = [];
  const add = (parts: (string | null)[]) => {
    const query = parts.flatMap((p) => (p ? `(${p})` : [])).join(' | ');
    if (query && !passes.includes(query)) passes.push(query);
  };
  for (let missing = 0; missing <= maxMissing; missing++) {
    const parts = lists.map((l) => atLeast(l, l.length - missing));
    if (parts.includes(null)) break;
    add(parts);
  }
  add(lists.map((l) => atLeast(l, 1)));
  return passes;
}
