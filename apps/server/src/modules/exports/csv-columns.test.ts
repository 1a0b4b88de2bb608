import { describe, expect, it } from 'vitest';
import { csvLine, textCell } from './csv-columns.js';

describe('CSV cells', () => {
  it('quotes text holding a quote, comma or line break, doubling the quotes', () => {
    expect(textCell('plain')).toBe('plain');
    expect(textCell('a,b')).toBe('"a,b"');
    expect(textCell('He said "ok"\nthen')).toBe('"He said ""ok""\nthen"');
    expect(textCell(null)).toBe('');
  });

  it("writes the line around the clinician's score, recomputed from the calculator input, blank when incomplete or absent", () => {
    const salt = JSON.stringify({
      instrument: 'salt',
      input: { vertex: 10, rightSide: 20, leftSide: 20, posterior: 30 },
    });
    const line = csvLine('12,S-1,', salt, ',note');
    expect(line.endsWith('\r\n')).toBe(true);
    expect(Number(line.split(',')[2])).toBeCloseTo(18.4, 9);
    const partial = JSON.stringify({ instrument: 'salt', input: { vertex: 10 } });
    expect(csvLine('12,', partial, ',x')).toBe('12,,x\r\n');
    expect(csvLine('12,', null, ',x')).toBe('12,,x\r\n');
  });
});
