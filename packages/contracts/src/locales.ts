/**
 * The UI languages, in a module without zod: the web app's first script reads them before
 * anything else loads (the package is side-effect free, so importing this pulls nothing more).
 */
export const locales = ['en', 'fr', 'vi', 'pt', 'es'] as const;
export type Locale = (typeof locales)[number];
