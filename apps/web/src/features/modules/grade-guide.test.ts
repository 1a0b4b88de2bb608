import { describe, expect, it } from 'vitest';
import { locales, type ModuleInstrument } from '@dermadesk/contracts';
import { english, loadCatalogue } from '../../locales/catalogues';
import { CALCULATOR_SPECS } from './calculator-spec';
import { GRADE_GUIDES, gradeDescriptorKey } from './grade-guide';
import { LIST_CALCULATORS, isListInstrument } from './list-calculator';

type Tree = { [key: string]: string | Tree };
const lookup = (tree: Tree, key: string) =>
  key
    .split('.')
    .reduce<Tree | string | undefined>(
      (node, k) => (typeof node === 'object' ? node[k] : undefined),
      tree,
    );

/** What the clinician grades in each instrument: the grid's columns, fields, list columns. */
function gradedFields(instrument: ModuleInstrument) {
  const spec = CALCULATOR_SPECS[instrument];
  const fields = [...spec.fields, ...(spec.grid?.columns ?? [])]
    .filter((f) => f.label !== 'ageYears')
    .map((f) => ({ label: f.label, min: f.min, max: f.max }));
  if (!isListInstrument(instrument)) return fields;
  return LIST_CALCULATORS[instrument].columns
    .filter((c) => c.kind === 'number' || c.key === 'depigmentation')
    .map((c) => ({ label: c.key, min: 0, max: c.kind === 'number' ? c.max : 0 }));
}

const instruments = Object.keys(CALCULATOR_SPECS) as ModuleInstrument[];

describe('grade descriptors beside the calculators', () => {
  it.each(instruments)('%s: every graded input has its scale, every whole grade a meaning', (i) => {
    for (const field of gradedFields(i)) {
      const scale = GRADE_GUIDES[i].find((s) => s.applies.includes(field.label));
      expect(scale, `${i}.${field.label}`).toBeDefined();
      // A scale with grades names each whole grade of the field's range, no more.
      if (scale!.grades.length > 0)
        expect(scale!.grades, `${i}.${field.label}`).toEqual(
          Array.from({ length: field.max - field.min + 1 }, (_, k) => field.min + k),
        );
    }
  });

  it('names the grade a value stands for, and nothing for half grades or other fields', () => {
    expect(gradeDescriptorKey('gags', 'forehead', 2)).toBe('gradeGuide.grades.gagsLesion.2');
    expect(gradeDescriptorKey('easi', 'erythema', 3)).toBe('gradeGuide.grades.easiSign.3');
    expect(gradeDescriptorKey('easi', 'erythema', 1.5)).toBeUndefined();
    expect(gradeDescriptorKey('easi', 'ageYears', 30)).toBeUndefined();
    expect(gradeDescriptorKey('salt', 'vertex', 40)).toBeUndefined();
    expect(gradeDescriptorKey('gags', 'forehead', null)).toBeUndefined();
  });

  it.each(locales)('every scale, grade and note is written in %s', async (lng) => {
    const catalogue = lng === 'en' ? english : await loadCatalogue(lng);
    const missing = instruments.flatMap((i) =>
      GRADE_GUIDES[i].flatMap((s) => [
        `gradeGuide.scales.${s.id}`,
        ...s.grades.map((g) => `gradeGuide.grades.${s.id}.${g}`),
        ...(s.note || s.grades.length === 0 ? [`gradeGuide.notes.${s.id}`] : []),
      ]),
    );
    expect(missing.filter((k) => typeof lookup(catalogue, k) !== 'string')).toEqual([]);
  });
});
