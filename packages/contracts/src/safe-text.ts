/**
 * Text the database cannot keep: PostgreSQL refuses NUL in text and jsonb, and a UTF-16 surrogate
 * without its pair has no UTF-8 encoding (it would be stored altered, or fail). Requests carrying
 * either are refused as bad input, naming the field, in one place (server request hook, multipart
 * fields and JSON-in-text fields).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export const isUnsafeText = (text: string) => UNSAFE_TEXT.test(text);

/** The JSON pointer of the first unsafe string (or object key) in a parsed value, else null. */
export function unsafeTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafeText(value) ? path || '/' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (isUnsafeText(key)) return at;
    const found = unsafeTextPath(item, at);
    if (found) return found;
  }
  return null;
}
