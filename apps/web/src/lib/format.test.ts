import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format';

/** French puts a no-break space between number and unit. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('formatFileSize', () => {
  it("uses the language's own units", () => {
    expect(formatFileSize(3_000, 'en')).toBe('3 kB');
    expect(plain(formatFileSize(3_000, 'fr'))).toBe('3 ko');
    expect(plain(formatFileSize(1_572_864, 'fr'))).toBe('1,5 Mo');
    expect(formatFileSize(1_572_864, 'en')).toBe('1.5 MB');
  });

  it('shows a file under a kilobyte as 1 kB, not 0', () => {
    expect(formatFileSize(200, 'en')).toBe('1 kB');
  });
});
