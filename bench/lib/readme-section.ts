/**
 * The one way a benchmark records its last run: it replaces what lies between
 * `<!-- name:start -->` and `<!-- name:end -->` in its own page, bench/<bench>/README.md
 * (the block is appended when the markers are missing, the page created when it is).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../e2e/harness/product';

export function benchPage(bench: string): string {
  return join(ROOT, 'bench', bench, 'README.md');
}

export function writeReadmeSection(bench: string, name: string, body: string): void {
  const file = benchPage(bench);
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`.trimStart();
  writeFileSync(file, next);
}
