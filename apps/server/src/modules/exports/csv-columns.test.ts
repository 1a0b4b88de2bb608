import { describe, expect, it } from 'vitest';
import { csvLine, textCell } from './csv-columns.js';

describe('CSV cells', () => {
  it('quotes text holding a quote, comma or line break, doubling the quotes', () => {
    expect(textCell('plain')).toBe('plain');
    expect(textCell('a,b')).toBe('"a,b"');
    expect(textCell('He said "ok"\nthen')).toBe('"He said ""ok""\nthen"');
    expect(textCell(null)).toBe('');
  });

  it("writes the clinician's score, recomputed from the calculator input, its band and grades; blank when incomplete or absent", () => {
    const salt = JSON.stringify({
      instrument: 'salt',
      input: { vertex: 10, rightSide: 20, leftSide: 20, posterior: 30 },
    });
    const line = csvLine('12,S-1,', salt, ',note');
    expect(line.endsWith('\r\n')).toBe(true);
    const cells = line.slice(0, -2).split(',');
    expect(Number(cells[2])).toBeCloseTo(18.4, 9);
    // The band, and the grades in SALT's order (vertex, posterior, sides), not the JSON's.
    expect(cells.slice(3)).toEqual([
      'S1',
      'vertex=10; posterior=30; rightSide=20; leftSide=20',
      'note',
    ]);
    const partial = JSON.stringify({ instrument: 'salt', input: { vertex: 10, posterior: null } });
    expect(csvLine('12,', partial, ',x')).toBe('12,,,vertex=10,x\r\n');
    expect(csvLine('12,', null, ',x')).toBe('12,,,,x\r\n');
  });
});
