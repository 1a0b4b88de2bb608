/**
 * Splits one page's text into overlapping chunks of a few hundred words. A chunk never leaves its
 * page (callers chunk page by page), and keeps its character offsets in the page's text, so a
 * citation can be highlighted exactly where it stands.
 */
export interface Chunk {
  text: string;
  start: number;
  end: number;
  heading: string | null;
  /** The text's vector, when an embedder is configured. */
  embedding?: number[];
}

export interface ChunkOptions {
  /** Words per chunk (the last one may be shorter). */
  words: number;
  /** Words repeated at the start of the next chunk, so a fact on a boundary stays whole. */
  overlap: number;
}

export const DEFAULT_CHUNKING: ChunkOptions = { words: 220, overlap: 40 };

const WORD = /\S+/g;

/** A short line without a closing full stop reads as a heading (PDFs carry no markup). */
export function headingOf(line: string): string | null {
  const text = line.trim();
  if (text.length < 3 || text.length > 90 || /[.:;,]$/.test(text)) return null;
  return /\p{L}/u.test(text) ? text : null;
}

/** `headings`: positions where a heading starts (websites know them from the markup). */
export function chunkPage(
  text: string,
  options: ChunkOptions = DEFAULT_CHUNKING,
  headings: { at: number; text: string }[] = [],
): Chunk[] {
  if (options.overlap >= options.words) throw new Error('overlap must be smaller than words');
  const words = [...text.matchAll(WORD)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  if (!words.length) return [];
  const known = headings.length ? headings : inferredHeadings(text);
  const chunks: Chunk[] = [];
  const step = options.words - options.overlap;
  for (let first = 0; first < words.length; first += step) {
    const last = Math.min(first + options.words, words.length) - 1;
    const start = words[first]!.start;
    const end = words[last]!.end;
    chunks.push({ text: text.slice(start, end), start, end, heading: headingBefore(known, start) });
    if (last === words.length - 1) break;
  }
  return chunks;
}

function inferredHeadings(text: string) {
  const found: { at: number; text: string }[] = [];
  let at = 0;
  for (const line of text.split('\n')) {
    const heading = headingOf(line);
    if (heading) found.push({ at, text: heading });
    at += line.length + 1;
  }
  return found;
}

/** The last heading at or before `offset` (a chunk that starts with a heading is under it). */
function headingBefore(headings: { at: number; text: string }[], offset: number): string | null {
  let best: string | null = null;
  for (const h of headings) {
    if (h.at <= offset) best = h.text;
    else break;
  }
  return best;
}
