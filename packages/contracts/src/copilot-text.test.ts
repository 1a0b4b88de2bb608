import { describe, expect, it } from 'vitest';
import { joinPageText, partsInRange } from './copilot-text.js';

describe('a citation mapped onto the PDF text items', () => {
  const { text, spans } = joinPageText([
    { str: 'Folic acid is given. Methotrexate is', hasEOL: true },
    { str: 'given once weekly at 15 mg. Review', hasEOL: true },
    { str: 'at four weeks.' },
  ]);

  it('marks only the cited characters of the first and last lines', () => {
    const start = text.indexOf('Methotrexate');
    const end = text.indexOf('15 mg.') + '15 mg.'.length;
    const parts = partsInRange(spans, start, end);
    expect(parts.map((p) => p.index)).toEqual([0, 1]);
    const str = ['Folic acid is given. Methotrexate is', 'given once weekly at 15 mg. Review'];
    expect(parts.map(({ index, from, to }) => str[index]!.slice(from, to))).toEqual([
      'Methotrexate is',
      'given once weekly at 15 mg.',
    ]);
  });

  it('leaves out the lines around the passage', () => {
    expect(partsInRange(spans, text.indexOf('at four'), text.length)).toEqual([
      { index: 2, from: 0, to: 14 },
    ]);
  });
});
