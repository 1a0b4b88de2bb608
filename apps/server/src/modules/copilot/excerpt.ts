import { headingOf } from './chunking.js';
import { isVietnamese } from './language.js';

/**
 * The part of a passage worth quoting: the window of whole sentences that shares the most words
 * with the question, at most `maxChars` long. Offsets are relative to the passage.
 */
export interface Excerpt {
  text: string;
  start: number;
  end: number;
}

/**
 * Words a question asks with but no passage answers by ("what", "quelle"): left out, so a
 * one-word line that repeats the topic does not tie with the sentence holding the fact, and the
 * share of the question a passage covers counts only words that carry meaning. Words of three
 * letters or fewer are left out anyway, but in Vietnamese (below).
 */
const QUESTION_WORDS = new Set(
  (
    'what which when where whom whose does should would could with from that this these those ' +
    'there have about your their often many much quel quelle quels quelles comment quand ' +
    'pourquoi combien souvent dans pour avec sont cette faut cual cuales como cuando donde cuanto ' +
    'cuantos cuantas cuánto cuántos cuántas para esta este estos qual quais quando onde quanto ' +
    'quantos quantas essa esse'
  ).split(' '),
);

/**
 * Vietnamese writes one syllable per word, most of three letters or fewer ("mụn", "da", "cá"),
 * so its questions keep every word of two letters or more but these question and function words.
 */
const VIETNAMESE_QUESTION_WORDS = new Set(
  (
    'là gì của cho và có không bao nhiêu thế nào được các những một trong với khi nên thì này ' +
    'đó để bị hay hoặc tôi bạn làm sao tại vì ai đâu mấy ra sau cần phải'
  ).split(' '),
);

/** Which of a question's words count and how they compare, decided by the question's language. */
export interface TermRule {
  minLength: number;
  skip: ReadonlySet<string>;
  /** Whether accents are dropped (see `comparableText`). */
  unaccent: boolean;
}

const DEFAULT_RULE: TermRule = { minLength: 4, skip: QUESTION_WORDS, unaccent: true };
/** Vietnamese accents tell words apart ("mụn" is acne, "mủ" pus): they stay. */
const VIETNAMESE_RULE: TermRule = {
  minLength: 2,
  skip: VIETNAMESE_QUESTION_WORDS,
  unaccent: false,
};

export function termRuleOf(question: string): TermRule {
  return isVietnamese(question) ? VIETNAMESE_RULE : DEFAULT_RULE;
}

/**
 * A text as its words compare under the question's rule: without accents where the rule drops
 * them, so "méthotrexate" asked in French meets "Methotrexate" in an English leaflet and "eczema"
 * typed without its accent meets "eczéma". Done on the whole text, once, not word by word.
 */
export const comparableText = (text: string, rule: TermRule) =>
  rule.unaccent ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;

/**
 * A word as passages and questions are compared: lower case, a plural "s" dropped, cut to a crude
 * stem of five letters, so "started" meets "starting" and "doses" meets "dose"; a final "y" of the
 * stem reads as "i", as the database's English stemmer has it, so "apply" meets "applied".
 */
export function termOf(word: string): string {
  const w = word.toLowerCase();
  const stem = (w.length > 4 && w.endsWith('s') ? w.slice(0, -1) : w).slice(0, 5);
  return stem.endsWith('y') ? `${stem.slice(0, -1)}i` : stem;
}

/**
 * Words worth matching, as terms: long enough for the rule (or holding a digit) and not a
 * question word. A passage is read with its question's rule, so both pick words alike.
 */
function keyTerms(text: string, rule: TermRule): Set<string> {
  return new Set(
    (comparableText(text, rule).match(/[\p{L}\p{N}]+/gu) ?? [])
      .filter(
        (w) => (w.length >= rule.minLength || /\d/.test(w)) && !rule.skip.has(w.toLowerCase()),
      )
      .map(termOf),
  );
}

/** A question's key terms, by the rule of its own language. */
export function questionTerms(question: string): Set<string> {
  return keyTerms(question, termRuleOf(question));
}

/** Share of the question's key terms the text contains (0..1). */
export function coverage(question: string, text: string): number {
  const rule = termRuleOf(question);
  const wanted = keyTerms(question, rule);
  if (!wanted.size) return 0;
  const have = keyTerms(text, rule);
  let n = 0;
  for (const w of wanted) if (have.has(w)) n++;
  return n / wanted.size;
}

/**
 * A passage's sentences with their offsets. A full stop inside a number ("7.5 mg") or a word
 * ("e.g.x") ends nothing. A line break ends a line, which may be a heading, unless the next line
 * starts in lower case or with a digit: PDF text breaks wherever the printed line wrapped, and
 * "...advice\nfor patients..." is one sentence.
 */
function sentencesOf(passage: string) {
  const sentences: { start: number; end: number; heading: boolean }[] = [];
  const re = /(?:[^.!?\n]|[.!?](?=\S)|\n(?=[ \t]*[\p{Ll}\p{N}]))+(?:[.!?]+(?=\s|$)|\n|$)/gu;
  for (const m of passage.matchAll(re)) {
    const lead = m[0].length - m[0].trimStart().length;
    const text = m[0].trim();
    if (!text) continue;
    const start = m.index + lead;
    sentences.push({ start, end: start + text.length, heading: headingOf(text) !== null });
  }
  return sentences;
}

/**
 * `midSentence`: the passage may begin inside a sentence (a chunk other than its page's first
 * starts at a word, wherever the overlap puts it), so its text up to the first sentence end is not
 * quoted; the sentence is whole in the chunk before.
 */
export function bestExcerpt(
  passage: string,
  question: string,
  { maxChars = 360, midSentence = false }: { maxChars?: number; midSentence?: boolean } = {},
): Excerpt {
  const all = sentencesOf(passage);
  const sentences = midSentence && all.length > 1 ? all.slice(1) : all;
  if (!sentences.length)
    return { text: passage.slice(0, maxChars), start: 0, end: Math.min(passage.length, maxChars) };
  // A heading names the topic and so matches the question, but holds no fact: quote the
  // sentences under it (a passage of headings only is quoted as it is).
  const prose = sentences.some((s) => !s.heading);
  const rule = termRuleOf(question);
  const wanted = keyTerms(question, rule);
  let best = { start: sentences[0]!.start, end: sentences[0]!.end, score: -1, count: 0 };
  // Windows of one to three sentences: the most question words win, then the fewer sentences,
  // then the earlier window.
  for (let i = 0; i < sentences.length; i++) {
    if (prose && sentences[i]!.heading) continue;
    for (let last = i; last < Math.min(i + 3, sentences.length); last++) {
      const start = sentences[i]!.start;
      const end = Math.min(sentences[last]!.end, start + maxChars);
      const have = keyTerms(passage.slice(start, end), rule);
      let score = 0;
      for (const w of wanted) if (have.has(w)) score++;
      const count = last - i + 1;
      if (score > best.score || (score === best.score && count < best.count))
        best = { start, end, score, count };
      if (end - start >= maxChars) break;
    }
  }
  return { text: passage.slice(best.start, best.end), start: best.start, end: best.end };
}
