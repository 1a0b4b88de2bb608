import { describe, expect, it } from 'vitest';
import { isNo, isYes, readClockTime, readIdentity, readWhen } from './guided-parse.js';

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

  it('understands yes and no in the five languages', () => {
    for (const yes of ['yes', 'Oui', 'sí', 'sim', 'có']) expect(isYes(yes)).toBe(true);
    for (const no of ['no', 'Non', 'não', 'không']) expect(isNo(no)).toBe(true);
    expect(isYes('maybe')).toBe(false);
  });
});
