#!/usr/bin/env node
/**
 * Writes docs/decisions/README.md: every decision record with its title, and the trail between
 * them — what each one supersedes or amends, read from its own text ("Supersedes 0302",
 * "- Amends: 1035 (…)", "Superseded by 1033"), and, turned round, what later superseded or amended
 * it. Run after adding a record: `node scripts/decisions-index.mjs`.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', 'docs', 'decisions');
const files = readdirSync(DIR)
  .filter((name) => /^\d{4}-.*\.md$/.test(name))
  .sort();
const records = new Map(
  files.map((file) => {
    const text = readFileSync(join(DIR, file), 'utf8');
    const number = file.slice(0, 4);
    const title = (text.match(/^#\s+(.*)$/m)?.[1] ?? file).replace(/^\d{4}\s+[—–-]\s+/, '');
    return [number, { number, file, title, text, later: new Map() }];
  }),
);

/** The record numbers a line names after `word` (up to the first closing parenthesis or stop). */
const named = (text, word) =>
  [...text.matchAll(new RegExp(`${word}[^\\n]*`, 'gi'))].flatMap((line) =>
    [...line[0].matchAll(/\b(\d{4})\b/g)].map((m) => m[1]).filter((n) => records.has(n)),
  );

const earlier = new Map();
for (const record of records.values()) {
  // Only the record's head and its context speak of other records this way.
  const head = record.text.split(/\n## Decision/)[0];
  const links = [
    ...named(head, '(?:^|\\n)\\s*-?\\s*Supersedes').map((n) => [n, 'supersedes']),
    ...named(head, '(?:^|\\n)\\s*-?\\s*Amends').map((n) => [n, 'amends']),
  ].filter(([n]) => n !== record.number);
  earlier.set(record.number, links);
  for (const [n, how] of links)
    records.get(n).later.set(record.number, how === 'supersedes' ? 'superseded by' : 'amended by');
  for (const n of named(record.text, 'Superseded(?: in part| for [^\\n]*?)? by')) {
    if (n !== record.number) record.later.set(n, 'superseded by');
  }
}

const link = (n) => `[${n}](${records.get(n).file})`;
const lines = [
  '# Decision records',
  '',
  'Every choice the project made where the specification was silent or ambiguous, or where a',
  'library or a measurement decided, one record each. The trail column says what a record changed',
  'of an earlier one, and what later changed it: read the later one too. Written by',
  '`node scripts/decisions-index.mjs`.',
  '',
  '| Record | Decision | Trail |',
  '|---|---|---|',
];
for (const record of records.values()) {
  const trail = [
    ...earlier.get(record.number).map(([n, how]) => `${how} ${link(n)}`),
    ...[...record.later].map(([n, how]) => `${how} ${link(n)}`),
  ];
  lines.push(`| ${link(record.number)} | ${record.title.replaceAll('|', '\\|')} | ${trail.join('; ')} |`);
}
writeFileSync(join(DIR, 'README.md'), `${lines.join('\n')}\n`);
console.log(`docs/decisions/README.md: ${records.size} records`);
