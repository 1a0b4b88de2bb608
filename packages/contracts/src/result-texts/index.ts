import type { Locale } from '../i18n.js';
import type { TextLookup } from '../result-words.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import { pt } from './pt.js';
import type { ResultTexts } from './types.js';
import { vi } from './vi.js';

export type { ResultTexts } from './types.js';

/**
 * Every language's result texts, for the server (CSV, PDF, FHIR). The web app loads one language
 * at a time from `@dermadesk/contracts/result-texts/<lang>` into i18next instead.
 */
export const RESULT_TEXTS: Readonly<Record<Locale, ResultTexts>> = { en, fr, vi, pt, es };

type Tree = { [key: string]: string | Tree };

/** `{{name}}` filled from params; a missing param leaves the placeholder, as i18next does. */
export function interpolate(text: string, params: Record<string, unknown> = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const v = params[name];
    return typeof v === 'string' || typeof v === 'number' ? String(v) : whole;
  });
}

/**
 * A `TextLookup` over one language's catalogue (dotted keys as in i18next; a key segment may
 * itself hold dots, e.g. a band label `range (< 4.75)`, so the walk tries the longest match).
 */
export function resultTextLookup(locale: Locale): TextLookup {
  const root = RESULT_TEXTS[locale] as unknown as Tree;
  return (key, params) => {
    const text = walk(root, key.split('.'));
    return text === undefined ? undefined : interpolate(text, params);
  };
}

function walk(node: Tree, parts: string[]): string | undefined {
  if (parts.length === 0) return undefined;
  for (let take = parts.length; take >= 1; take--) {
    const next = node[parts.slice(0, take).join('.')];
    if (next === undefined) continue;
    if (take === parts.length) return typeof next === 'string' ? next : undefined;
    if (typeof next !== 'string') {
      const found = walk(next, parts.slice(take));
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
