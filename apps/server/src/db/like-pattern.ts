/**
 * LIKE treats `%` and `_` as wildcards and `\` as its escape: text a user typed (a subject ID, a
 * conversation title) must match literally.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern matching a keyword anywhere in a lower-cased column, literally. */
export const substringPattern = (keyword: string) => `%${escapeLike(keyword.toLowerCase())}%`;
