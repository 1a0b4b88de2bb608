import { describe, expect, it } from 'vitest';
import {
  identityOf,
  isNo,
  isYes,
  mergeIdentity,
  partsToKeep,
  readClockTime,
  readIdentity,
  readIdentityParts,
  readWhen,
} from './guided-parse.js';

// Wednesday 25 November 2026, 21:00 in Paris.
const now = Date.parse('2026-11-25T20:00:00Z');

describe('guided booking: reading plain words', () => {
  it('reads dates and times in the caller’s language, in the clinic’s zone', () => {
    expect(readWhen('tomorrow 9am', 'en', now, 'Europe/Paris')).toEqual({
      day: '2026-11-26',
      time: '09:00',
    });
    expect(readWhen('demain à 9h', 'fr', now, 'Europe/Paris')).toEqual({
      day: '2026-11-26',
      time: '09:00',
    });
    expect(readWhen('mañana a las 9', 'es', now, 'Europe/Paris')).toEqual({
      day: '2026-11-26',
      time: '09:00',
    });
    expect(readWhen('Friday', 'en', now, 'Europe/Paris')).toEqual({
      day: '2026-11-27',
      time: null,
    });
    expect(readWhen('le 3 décembre', 'fr', now, 'Europe/Paris')).toEqual({
      day: '2026-12-03',
      time: null,
    });
    expect(readWhen('whenever', 'en', now, 'Europe/Paris')).toBeNull();
  });

  it('reads a time on its own', () => {
    expect(readClockTime('10:30')).toBe('10:30');
    expect(readClockTime('10h30')).toBe('10:30');
    expect(readClockTime('9h')).toBe('09:00');
    expect(readClockTime('9')).toBe('09:00');
    expect(readClockTime('later')).toBeNull();
  });

  it('reads "the day after tomorrow" as that day, not tomorrow, in every language', () => {
    const cases: [string, Parameters<typeof readWhen>[1]][] = [
      ['the day after tomorrow at 9am', 'en'],
      ['après-demain à 9h', 'fr'],
      ['pasado mañana a las 9', 'es'],
      ['depois de amanhã 9h', 'pt'],
      ['ngày kia 9am', 'vi'],
    ];
    for (const [text, language] of cases)
      expect(readWhen(text, language, now, 'Europe/Paris'), text).toEqual({
        day: '2026-11-27',
        time: '09:00',
      });
    expect(readWhen('Après demain', 'fr', now, 'Europe/Paris')).toEqual({
      day: '2026-11-27',
      time: null,
    });
  });

  it('reads names, date of birth and phone in any order', () => {
    expect(readIdentity('Marie Curie, 07/11/1967, 06 12 34 56 78')).toEqual({
      firstName: 'Marie',
      lastName: 'Curie',
      dateOfBirth: '1967-11-07',
      phone: '06 12 34 56 78',
    });
    expect(readIdentity('1952-08-08 Paul Adrien Dirac')).toMatchObject({
      firstName: 'Paul',
      lastName: 'Adrien Dirac',
      dateOfBirth: '1952-08-08',
      phone: '',
    });
    expect(readIdentity('Marie Curie')).toBeNull();
    expect(readIdentity('Curie 07/11/1967')).toBeNull();
  });

  it('pieces an identity together from several answers, the newest part winning', () => {
    const answers = (...texts: string[]) =>
      texts.reduce<ReturnType<typeof readIdentityParts> | undefined>(
        (before, text) => mergeIdentity(before, readIdentityParts(text)),
        undefined,
      )!;
    expect(identityOf(answers('Zoé', 'Marchand', '12/03/1985'))).toEqual({
      firstName: 'Zoé',
      lastName: 'Marchand',
      dateOfBirth: '1985-03-12',
      phone: '',
    });
    // A first and last name replace the words before them; a later date replaces an earlier one.
    expect(identityOf(answers('I do not know', 'Zoé Marchand 12/03/1985', '13/03/1985'))).toEqual(
      expect.objectContaining({
        firstName: 'Zoé',
        lastName: 'Marchand',
        dateOfBirth: '1985-03-13',
      }),
    );
    expect(identityOf(answers('Zoé', '12/03/1985'))).toBeNull();
    // What the state keeps fits its schema, however long the answer.
    const kept = partsToKeep(
      readIdentityParts(`${'x'.repeat(120)} a b c d e 0612345678901234567890`),
    );
    expect(kept.names).toHaveLength(4);
    expect(kept.names[0]).toHaveLength(80);
  });

  it('understands yes and no in the five languages', () => {
    for (const yes of ['yes', 'Oui', 'sí', 'sim', 'có']) expect(isYes(yes)).toBe(true);
    for (const no of ['no', 'Non', 'não', 'không']) expect(isNo(no)).toBe(true);
    expect(isYes('maybe')).toBe(false);
  });
});
