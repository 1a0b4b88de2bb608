import { comparableText, questionTerms, termOf, termRuleOf } from './excerpt.js';

/**
 * How tightly a text holds the question's words: the fewest consecutive words that contain every
 * question word the text has. Two passages naming the same words rank by it, so the one that says
 * them in one sentence comes before the one where they are scattered across a page.
 */
export function proximitySpan(question: string, text: string): number {
  return spanOf(scorerOf(question), text).span;
}

/** A question's words as `spanOf` looks for them, read once for all the passages of a search. */
function scorerOf(question: string) {
  const rule = termRuleOf(question);
  const wanted = questionTerms(question);
  const slots = new Map([...wanted].map((term, slot) => [term, slot]));
  // termOf lower-cases a word and keeps its first letter (but a lone "y" reads as "i"), so a word
  // starting with an ASCII letter no wanted term starts with is none of them: most words of a
  // passage are passed over without termOf.
  const firsts = new Uint8Array(128);
  for (const term of wanted) {
    const c = term.charCodeAt(0);
    if (c >= 128) continue;
    firsts[c] = firsts[String.fromCharCode(c).toUpperCase().charCodeAt(0)] = 1;
    if (term[0] === 'i') firsts[0x79] = firsts[0x59] = 1;
  }
  return { rule, slots, firsts };
}

type Scorer = ReturnType<typeof scorerOf>;

/** What words are made of, as `excerpt.ts` matches them. */
const WORD_CHAR = /^[\p{L}\p{N}]$/u;
/**
 * Which characters are word characters, by table: a passage is read a character at a time, not
 * matched into an array of all its words. ASCII up front; the rest of the BMP learnt as met
 * (0: not yet, 1: yes, 2: no).
 */
const ASCII_WORD = Uint8Array.from({ length: 128 }, (_, c) =>
  Number(WORD_CHAR.test(String.fromCharCode(c))),
);
const BMP_WORD = new Uint8Array(0x10000);

function isWordChar(cp: number): boolean {
  if (cp > 0xffff) return WORD_CHAR.test(String.fromCodePoint(cp));
  if (!BMP_WORD[cp]) BMP_WORD[cp] = WORD_CHAR.test(String.fromCharCode(cp)) ? 1 : 2;
  return BMP_WORD[cp] === 1;
}

function spanOf({ rule, slots, firsts }: Scorer, text: string) {
  const comparable = comparableText(text, rule);
  // The wanted words of the text in order, by word index and slot: the fewest consecutive words
  // holding them all start and end at one, so the window slides over these alone.
  const at: number[] = [];
  const which: number[] = [];
  const counts = new Int32Array(slots.size);
  let present = 0;
  let index = -1;
  let start = -1;
  const end = comparable.length;
  for (let i = 0; i <= end;) {
    let width = 1;
    let inWord = false;
    if (i < end) {
      const c = comparable.charCodeAt(i);
      if (c < 128) inWord = ASCII_WORD[c] === 1;
      else {
        const cp = comparable.codePointAt(i)!;
        if (cp > 0xffff) width = 2;
        inWord = isWordChar(cp);
      }
    }
    if (inWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      index++;
      const first = comparable.charCodeAt(start);
      const slot =
        first < 128 && !firsts[first] ? undefined : slots.get(termOf(comparable.slice(start, i)));
      start = -1;
      if (slot !== undefined) {
        if (counts[slot]!++ === 0) present++;
        at.push(index);
        which.push(slot);
      }
    }
    i += width;
  }
  if (!present) return { present, span: Number.POSITIVE_INFINITY };
  counts.fill(0);
  let covered = 0;
  let best = Number.POSITIVE_INFINITY;
  let left = 0;
  for (let right = 0; right < at.length; right++) {
    if (counts[which[right]!]!++ === 0) covered++;
    while (covered === present) {
      best = Math.min(best, at[right]! - at[left]! + 1);
      if (--counts[which[left]!]! === 0) covered--;
      left++;
    }
  }
  return { present, span: best };
}

/**
 * How well a text answers a question among passages the database ranks alike, in 0..1: first how
 * many of the question's words it holds as written (the database's stems let "start" in a page
 * stand for "started" in the question), then how close together it holds them. The scorer of one
 * question: its words and language are read once for all the passages of a search.
 */
export function closenessTo(question: string): (text: string) => number {
  const scorer = scorerOf(question);
  return (text) => {
    const { present, span } = spanOf(scorer, text);
    return (present + 1 / (1 + span)) / (scorer.slots.size + 1);
  };
}
