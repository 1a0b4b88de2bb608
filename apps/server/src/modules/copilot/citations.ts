/**
 * After a model answers, every `[n]` it wrote is checked against the passages it was sent: numbers
 * that name no passage are dropped, and a sentence left without a valid citation is unsupported.
 */
export interface CheckedAnswer {
  /** The answer with invalid citation numbers removed. */
  answer: string;
  /** Valid citation numbers in order of first use. */
  used: number[];
  /** Sentences (as in `answer`) that carry no valid citation. */
  unsupported: string[];
}

const CITATION = /\s?\[(\d{1,3})\]/g;

/** Splits on sentence ends and line breaks, keeping a sentence's trailing citations with it. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?](?:\s*\[\d{1,3}\])*)\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export function checkCitations(answer: string, passageCount: number): CheckedAnswer {
  const valid = (n: number) => n >= 1 && n <= passageCount;
  const used: number[] = [];
  const cleaned = answer.replace(CITATION, (whole, digits: string) => {
    const n = Number(digits);
    if (!valid(n)) return '';
    if (!used.includes(n)) used.push(n);
    return whole;
  });
  const unsupported = sentencesOf(cleaned).filter(
    (s) => !/\[\d{1,3}\]/.test(s) && !isHeadingLike(s),
  );
  return { answer: cleaned.trim(), used, unsupported };
}

/** Lead-ins such as "In summary:" state nothing that needs a source. */
function isHeadingLike(sentence: string) {
  return sentence.endsWith(':') && sentence.split(/\s+/).length <= 6;
}
