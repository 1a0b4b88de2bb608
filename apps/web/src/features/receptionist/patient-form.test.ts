import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { PatientEntity } from '@dermadesk/contracts';
import { checkPatientForm } from './patient-form';
import { keyOf } from './patient-fields-section';

const t = ((key: string) => key) as unknown as TFunction;
const entity: PatientEntity = {
  fields: [
    { key: 'referrer', label: 'Referring doctor', type: 'text', required: true, choices: [] },
    { key: 'skinType', label: 'Skin type', type: 'choice', required: false, choices: ['I', 'II'] },
    { key: 'weight', label: 'Weight', type: 'number', required: false, choices: [] },
  ],
};
const base = { firstName: 'Ana', lastName: 'Roux', dateOfBirth: '1990-02-03' };

describe('the patient form checks what the server checks', () => {
  it('puts the errors beside the fields: a missing required extra field, an unknown choice', () => {
    const result = checkPatientForm({ ...base, extra: { skinType: 'VII' } }, entity, t);
    expect(result).toEqual({
      errors: [
        { name: ['extra', 'referrer'], errors: ['receptionist.common.required'] },
        { name: ['extra', 'skinType'], errors: ['frontDesk.form.invalid'] },
      ],
    });
  });

  it('refuses a missing first name and a malformed date of birth', () => {
    const result = checkPatientForm(
      { ...base, firstName: '', dateOfBirth: '03/02/1990', extra: { referrer: 'Dr A' } },
      entity,
      t,
    );
    expect('errors' in result && result.errors.map((e) => e.name as unknown)).toEqual([
      ['firstName'],
      ['dateOfBirth'],
    ]);
  });

  it('passes a valid form, leaving out empty optional fields', () => {
    const result = checkPatientForm(
      { ...base, subjectIds: ['S-1'], extra: { referrer: 'Dr A', skinType: '', weight: 61 } },
      entity,
      t,
    );
    expect('body' in result && result.body).toMatchObject({
      subjectIds: ['S-1'],
      extra: { referrer: 'Dr A', weight: 61 },
    });
  });
});

describe('keyOf', () => {
  it('makes a stable camelCase key the schema accepts', () => {
    expect(keyOf('Referring doctor')).toBe('referringDoctor');
    expect(keyOf('Phototype (Fitzpatrick)')).toBe('phototypeFitzpatrick');
    expect(keyOf('Médecin traitant')).toBe('medecinTraitant');
    expect(keyOf('2nd phone')).toBe('ndPhone');
    expect(keyOf('***')).toBe('field');
  });
});
