import type { Locale } from '@dermadesk/contracts';
import { en as englishResults } from '@dermadesk/contracts/result-texts/en';

/**
 * Each language is a folder of JSON files: `translation.json` for the shell and one file per
 * feature (`modules.json`, `history.json`, ...), each holding its own top-level keys. They are
 * merged into the one `translation` namespace, so features add texts without editing a shared
 * file. The texts of a result (measures, quality, body sites, bands) come from the result-text
 * catalogue in `@dermadesk/contracts`, which the server's exports read too. English ships in the
 * main bundle, except the texts of the assistant tools' screens (deferred below), which their pages
 * load with their code; the other languages load whole, when chosen.
 */
type Tree = { [key: string]: string | Tree };

/**
 * English texts kept out of the first load (some 9 KB compressed of a 250 KB budget): only the
 * pages in `lazyPage(..., texts)` use them. The brace list is written twice because import.meta.glob
 * takes literals only; `DeferredTexts` names the same files.
 */
export type DeferredTexts =
  | 'ai-settings'
  | 'copilot'
  | 'scribe'
  | 'scribe-outputs'
  | 'receptionist'
  | 'receptionist-assistant'
  | 'front-desk';
const englishFiles = import.meta.glob<Tree>(
  [
    './en/*.json',
    '!./en/{ai-settings,copilot,scribe,scribe-outputs,receptionist,receptionist-assistant,front-desk}.json',
  ],
  { eager: true, import: 'default' },
);
const deferredEnglish = import.meta.glob<Tree>(
  './en/{ai-settings,copilot,scribe,scribe-outputs,receptionist,receptionist-assistant,front-desk}.json',
  { import: 'default' },
);
const otherFiles = {
  fr: import.meta.glob<Tree>('./fr/*.json', { import: 'default' }),
  vi: import.meta.glob<Tree>('./vi/*.json', { import: 'default' }),
  pt: import.meta.glob<Tree>('./pt/*.json', { import: 'default' }),
  es: import.meta.glob<Tree>('./es/*.json', { import: 'default' }),
} satisfies Record<Exclude<Locale, 'en'>, unknown>;
const otherResults = {
  fr: () => import('@dermadesk/contracts/result-texts/fr').then((m) => m.fr),
  vi: () => import('@dermadesk/contracts/result-texts/vi').then((m) => m.vi),
  pt: () => import('@dermadesk/contracts/result-texts/pt').then((m) => m.pt),
  es: () => import('@dermadesk/contracts/result-texts/es').then((m) => m.es),
} satisfies Record<Exclude<Locale, 'en'>, unknown>;

function merge(files: Tree[]): Tree {
  const out: Tree = {};
  for (const file of files) {
    for (const [key, value] of Object.entries(file)) {
      if (key in out) throw new Error(`catalogue key "${key}" is defined in two files`);
      out[key] = value;
    }
  }
  return out;
}

const DEFERRED = Object.keys(deferredEnglish).map(
  (file) => file.slice('./en/'.length, -'.json'.length) as DeferredTexts,
);

/** The English of the first load. */
export const english: Tree = merge([...Object.values(englishFiles), englishResults]);

/** The English texts of some deferred files. */
export async function loadDeferredEnglish(names: readonly DeferredTexts[]): Promise<Tree> {
  return merge(await Promise.all(names.map((name) => deferredEnglish[`./en/${name}.json`]!())));
}

/** Every English text, deferred ones included (what each other language must match). */
export async function loadAllEnglish(): Promise<Tree> {
  return merge([english, await loadDeferredEnglish(DEFERRED)]);
}

export async function loadCatalogue(language: Exclude<Locale, 'en'>): Promise<Tree> {
  const files = Object.values(otherFiles[language]).map((load) => load());
  return merge(await Promise.all([...files, otherResults[language]()]));
}
