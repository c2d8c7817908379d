/**
 * Rules every string a request brings in (field values and object keys, in the body, the query
 * and the path) must keep, checked before the value gets anywhere, the first offender named as a
 * field path:
 * - no NUL character (U+0000): PostgreSQL text cannot hold it and failed deep in a query as a 500;
 * - well-formed Unicode, no unpaired UTF-16 surrogate (`"\ud800"` in JSON): text cannot hold
 *   that either; some queries stored U+FFFD in its place, others failed as a 500 (decision 1760);
 * - no value nested deeper than MAX_DEPTH: a JSON body of ten thousand `[` (20 KB) overflowed
 *   the call stack of a recursive walk, so the walk keeps its own stack and stops there. No
 *   request the API defines nests beyond a handful of levels.
 */

export const NUL_MESSAGE = 'must not contain the NUL character (\\u0000)';
export const SURROGATE_MESSAGE = 'must not contain an unpaired UTF-16 surrogate (\\ud800-\\udfff)';

/** Arrays and objects inside one another, counting the outermost as 1. */
export const MAX_DEPTH = 64;
export const DEPTH_MESSAGE = `must not be nested deeper than ${MAX_DEPTH} levels`;

export type InputProblem =
  /** `path` is the first string (or key) breaking the rule, as `/items/0/name`. */
  | { rule: 'nul' | 'surrogate'; path: string }
  /** Nested too deep; the whole value is named, since the path down would be MAX_DEPTH long. */
  | { rule: 'depth'; path: '' };

export const PROBLEM_MESSAGES: Record<InputProblem['rule'], string> = {
  nul: NUL_MESSAGE,
  surrogate: SURROGATE_MESSAGE,
  depth: DEPTH_MESSAGE,
};

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** With the `u` flag a pair is one astral code point, so only a surrogate standing alone matches. */
const UNPAIRED_SURROGATE = /\p{Surrogate}/u;

const textRule = (text: string): 'nul' | 'surrogate' | undefined =>
  text.includes('\u0000') ? 'nul' : UNPAIRED_SURROGATE.test(text) ? 'surrogate' : undefined;

/** The first problem in a request value, in document order, or undefined when there is none. */
export function findInputProblem(value: unknown): InputProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: '', depth: 0 }];
  for (let here = stack.pop(); here; here = stack.pop()) {
    if (typeof here.value === 'string') {
      const rule = textRule(here.value);
      if (rule) return { rule, path: here.path };
      continue;
    }
    if (!here.value || typeof here.value !== 'object') continue;
    const depth = here.depth + 1;
    if (depth > MAX_DEPTH) return { rule: 'depth', path: '' };
    const entries = Array.isArray(here.value)
      ? here.value.map((inner, i) => [String(i), inner] as const)
      : Object.entries(here.value);
    // Pushed last to first so the first entry is looked at first.
    for (const [key, inner] of entries.reverse()) {
      const path = `${here.path}/${pointer(key)}`;
      // A bad key is reported where it stands, before anything inside it.
      stack.push({ value: textRule(key) ? key : inner, path, depth });
    }
  }
  return undefined;
}
