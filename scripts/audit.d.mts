/** Types of audit.mjs: the verdict of an `npm audit --json` report against the allowlist. */
export type Advisory = { id: string; name: string; severity: string; title: string; url?: string };
export type Allowlist = { advisories?: Record<string, { package?: string; reason: string; until: string }> };
export const FAILING_SEVERITIES: Set<string>;
export const NOT_CHECKED: number;
export function advisoriesOf(report: unknown): Advisory[];
export function auditVerdict(
  report: unknown,
  allowlist: Allowlist,
  today?: string,
): { failing: Advisory[]; allowed: Advisory[]; stale: string[] };
