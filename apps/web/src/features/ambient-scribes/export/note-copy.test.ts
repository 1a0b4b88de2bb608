import { describe, expect, it } from 'vitest';
import { noteCopyText } from './note-copy';

describe('the note as copied', () => {
  it('gives each filled section and the body map', () => {
    expect(
      noteCopyText(
        [
          { name: 'Subjective', text: ' Itchy for two weeks. ' },
          { name: 'Plan', text: '  ' },
        ],
        { heading: 'Body map', lines: ['Left forearm, 2 lesions, largest 8 mm'] },
      ),
    ).toBe(
      'Subjective:\nItchy for two weeks.\n\nBody map:\n- Left forearm, 2 lesions, largest 8 mm',
    );
  });

  it('leaves the body map out when nothing is marked', () => {
    expect(noteCopyText([{ name: 'S', text: 'x' }], { heading: 'Body map', lines: [] })).toBe(
      'S:\nx',
    );
  });
});
