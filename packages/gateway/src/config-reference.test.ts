import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/configuration.md is the one configuration reference: every environment variable the
 * product's code reads is in its table, and nothing in the table is read by no code — so a new
 * setting cannot ship undocumented and a removed one cannot linger in the docs.
 */
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Set by the start script for the libraries, not a setting of ours. */
const NOT_OURS = new Set(['NODE_ENV']);

function productSources(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', 'packages/backoffice/src', 'packages/gateway/src', 'scripts/start.mjs'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  );
  return listed
    .split('\n')
    .filter((file) => /\.(ts|mjs)$/.test(file) && !/\.test\.ts$|\/testing\/|__tests__/.test(file));
}

/** Names read as `env.NAME`, `env['NAME']`, or handed to a reader as an argument (`integer(env, 'NAME', …)`, `twilio(because, 'TWILIO_FROM')`). */
function namesReadByCode(): Map<string, string> {
  const names = new Map<string, string>();
  for (const file of productSources()) {
    const text = readFileSync(ROOT + file, 'utf8');
    if (!/\benv\b/.test(text)) continue;
    for (const m of text.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g)) names.set(m[1] as string, file);
    for (const m of text.matchAll(/[(,]\s*'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'\s*[,)]/g)) names.set(m[1] as string, file);
  }
  for (const name of NOT_OURS) names.delete(name);
  return names;
}

/** The backticked names in the first column of the reference's tables (`A` / `B` and `A`, `B` rows name two). */
function documentedNames(): Set<string> {
  const text = readFileSync(`${ROOT}docs/configuration.md`, 'utf8');
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const first = /^\|([^|]+)\|/.exec(line)?.[1];
    if (!first) continue;
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1] as string);
  }
  return names;
}

describe('the configuration reference', () => {
  const read = namesReadByCode();
  const documented = documentedNames();

  it('finds the settings the code reads (the scan itself works)', () => {
    expect(read.get('DATABASE_URL')).toBe('packages/backoffice/src/platform/config.ts');
    expect(read.get('PROXY_TIMEOUT_MS')).toBe('packages/gateway/src/config.ts');
    expect(read.get('TWILIO_FROM')).toBe('packages/backoffice/src/platform/messaging/messaging-config.ts');
    expect(documented.has('PUBLIC_URL')).toBe(true);
  });

  it('documents every variable the product reads', () => {
    const missing = [...read].filter(([name]) => !documented.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('documents no variable the product does not read', () => {
    expect([...documented].filter((name) => !read.has(name))).toEqual([]);
  });
});
