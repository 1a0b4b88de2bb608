import { locales } from '@dermadesk/contracts';
import { describe, expect, it } from 'vitest';
import { loadAllEnglish, loadCatalogue } from './catalogues';

const catalogues: Record<string, unknown> = {
  en: await loadAllEnglish(),
  fr: await loadCatalogue('fr'),
  vi: await loadCatalogue('vi'),
  pt: await loadCatalogue('pt'),
  es: await loadCatalogue('es'),
};

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (typeof value === 'string') return { [prefix]: value };
  return Object.entries(value as Record<string, unknown>).reduce<Record<string, string>>(
    (acc, [k, v]) => ({ ...acc, ...flatten(v, prefix ? `${prefix}.${k}` : k) }),
    {},
  );
}

const flatEn = flatten(catalogues.en);
const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

/**
 * Texts that are the same in every language: names, the language picker's endonyms, and lesion
 * types that French and Spanish spell as English does (papules, pustules, comedones), and the
 * record versions' "Version n" and "score" that French writes as English does.
 */
const sameEverywhere =
  /^(gradeGuide\.grades\.gagsLesion\.[123]|app\.name|languages\.\w+|app\.version|pages\.assistant|menu\.assistant|profile\.organisations|history\.exportCsv|common\.no|drafts\.versions\.(version|score|change)|moduleName\.\w+|image\.heading|site\.abdomen|signIn\.email|report\.(module|imageCount|images|result\.(date|score|note|no))|csv\.(module_name|image_count|classification_status)|measure\.quantity\.\w+\.unit|calculator\.(instruments\.\w+|fields\.(excoriation|desquamation|structures))|frontDesk\.(form\.(notes|no)|patient\.(title|module|score|images)|fields\.(type|types\.date)))$/;

describe('text catalogues', () => {
  it('has a catalogue for every supported language', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...locales].sort());
  });

  it.each(locales.filter((l) => l !== 'en'))('%s has every key of en and no other', (lng) => {
    const flat = flatten(catalogues[lng]);
    const missing = Object.keys(flatEn).filter((k) => !flat[k]?.trim());
    const extra = Object.keys(flat).filter((k) => !(k in flatEn));
    expect(missing, `missing in ${lng}`).toEqual([]);
    expect(extra, `unknown in ${lng}`).toEqual([]);
  });

  it.each(locales.filter((l) => l !== 'en'))('%s keeps the interpolation variables', (lng) => {
    const flat = flatten(catalogues[lng]);
    for (const [key, text] of Object.entries(flatEn)) {
      expect(variables(flat[key] ?? ''), `${lng}: ${key}`).toEqual(variables(text));
    }
  });

  it.each(locales.filter((l) => l !== 'en'))('%s is translated, not an English copy', (lng) => {
    const flat = flatten(catalogues[lng]);
    const copies = Object.keys(flatEn).filter(
      (k) => flat[k] === flatEn[k] && !sameEverywhere.test(k),
    );
    expect(copies, `English copies in ${lng}`).toEqual([]);
  });

  it('contains every message of the product error catalogue and the validation texts', () => {
    const required = [
      'Either an unexpected error occured, or your request was not authorized',
      'Your session has expired. Please sign out and sign in again',
      'Upload ID not found in URL',
      'There was an error fetching the result. If the issue persists, try signing out and signing in again.',
      'No data was found when fetching this upload ID',
      'Failed to storage data.',
      'Failed to get upload URL',
      'upload failed.',
      'Failed to import website.',
      'Failed to store website data',
      'API call failed with status.',
      'Failed to delete data.',
      'Failed to fetch initial data.',
      'Error when extract data.',
      'Process failed.',
      'Failed to generate letter.',
      'Please contact us at: {{email}}',
      "Window not in focus, can't copy chartnote to clipboard. Click anywhere on the page again to copy.",
      'Login successful',
      'Logout successful',
      '{{name}} uploaded successfully.',
      'Transcription extracted!',
      'Letter copied to clipboard.',
      'Chart note copied to clipboard.',
      'Chart note generated and copied to clipboard.',
      'Loading... Please wait',
      "Sorry, you don't have to access this page",
      'Source Name is required!',
      'Please enter a valid website URL starting with http:// or https://',
      'Website already exists',
      '{{name}} exceeds the maximum size of 20 MB.',
      'Please select at least one file before proceeding.',
      'You must choose one option before proceeding!',
      'One of the fields has invalid JSON format: {{field}}',
      'This field is required',
      'Please choose one or more items for download!',
      'Your AI Modules',
      'Other AI Modules',
    ];
    const texts = new Set(Object.values(flatEn));
    expect(required.filter((r) => !texts.has(r))).toEqual([]);
  });
});
