import { detectSearchConfig, isVietnamese, type SearchConfig } from './language.js';

/** U+202F: French sets its guillemets off with a narrow space that never breaks from them. */
const NARROW_NBSP = '\u202f';

/**
 * The quotation marks of each answer language: French guillemets inside narrow no-break spaces,
 * Spanish guillemets without spaces (the RAE's first level), English and Brazilian Portuguese
 * curly quotes (the app's Portuguese is Brazil's), and Vietnamese curly quotes too ('simple').
 */
const MARKS: Record<SearchConfig, readonly [open: string, close: string]> = {
  english: ['“', '”'],
  french: [`«${NARROW_NBSP}`, `${NARROW_NBSP}»`],
  spanish: ['«', '»'],
  portuguese: ['“', '”'],
  simple: ['“', '”'],
};

/**
 * The quotation marks of the answer's language: the question's, as a model is told to answer in.
 * A question too short to tell is read with the passages it is answered from.
 */
export function quotationMarks(question: string, passages: string): readonly [string, string] {
  let language = detectSearchConfig(question);
  if (language === 'simple' && !isVietnamese(question))
    language = detectSearchConfig(`${question} ${passages}`);
  return MARKS[language];
}
