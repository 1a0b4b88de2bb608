import { describe, expect, it } from 'vitest';
import { RESULT_TEXTS } from '@dermadesk/contracts/result-texts';
import { csvLine, textCell } from './csv-columns.js';

const bands = RESULT_TEXTS.en.scoreBands;

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
    const line = csvLine('12,S-1,', salt, ',note', bands);
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
    expect(csvLine('12,', partial, ',x', bands)).toBe('12,,,vertex=10,x\r\n');
    expect(csvLine('12,', null, ',x', bands)).toBe('12,,,,x\r\n');
  });

  it("writes the clinician's band by its name in the export's language", () => {
    const gags = JSON.stringify({
      instrument: 'gags',
      input: {
        regions: { forehead: 2, rightCheek: 2, leftCheek: 2, nose: 1, chin: 1, chestUpperBack: 0 },
      },
    });
    const band = (line: string) => line.slice(0, -2).split(',')[2];
    expect(band(csvLine('1,', gags, '', bands))).toBe('mild');
    expect(band(csvLine('1,', gags, '', RESULT_TEXTS.fr.scoreBands))).toBe(
      RESULT_TEXTS.fr.scoreBands.mild,
    );
    expect(RESULT_TEXTS.fr.scoreBands.mild).not.toBe('mild');
  });
});
