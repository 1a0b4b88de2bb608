import type { en } from './en.js';

/** The shape of English with every text a string: each language must fill every key. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ResultTexts = Texts<typeof en>;
