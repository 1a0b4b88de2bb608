import type { SegmentInput } from '@dermadesk/contracts';

/** A typed transcript has no times: each line gets the next slot of this many seconds. */
const SLOT_SECONDS = 5;
const SPEAKER = /^([\p{L}][\p{L} .'-]{0,29}):\s+(.+)$/u;

/**
 * A pasted or typed transcript as segments: one per non-empty line; 'Doctor: text' sets the
 * speaker. Lines keep their order; their times are consecutive slots, since none were given.
 */
export function parsePastedTranscript(text: string): SegmentInput[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, i) => {
      const m = SPEAKER.exec(line);
      const start = i * SLOT_SECONDS;
      return m
        ? { start, end: start + SLOT_SECONDS, speaker: m[1]!.trim(), text: m[2]!.trim() }
        : { start, end: start + SLOT_SECONDS, text: line };
    });
}
