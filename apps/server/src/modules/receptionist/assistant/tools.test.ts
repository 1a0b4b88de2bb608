import { describe, expect, it } from 'vitest';
import { assistantTools, parseToolCall } from './tools.js';

describe('assistant tool arguments', () => {
  it('shows the model a JSON Schema per tool', () => {
    const book = assistantTools.find((t) => t.name === 'book_appointment')!;
    expect(book.parameters).toMatchObject({
      type: 'object',
      required: ['appointmentType', 'start'],
      additionalProperties: false,
    });
  });

  it('accepts valid arguments with their defaults', () => {
    expect(
      parseToolCall(
        'identify_patient',
        '{"firstName":" Ana ","lastName":"Roux","dateOfBirth":"1990-05-01","confirmed":false}',
      ),
    ).toEqual({
      ok: true,
      call: {
        name: 'identify_patient',
        args: {
          firstName: 'Ana',
          lastName: 'Roux',
          dateOfBirth: '1990-05-01',
          phone: '',
          confirmed: false,
        },
      },
    });
  });

  it('refuses unknown tools, broken JSON, extra keys and wrong values', () => {
    expect(parseToolCall('delete_everything', '{}')).toEqual({
      ok: false,
      error: 'Unknown tool delete_everything.',
    });
    expect(parseToolCall('find_slots', '{"appointmentType":')).toEqual({
      ok: false,
      error: 'The arguments are not valid JSON.',
    });
    const extra = parseToolCall('list_my_appointments', '{"patientId":"someone-else"}');
    expect(extra.ok).toBe(false);
    const wrong = parseToolCall('cancel_appointment', '{"appointmentId":"42","reason":""}');
    expect(wrong).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Invalid arguments: appointmentId: .*; reason: /),
    });
    expect(parseToolCall('book_appointment', '{"appointmentType":"x","start":"tomorrow"}').ok).toBe(
      false,
    );
    expect(parseToolCall('toString', '{}')).toEqual({ ok: false, error: 'Unknown tool toString.' });
  });
});
