import { describe, expect, it } from 'vitest';
import { csvLine, FIXED_COLUMNS, textCell } from './csv-columns.js';

/** A row with every fixed cell empty except the named ones, then the given quantity cells. */
function row(cells: Record<string, string>, quantities: (string | null)[] = []) {
  return [...FIXED_COLUMNS.map((c) => cells[c.header] ?? null), ...quantities];
}
const cellsOf = (line: string) => line.slice(0, -2).split(',');
const at = (name: string) => FIXED_COLUMNS.findIndex((c) => c.header === name);

describe('CSV cells', () => {
  it('quotes text holding a quote, comma or line break, doubling the quotes', () => {
    expect(textCell('plain')).toBe('plain');
    expect(textCell('a,b')).toBe('"a,b"');
    expect(textCell('He said "ok"\nthen')).toBe('"He said ""ok""\nthen"');
    expect(textCell(null)).toBe('');
  });

  it('neutralises formula-like text but writes numbers as they are, minus sign included', () => {
    const line = csvLine(row({ subject_id: '=1+1', upload_id: '12' }, ['-3.5', null]));
    expect(line.endsWith('\r\n')).toBe(true);
    const cells = cellsOf(line);
    expect(cells).toHaveLength(FIXED_COLUMNS.length + 2);
    expect(cells[at('subject_id')]).toBe("'=1+1");
    expect(cells[at('upload_id')]).toBe('12');
    expect(cells.at(-2)).toBe('-3.5');
    expect(cells.at(-1)).toBe('');
  });

  it("recomputes the clinician's score from the calculator input, blank when incomplete", () => {
    const salt = JSON.stringify({
      instrument: 'salt',
      input: { vertex: 10, rightSide: 20, leftSide: 20, posterior: 30 },
    });
    expect(
      Number(cellsOf(csvLine(row({ clinician_score: salt })))[at('clinician_score')]),
    ).toBeCloseTo(18.4, 9);
    const partial = JSON.stringify({ instrument: 'salt', input: { vertex: 10 } });
    expect(cellsOf(csvLine(row({ clinician_score: partial })))[at('clinician_score')]).toBe('');
  });
});
