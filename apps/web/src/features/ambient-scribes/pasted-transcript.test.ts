import { describe, expect, it } from 'vitest';
import { parsePastedTranscript } from './pasted-transcript';

describe('pasted transcript', () => {
  it('makes one segment per line, with the speaker before a colon and consecutive times', () => {
    expect(
      parsePastedTranscript('Doctor: Any fever?\n\nPatient: No.\nA line without speaker'),
    ).toEqual([
      { start: 0, end: 5, speaker: 'Doctor', text: 'Any fever?' },
      { start: 5, end: 10, speaker: 'Patient', text: 'No.' },
      { start: 10, end: 15, text: 'A line without speaker' },
    ]);
  });

  it('does not take a time or a long clause before a colon as a speaker', () => {
    expect(parsePastedTranscript('Plan at 10:30 review')[0]).toEqual({
      start: 0,
      end: 5,
      text: 'Plan at 10:30 review',
    });
  });
});
