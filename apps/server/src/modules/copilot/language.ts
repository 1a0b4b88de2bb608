/**
 * PostgreSQL text search configurations for the app's languages (Vietnamese has none: 'simple'
 * keeps its words unstemmed), and a small stop-word vote that picks one for a text.
 */
export const searchConfigs = ['english', 'french', 'spanish', 'portuguese', 'simple'] as const;
export type SearchConfig = (typeof searchConfigs)[number];

const MARKERS: Record<Exclude<SearchConfig, 'simple'>, string[]> = {
  english: ['the', 'and', 'of', 'to', 'is', 'with', 'for', 'in', 'are', 'be', 'this', 'should'],
  french: ['le', 'la', 'les', 'des', 'et', 'est', 'une', 'du', 'pour', 'dans', 'avec', 'sur'],
  spanish: ['el', 'los', 'las', 'y', 'es', 'una', 'del', 'para', 'con', 'por', 'que', 'se'],
  portuguese: ['o', 'os', 'as', 'e', 'é', 'uma', 'do', 'da', 'para', 'com', 'não', 'em'],
};
const VIETNAMESE = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu;

/** Vietnamese: letters no other app language uses, in more than a fifth of the words. */
export function isVietnamese(text: string): boolean {
  const sample = text.slice(0, 20_000).toLowerCase();
  const words = sample.match(/\p{L}+/gu) ?? [];
  return words.length > 0 && (sample.match(VIETNAMESE)?.length ?? 0) > words.length * 0.2;
}

export function detectSearchConfig(text: string): SearchConfig {
  const sample = text.slice(0, 20_000).toLowerCase();
  const words = sample.match(/\p{L}+/gu) ?? [];
  if (!words.length || isVietnamese(sample)) return 'simple';
  let best: SearchConfig = 'simple';
  let bestScore = 0;
  for (const [config, markers] of Object.entries(MARKERS) as [SearchConfig, string[]][]) {
    const set = new Set(markers);
    const score = words.filter((w) => set.has(w)).length;
    if (score > bestScore) {
      best = config;
      bestScore = score;
    }
  }
  return bestScore >= Math.max(2, words.length * 0.03) ? best : 'simple';
}

/**
 * The words of a question, space-separated: letters and digits only, so the lexemes each
 * configuration makes of them (stemmed, its own stop words dropped) are plain query operands.
 */
export function searchWordsOf(question: string): string | null {
  const words = [
    ...new Set((question.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => w.length > 1)),
  ];
  return words.length ? words.slice(0, 40).join(' ') : null;
}
