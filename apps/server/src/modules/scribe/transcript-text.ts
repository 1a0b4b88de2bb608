import type { Segment } from '@dermadesk/contracts';

const clock = (seconds: number) => {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** The transcript as the model reads it: one line per segment, with its time and speaker. */
export function formatTranscript(segments: Segment[]): string {
  return segments
    .map((s) => `[${clock(s.start)}] ${s.speaker ? `${s.speaker}: ` : ''}${s.text}`)
    .join('\n');
}
