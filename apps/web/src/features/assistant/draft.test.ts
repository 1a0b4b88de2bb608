import { describe, expect, it } from 'vitest';
import { addAttachment, canSend, localEcho, notePreview, toAttachmentInput } from './draft';

describe('draft', () => {
  it('sends attachments by reference, without their labels', () => {
    expect(
      toAttachmentInput({ kind: 'analysis', uploadId: 7, label: 'EASI, subject P-1' }),
    ).toEqual({ kind: 'analysis', uploadId: 7 });
    expect(toAttachmentInput({ kind: 'note', text: 'itchy' })).toEqual({
      kind: 'note',
      text: 'itchy',
    });
  });

  it('needs text or an attachment to send', () => {
    expect(canSend({ content: '  ', attachments: [] })).toBe(false);
    expect(canSend({ content: 'Hi', attachments: [] })).toBe(true);
    expect(canSend({ content: '', attachments: [{ kind: 'note', text: 'n' }] })).toBe(true);
  });

  it('attaches the same result or note once', () => {
    const once = addAttachment([], { kind: 'analysis', uploadId: 3, label: 'a' });
    expect(addAttachment(once, { kind: 'analysis', uploadId: 3, label: 'a' })).toBe(once);
    expect(addAttachment(once, { kind: 'note', text: 'x' })).toHaveLength(2);
  });

  it('echoes the trimmed message as a user message', () => {
    expect(localEcho('  Hello \n', [], 'translate', 'fr')).toMatchObject({
      role: 'user',
      content: 'Hello',
      action: 'translate',
      language: 'fr',
    });
  });

  it('previews a note on one short line', () => {
    expect(notePreview('Itchy\n  rash on  both arms')).toBe('Itchy rash on both arms');
    expect(notePreview('x'.repeat(50), 10)).toBe('xxxxxxxxx…');
  });
});
