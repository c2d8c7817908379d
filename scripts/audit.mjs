#!/usr/bin/env node
/**
 * Dependency audit (decision 1727): `npm audit` of the production dependencies — what
 * the image ships — failing on any high or critical advisory that `.ci/audit-allowlist.json` does
 * not name by its advisory id (GHSA-…) with a reason and an end date. No blanket ignore, no level
 * switch: an allowed advisory is allowed only until its date, and only that advisory.
 *
 * Exit codes: 0 clean, 1 failing advisories, 3 the registry's advisory service could not be asked
 * (the audit did not happen; `AUDIT_REQUIRED=1` turns that into a failure).
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FAILING_SEVERITIES = new Set(['high', 'critical']);
export const NOT_CHECKED = 3;
const ALLOWLIST = fileURLToPath(new URL('../.ci/audit-allowlist.json', import.meta.url));

/** The advisories of an `npm audit --json` report (format 2), once each per package. */
export function advisoriesOf(report) {
  const found = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || via === null) continue; // a name: reached through another package
      const id = /GHSA(-[0-9a-z]{4}){3}/i.exec(via.url ?? '')?.[0] ?? `npm-${via.source}`;
      found.set(`${id} ${via.name}`, { id, name: via.name, severity: via.severity, title: via.title, url: via.url });
    }
  }
  return [...found.values()];
}

/**
 * Which advisories fail the build: high or critical, not allowed by id with an end date still ahead.
 * `stale` names allowlist entries no longer seen (to be removed) or past their date.
 */
export function auditVerdict(report, allowlist, today = new Date().toISOString().slice(0, 10)) {
  const allowed = allowlist.advisories ?? {};
  const advisories = advisoriesOf(report).filter((a) => FAILING_SEVERITIES.has(a.severity));
  const isAllowed = (a) => {
    const entry = allowed[a.id];
    return entry !== undefined && typeof entry.until === 'string' && entry.until >= today && Boolean(entry.reason);
  };
  const seen = new Set(advisories.map((a) => a.id));
  return {
    failing: advisories.filter((a) => !isAllowed(a)),
    allowed: advisories.filter(isAllowed),
    stale: Object.keys(allowed).filter((id) => !seen.has(id) || !(allowed[id].until >= today)),
  };
}

function main() {
  const allowlist = JSON.parse(readFileSync(ALLOWLIST, 'utf8'));
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = { message: run.error?.message ?? (run.stderr || 'no answer').trim() };
  }
  // A report has `vulnerabilities`; a failed request leaves npm's error (message, statusCode, …).
  if (typeof report.vulnerabilities !== 'object' || report.vulnerabilities === null) {
    const why = report.message ?? report.error?.summary ?? 'no report';
    console.error(`dependency audit NOT CHECKED: the registry's advisory service could not be asked (${why}).`);
    process.exit(process.env.AUDIT_REQUIRED === '1' ? 1 : NOT_CHECKED);
  }
  const { failing, allowed, stale } = auditVerdict(report, allowlist);
  const counts = report.metadata?.vulnerabilities ?? {};
  console.log(`dependency audit (production): ${JSON.stringify(counts)}`);
  for (const a of allowed)
    console.log(`  allowed until ${allowlist.advisories[a.id].until}: ${a.id} ${a.name} (${a.severity}) ${a.title}`);
  for (const id of stale) console.log(`  allowlist entry to review (not seen, or past its date): ${id}`);
  for (const a of failing) console.error(`  FAILING ${a.severity}: ${a.id} ${a.name} — ${a.title} ${a.url ?? ''}`);
  process.exit(failing.length ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
