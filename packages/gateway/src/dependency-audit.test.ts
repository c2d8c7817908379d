import { describe, expect, it } from 'vitest';
import { auditVerdict } from '../../../scripts/audit.mjs';

/** A trimmed `npm audit --json` report (format 2): fastify's own advisory, and one reached through it. */
function report(severity: string) {
  return {
    auditReportVersion: 2,
    vulnerabilities: {
      fastify: {
        name: 'fastify',
        severity,
        via: [
          {
            source: 1101,
            name: 'fastify',
            title: 'Example advisory',
            url: 'https://github.com/advisories/GHSA-abcd-1234-wxyz',
            severity,
          },
        ],
      },
      '@fastify/http-proxy': { name: '@fastify/http-proxy', severity, via: ['fastify'] },
    },
    metadata: { vulnerabilities: { [severity]: 2 } },
  };
}

describe('issue 17 dependency audit verdict (scripts/audit.mjs)', () => {
  it('fails on a high or critical advisory, once per advisory; moderate and low pass', () => {
    for (const severity of ['high', 'critical']) {
      const { failing } = auditVerdict(report(severity), { advisories: {} }, '2026-11-26');
      expect(failing.map((a) => [a.id, a.name, a.severity])).toEqual([['GHSA-abcd-1234-wxyz', 'fastify', severity]]);
    }
    for (const severity of ['moderate', 'low']) {
      expect(auditVerdict(report(severity), { advisories: {} }, '2026-11-26').failing).toEqual([]);
    }
    expect(auditVerdict({ vulnerabilities: {} }, { advisories: {} }).failing).toEqual([]);
  });

  it('an allowlist entry names one advisory, with a reason, until a date', () => {
    const allowlist = {
      advisories: {
        'GHSA-abcd-1234-wxyz': { package: 'fastify', reason: 'no fix yet; not reachable', until: '2026-12-31' },
      },
    };
    const allowed = auditVerdict(report('high'), allowlist, '2026-11-26');
    expect(allowed.failing).toEqual([]);
    expect(allowed.allowed.map((a) => a.id)).toEqual(['GHSA-abcd-1234-wxyz']);
    // Past its date it fails again and is named for review.
    const expired = auditVerdict(report('high'), allowlist, '2027-01-01');
    expect(expired.failing.map((a) => a.id)).toEqual(['GHSA-abcd-1234-wxyz']);
    expect(expired.stale).toEqual(['GHSA-abcd-1234-wxyz']);
    // Another advisory is not covered, and an entry without a reason allows nothing.
    expect(
      auditVerdict(report('high'), { advisories: { 'GHSA-zzzz-zzzz-zzzz': { reason: 'x', until: '2099-01-01' } } })
        .failing,
    ).toHaveLength(1);
    expect(
      auditVerdict(report('high'), { advisories: { 'GHSA-abcd-1234-wxyz': { reason: '', until: '2099-01-01' } } })
        .failing,
    ).toHaveLength(1);
  });

  it('an allowlist entry no longer seen in the report is named for removal', () => {
    const { stale } = auditVerdict(
      { vulnerabilities: {} },
      { advisories: { 'GHSA-gone-gone-gone': { reason: 'fixed since', until: '2099-01-01' } } },
    );
    expect(stale).toEqual(['GHSA-gone-gone-gone']);
  });
});
