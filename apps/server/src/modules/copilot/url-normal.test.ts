import { describe, expect, it } from 'vitest';
import { inScope, normalizeUrl, scopeOf } from './url-normal.js';

describe('normalizeUrl', () => {
  it('compares equal spellings as one address', () => {
    const same = [
      'https://Clinic.Example/Guides/',
      'https://clinic.example:443/Guides',
      'https://clinic.example/Guides#top',
      'https://clinic.example/Guides?utm_source=mail',
      'https://clinic.example//Guides/',
    ];
    expect(new Set(same.map((u) => normalizeUrl(u)))).toEqual(
      new Set(['https://clinic.example/Guides']),
    );
  });

  it('sorts the query and keeps the root slash', () => {
    expect(normalizeUrl('http://a.example/?b=2&a=1')).toBe('http://a.example/?a=1&b=2');
    expect(normalizeUrl('http://a.example')).toBe('http://a.example/');
    expect(normalizeUrl('http://a.example/x/index.html')).toBe('http://a.example/x');
  });
});

describe('crawl scope', () => {
  it('stays on the host and under the start folder', () => {
    const scope = scopeOf('https://clinic.example/guides');
    expect(scope).toEqual({ origin: 'https://clinic.example', path: '/guides/' });
    expect(inScope('https://clinic.example/guides/acne', scope)).toBe(true);
    expect(inScope('https://clinic.example/guides', scope)).toBe(true);
    expect(inScope('https://clinic.example/guidesx', scope)).toBe(false);
    expect(inScope('https://clinic.example/about', scope)).toBe(false);
    expect(inScope('https://other.example/guides/acne', scope)).toBe(false);
    expect(inScope('http://clinic.example/guides/acne', scope)).toBe(false);
  });

  it('takes the folder of a start page that names a file', () => {
    expect(scopeOf('https://clinic.example/guides/index.php').path).toBe('/guides/');
  });
});
