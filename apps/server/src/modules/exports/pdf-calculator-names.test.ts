import { readFileSync } from 'node:fs';
import { locales } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_NAMES } from './pdf-calculator-names.js';

type Tree = { [key: string]: string | Tree };
const webCatalogue = (locale: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../web/src/locales/${locale}/modules.json`, import.meta.url),
      'utf8',
    ),
  ) as { modules: Record<string, Tree | string>; workspace: { calculator: Tree } };

describe('the reports’ module and calculator names', () => {
  it.each(locales)('are the web catalogue’s in %s', (locale) => {
    const web = webCatalogue(locale);
    const calculator = web.workspace.calculator;
    const modules = Object.fromEntries(
      Object.entries(web.modules).flatMap(([k, v]) => (typeof v === 'object' ? [[k, v.name]] : [])),
    );
    expect(CALCULATOR_NAMES[locale]).toEqual({
      modules,
      instruments: calculator.instruments,
      fields: calculator.fields,
      nail: calculator.nail,
      nails: calculator.nails,
    });
  });
});
