/**
 * A restarting gateway must listen again quickly (decision 1743), and the split shape's gateway
 * carries no back-office: the remote-mode entry (server.ts) and the report parser's worker take
 * what they need of the back-office from @umbrella/edge — the back-office package loads PGlite,
 * oidc-provider and every module, about 3 s of imports. Walks the modules they reach through
 * relative imports and lists every value import of any back-office entry.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
/** Value imports and re-exports (`import type` / `export type` are erased and load nothing). */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function reachedImports(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => m[1] as string);
    seen.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
    }
  };
  visit(entry);
  return seen;
}

describe('remote gateway start (decision 1743)', () => {
  it('issue 17 the remote-mode gateway and its report worker load nothing of the back-office package', () => {
    const offenders = ['server.ts', 'reports/parse-worker.ts'].flatMap((entry) =>
      [...reachedImports(join(SRC, entry))].flatMap(([file, specifiers]) =>
        specifiers
          .filter((s) => s === '@umbrella/backoffice' || s.startsWith('@umbrella/backoffice/'))
          .map((s) => `${file.slice(SRC.length + 1)}: ${s}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('the walk sees a value import of the main entry (embedded.ts has one)', () => {
    const specifiers = [...reachedImports(join(SRC, 'embedded.ts')).values()].flat();
    expect(specifiers).toContain('@umbrella/backoffice');
  });
});
