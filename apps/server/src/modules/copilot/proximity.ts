import { comparableText, questionTerms, termOf, termRuleOf, type TermRule } from './excerpt.js';

/**
 * How tightly a text holds the question's words: the fewest consecutive words that contain every
 * question word the text has. Two passages naming the same words rank by it, so the one that says
 * them in one sentence comes before the one where they are scattered across a page.
 */
export function proximitySpan(question: string, text: string): number {
  return spanOf(termRuleOf(question), questionTerms(question), text).span;
}

function spanOf(rule: TermRule, wanted: Set<string>, text: string) {
  const words = (comparableText(text, rule).match(/[\p{L}\p{N}]+/gu) ?? []).map(termOf);
  const present = new Set(words.filter((w) => wanted.has(w)));
  if (!present.size) return { present: 0, span: Number.POSITIVE_INFINITY };
  const counts = new Map<string, number>();
  let covered = 0;
  let best = Number.POSITIVE_INFINITY;
  let left = 0;
  for (let right = 0; right < words.length; right++) {
    const w = words[right]!;
    if (!present.has(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
    if (counts.get(w) === 1) covered++;
    while (covered === present.size) {
      best = Math.min(best, right - left + 1);
      const l = words[left]!;
      if (present.has(l)) {
        counts.set(l, counts.get(l)! - 1);
        if (counts.get(l) === 0) covered--;
      }
      left++;
    }
  }
  return { present: present.size, span: best };
}

/**
 * How well a text answers a question among passages the database ranks alike, in 0..1: first how
 * many of the question's words it holds as written (the database's stems let "start" in a page
 * stand for "started" in the question), then how close together it holds them. The scorer of one
 * question: its words and language are read once for all the passages of a search.
 */
export function closenessTo(question: string): (text: string) => number {
  const rule = termRuleOf(question);
  const wanted = questionTerms(question);
  return (text) => {
    const { present, span } = spanOf(rule, wanted, text);
    return (present + 1 / (1 + span)) / (wanted.size + 1);
  };
}
