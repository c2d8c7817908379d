/** Replaces what lies between `<!-- name:start -->` and `<!-- name:end -->` in bench/README.md (appended when missing). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../../e2e/harness/product';

export function writeReadmeSection(name: string, body: string): void {
  const file = join(ROOT, 'bench/README.md');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const text = readFileSync(file, 'utf8');
  const block = `${start}\n${body.trim()}\n${end}`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(file, next);
}
