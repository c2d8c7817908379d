/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one fails deep in a
 * query as a 500. Every string a request brings in (field values and object keys) is checked
 * before it gets anywhere, and the first offender is named as a field path.
 */

export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';

/** `/items/0/name` of the first string (or key) holding U+0000, or undefined when there is none. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], `${path}/${i}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const here = `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (key.includes('\u0000')) return here;
      const found = findNul(inner, here);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}
