/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a string carrying one fails deep in a
 * query as a 500. Every string a request brings in (field values and object keys) is checked
 * before it gets anywhere, and the first offender is named as a field path.
 *
 * The walk keeps its own stack rather than recursing, and refuses a value nested deeper than
 * MAX_DEPTH: a JSON body of ten thousand `[` (20 KB) otherwise overflowed the call stack here,
 * a 500 on every JSON route. No request the API defines nests beyond a handful of levels.
 */

export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';

/** Arrays and objects inside one another, counting the outermost as 1. */
export const MAX_DEPTH = 64;
export const DEPTH_MESSAGE = `must not be nested deeper than ${MAX_DEPTH} levels`;

export type InputProblem =
  /** `path` is the first string (or key) holding U+0000, as `/items/0/name`. */
  | { rule: 'nul'; path: string }
  /** Nested too deep; the whole value is named, since the path down would be MAX_DEPTH long. */
  | { rule: 'depth'; path: '' };

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The first problem in a request value, in document order, or undefined when there is none. */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const here = stack.pop()!;
    if (typeof here.value === 'string') {
      if (here.value.includes('\u0000')) return { rule: 'nul', path: here.path };
      continue;
    }
    if (!here.value || typeof here.value !== 'object') continue;
    const depth = here.depth + 1;
    if (depth > MAX_DEPTH) return { rule: 'depth', path: '' };
    const entries = Array.isArray(here.value)
      ? here.value.map((inner, i) => [String(i), inner] as const)
      : Object.entries(here.value);
    // Pushed last to first so the first entry is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const path = `${here.path}/${pointer(key)}`;
      if (key.includes('\u0000')) stack.push({ value: key, path, depth });
      else stack.push({ value: inner, path, depth });
    }
  }
  return undefined;
}
