import { describe, expect, it } from 'vitest';
import { displayName, orgLabel } from './display-name';

const user = (firstName: string, lastName: string, userName = 'someone') => ({
  firstName,
  lastName,
  userName,
});

describe('display name', () => {
  it('joins first and last name, trimmed', () => {
    expect(displayName(user('  Ana', 'Nguyen  '))).toBe('Ana Nguyen');
    expect(displayName(user('Ana', ''))).toBe('Ana');
    expect(displayName(user('', 'Nguyen'))).toBe('Nguyen');
  });

  it('keeps 20 characters and cuts longer names to 20 plus an ellipsis', () => {
    expect(displayName(user('Maximilian', 'Schmidtt'))).toBe('Maximilian Schmidtt'); // 19
    expect(displayName(user('Maximilian', 'Schmidtts'))).toBe('Maximilian Schmidtts'); // 20
    expect(displayName(user('Maximilian', 'Schmidttss'))).toBe('Maximilian Schmidtts…'); // 21
  });

  it('falls back to the user name, cut to 14 plus an ellipsis only beyond 20', () => {
    expect(displayName(user('', '', 'ana.nguyen'))).toBe('ana.nguyen');
    expect(displayName(user(' ', ' ', 'a'.repeat(20)))).toBe('a'.repeat(20));
    expect(displayName(user('', '', 'abcdefghijklmnopqrstu'))).toBe('abcdefghijklmn…');
  });
});

describe('organisation label', () => {
  it('trims and asks for a tooltip from 21 characters', () => {
    expect(orgLabel('  Demo Clinic ')).toEqual({ text: 'Demo Clinic', tooltip: false });
    expect(orgLabel('x'.repeat(20))).toEqual({ text: 'x'.repeat(20), tooltip: false });
    expect(orgLabel(` ${'x'.repeat(21)} `)).toEqual({ text: 'x'.repeat(21), tooltip: true });
    expect(orgLabel('Northside Dermatology & Laser Centre').tooltip).toBe(true);
  });
});
