import {
  SKIN_AI_MARKER,
  type Evidence,
  type NoteSection,
  type NoteSentence,
  type Segment,
} from '@dermadesk/contracts';
import { answeredPolarity, tokenize, type Polarity, type Token } from './clinical-tokens.js';

/**
 * The server's own check of a chart note against the transcript (issue 18): every sentence is
 * matched to the segments that support it. Nothing the model says about its sources is used.
 *
 * A sentence is supported when the segments chosen for it
 * - say at least COVERAGE of its content words (after synonyms and stemming: paraphrase passes),
 * - say every number it states (doses, sizes, durations: '40 mg' is not '4 mg'),
 * - and agree on polarity ('no fever' is not supported by 'fever for two days', nor the reverse).
 * Segments are chosen greedily by how many still-missing words they add (at most MAX_SEGMENTS),
 * so a sentence summarising a question and its answer finds both.
 */

const COVERAGE = 0.6;
const MAX_SEGMENTS = 4;
/**
 * Per Skin AI result the note names (and the encounter's subject has), its line in every
 * language (skin-ai/subject-analyses.ts): a line with the marker is evidence of itself only when
 * it is one of these, word for word.
 */
export type SkinAiLines = ReadonlyMap<number, ReadonlySet<string>>;

interface IndexedSegment {
  index: number;
  start: number;
  end: number;
  /** term → polarities said in this segment */
  terms: Map<string, Set<Polarity>>;
  /** A question's answer ('Any fever?' 'No.'): evidence shows both. */
  answer: number | null;
}

export interface TranscriptIndex {
  segments: IndexedSegment[];
  /** term → segments that say it, to avoid scanning every segment per sentence */
  byTerm: Map<string, number[]>;
}

export function indexTranscript(
  segments: Pick<Segment, 'start' | 'end' | 'text'>[],
): TranscriptIndex {
  const indexed: IndexedSegment[] = segments.map((s, index) => {
    const answer = answeredPolarity(s.text, segments[index + 1]?.text);
    const terms = new Map<string, Set<Polarity>>();
    for (const token of tokenize(s.text)) {
      const polarity = answer === 'neg' ? 'neg' : token.polarity;
      const set = terms.get(token.term) ?? new Set<Polarity>();
      set.add(polarity);
      terms.set(token.term, set);
    }
    const answered = answer === 'neg' && index + 1 < segments.length ? index + 1 : null;
    return { index, start: s.start, end: s.end, terms, answer: answered };
  });
  const byTerm = new Map<string, number[]>();
  for (const seg of indexed) {
    for (const term of seg.terms.keys()) {
      const list = byTerm.get(term) ?? [];
      list.push(seg.index);
      byTerm.set(term, list);
    }
  }
  return { segments: indexed, byTerm };
}

const keyOf = (t: Token) => `${t.term}|${t.polarity}`;

/** Checks one sentence; exported for the unit tests and the benchmark. */
export function checkSentence(
  text: string,
  index: TranscriptIndex,
  skinAi: SkinAiLines = new Map(),
): NoteSentence {
  const marker = SKIN_AI_MARKER.exec(text);
  if (marker) {
    const lines = skinAi.get(Number(marker[1]));
    const supported = lines?.has(text.replace(/^[-•*]\s*/, '').replace(/\s+/g, ' ')) ?? false;
    return { text, supported, evidence: [] };
  }
  const unique = new Map<string, Token>();
  for (const token of tokenize(text)) unique.set(keyOf(token), token);
  const wanted = [...unique.values()];
  // Nothing to check ('Plan:'): a heading states no claim.
  if (wanted.length === 0) return { text, supported: true, evidence: [] };

  const says = (segment: IndexedSegment, t: Token) =>
    segment.terms.get(t.term)?.has(t.polarity) ?? false;
  const candidates = new Set<number>();
  for (const t of wanted) for (const i of index.byTerm.get(t.term) ?? []) candidates.add(i);

  const missing = new Set(wanted.map(keyOf));
  const chosen: IndexedSegment[] = [];
  while (chosen.length < MAX_SEGMENTS && missing.size > 0) {
    let best: IndexedSegment | undefined;
    let bestGain = 0;
    for (const i of candidates) {
      const segment = index.segments[i]!;
      let gain = 0;
      for (const t of wanted)
        if (missing.has(keyOf(t)) && says(segment, t)) gain += t.number ? 2 : 1;
      if (gain > bestGain) [best, bestGain] = [segment, gain];
    }
    if (!best) break;
    chosen.push(best);
    candidates.delete(best.index);
    for (const t of wanted) if (says(best, t)) missing.delete(keyOf(t));
  }

  const found = wanted.filter((t) => !missing.has(keyOf(t)));
  const numbersOk = wanted.every((t) => !t.number || !missing.has(keyOf(t)));
  const supported = numbersOk && found.length / wanted.length >= COVERAGE;
  const cited = new Set(
    chosen.flatMap((s) => (s.answer === null ? [s.index] : [s.index, s.answer])),
  );
  const evidence: Evidence[] = supported
    ? [...cited]
        .sort((a, b) => a - b)
        .map((i) => index.segments[i]!)
        .map((s) => ({ segment: s.index, start: s.start, end: s.end }))
    : [];
  return { text, supported, evidence };
}

/**
 * The sentences of a section, as the clinician wrote them: one per line (bullets) and, within a
 * line, split after '.', '!' or '?' followed by a space. A Skin AI line stays whole.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => (SKIN_AI_MARKER.test(line) ? [line] : line.split(/(?<=[.!?])\s+(?=[^\s])/)))
    .map((s) => s.trim())
    .filter(Boolean);
}

export function checkNote(
  sections: { name: string; text: string }[],
  segments: Pick<Segment, 'start' | 'end' | 'text'>[],
  skinAi?: SkinAiLines,
): NoteSection[] {
  const index = indexTranscript(segments);
  return sections.map((section) => ({
    ...section,
    sentences: splitSentences(section.text).map((s) => checkSentence(s, index, skinAi)),
  }));
}
