/**
 * The demo's generators (faker's locales, country-state-city's tables) load only when the demo is
 * on: walks the modules the back-office entry reaches through static relative imports and lists
 * every static import of those packages. The seed itself is imported with `import()` when
 * config.demo is set, and the lead generator loads faker at its first lead.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..');
/** Static value imports and re-exports (`import type` / `export type` are erased and load nothing). */
const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DEMO_ONLY = /^(@faker-js\/|country-state-city$)/;

function demoOnlyImports(entry: string): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier) continue;
      if (DEMO_ONLY.test(specifier)) found.push(`${file.slice(SRC.length + 1)}: ${specifier}`);
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
    }
  };
  visit(entry);
  return found;
}

describe('demo dependencies', () => {
  it('a start without the demo loads neither faker nor country-state-city', () => {
    expect(demoOnlyImports(join(SRC, 'backoffice.ts'))).toEqual([]);
  });

  it('the walk sees them from the demo seed', () => {
    expect(demoOnlyImports(join(SRC, 'seed/demo.ts'))).toContain('seed/orders/dictionary.ts: country-state-city');
  });
});
