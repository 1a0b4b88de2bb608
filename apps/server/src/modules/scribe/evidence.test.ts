import { describe, expect, it } from 'vitest';
import { checkNote, checkSentence, indexTranscript, splitSentences } from './evidence.js';

const seg = (start: number, text: string) => ({ start, end: start + 4, text });
const transcript = [
  seg(0, 'So what brings you in today?'),
  seg(4, "I've had this itchy red rash on both forearms for about two weeks."),
  seg(8, 'Any fever?'),
  seg(12, 'No.'),
  seg(16, 'My son had a fever for two days last week.'),
  seg(20, 'I started the hydrocortisone cream, one percent, twice a day.'),
  seg(24, 'We will take 40 mg of prednisolone for five days.'),
];
const index = indexTranscript(transcript);
const check = (text: string) => checkSentence(text, index);

describe('sentence-to-segment evidence', () => {
  it('accepts a paraphrase and points at the segment that says it, with its times', () => {
    const s = check('Pruritic erythematous eruption of the forearms for 2 weeks.');
    expect(s.supported).toBe(true);
    expect(s.evidence).toEqual([{ segment: 1, start: 4, end: 8 }]);
  });

  it('needs every number and dose as said', () => {
    expect(check('Hydrocortisone 1% cream applied twice daily.').supported).toBe(true);
    expect(check('Prednisolone 40 mg for 5 days.').supported).toBe(true);
    expect(check('Prednisolone 4 mg for 5 days.').supported).toBe(false);
    expect(check('Rash on the forearms for 3 weeks.').supported).toBe(false);
  });

  it("does not take 'fever for two days' as support for 'no fever', nor the reverse", () => {
    const only = indexTranscript([seg(0, 'She had a fever for two days.')]);
    expect(checkSentence('No fever.', only).supported).toBe(false);
    expect(checkSentence('Denies fever.', only).supported).toBe(false);
    expect(checkSentence('Fever for two days.', only).supported).toBe(true);
    const denied = indexTranscript([seg(0, 'No fever at all.')]);
    expect(checkSentence('Fever for two days.', denied).supported).toBe(false);
    expect(checkSentence('No fever.', denied).supported).toBe(true);
  });

  it("reads a question answered 'No.' as a denial", () => {
    const s = check('The patient denies fever.');
    expect(s.supported).toBe(true);
    expect(s.evidence.map((e) => e.segment)).toEqual([2, 3]);
  });

  it('marks an invented sentence as unsupported, with no evidence', () => {
    const s = check('Family history of melanoma in the father.');
    expect(s).toEqual({
      text: 'Family history of melanoma in the father.',
      supported: false,
      evidence: [],
    });
  });

  it('joins a sentence summarising several segments', () => {
    const s = check('Itchy rash for two weeks; using hydrocortisone cream twice a day.');
    expect(s.supported).toBe(true);
    expect(s.evidence.map((e) => e.segment)).toEqual([1, 5]);
  });

  it('reads French negation and accents', () => {
    const fr = indexTranscript([
      seg(0, 'Pas de fièvre.'),
      seg(4, 'Des démangeaisons depuis deux semaines.'),
    ]);
    expect(checkSentence('Pas de fievre.', fr).supported).toBe(true);
    expect(checkSentence('Fièvre.', fr).supported).toBe(false);
    expect(checkSentence('Prurit depuis 2 semaines.', fr).supported).toBe(true);
  });

  it('splits sections into sentences by line and by sentence end, and checks each', () => {
    expect(splitSentences('- Itchy rash.\n- No fever. Plan: review in 2 weeks')).toEqual([
      '- Itchy rash.',
      '- No fever.',
      'Plan: review in 2 weeks',
    ]);
    const [section] = checkNote(
      [{ name: 'S', text: 'Itchy rash. Smokes 20 cigarettes.' }],
      transcript,
    );
    expect(section!.sentences.map((s) => s.supported)).toEqual([true, false]);
  });

  it('keeps a Skin AI line whole and supports it only as the server wrote it', () => {
    const line = '[Skin AI #12] Redness, 2026-11-20: Red area 10.0 %; Forearm. Left; /result/12';
    expect(splitSentences(`Itchy. ${line}`)).toEqual([`Itchy. ${line}`]);
    expect(splitSentences(`Itchy.\n${line}`)).toEqual(['Itchy.', line]);
    const index = indexTranscript(transcript);
    const lines = new Map([[12, new Set([line])]]);
    expect(checkSentence(line, index, lines).supported).toBe(true);
    expect(checkSentence(`- ${line}`, index, lines).supported).toBe(true);
    expect(checkSentence(line.replace('10.0', '1.0'), index, lines).supported).toBe(false);
    // Without the server's lines (another subject's result, a made-up id) it is not evidence.
    expect(checkSentence(line, index).supported).toBe(false);
  });
});
