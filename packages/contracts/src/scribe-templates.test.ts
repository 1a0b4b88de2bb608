import { describe, expect, it } from 'vitest';
import { parseTemplateJson, saveTemplateSchema } from './scribe-templates.js';

const valid = {
  name: 'Dermatology SOAP',
  scope: 'user',
  fields: JSON.stringify([
    { name: 'Subjective', instruction: 'What the patient says', format: 'prose' },
  ]),
  examples: '',
  instruction: '',
  conversationLanguage: 'en',
  chartNotesLanguage: 'fr',
};
const messages = (input: Record<string, unknown>) => {
  const r = saveTemplateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('scribe template validation', () => {
  it('accepts a valid template and parses its JSON fields', () => {
    const r = saveTemplateSchema.parse(valid);
    expect(r.fields[0]!.format).toBe('prose');
    expect(r.examples).toEqual([]);
  });

  it("refuses invalid JSON with 'One of the fields has invalid JSON format: <field>'", () => {
    expect(messages({ ...valid, fields: '[{"name": "S",' })).toEqual([
      'fields: One of the fields has invalid JSON format: fields',
    ]);
    expect(messages({ ...valid, examples: '["a", ]' })).toEqual([
      'examples: One of the fields has invalid JSON format: examples',
    ]);
  });

  it("says 'This field is required' for an empty name, fields or language", () => {
    expect(messages({ ...valid, name: '  ', fields: '', chartNotesLanguage: '' })).toEqual([
      'name: This field is required',
      'fields: This field is required',
      'chartNotesLanguage: This field is required',
    ]);
    const { name: _name, ...noName } = valid;
    expect(messages(noName)).toEqual(['name: This field is required']);
  });

  it('explains the expected shape of well-formed JSON of the wrong shape', () => {
    const r = parseTemplateJson('fields', '[{"name": "S", "format": "table"}]');
    expect(r).toEqual({
      ok: false,
      problem: 'shape',
      message: expect.stringContaining('prose or bullets'),
    });
    expect(parseTemplateJson('fields', '[')).toMatchObject({ ok: false, problem: 'json' });
    expect(parseTemplateJson('fields', ' ')).toMatchObject({ ok: false, problem: 'required' });
    expect(parseTemplateJson('examples', '["Full example note"]')).toEqual({
      ok: true,
      value: ['Full example note'],
    });
  });
});
