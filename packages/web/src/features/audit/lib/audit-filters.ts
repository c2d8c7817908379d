import { addDays, zonedInstant } from '@umbrella/contract';
import { getUserTimezone } from '@/lib/format/date-settings';
import type { AuditQuery } from '../api/get-audit';

export const AUDIT_PAGE_SIZE = 20;

/** What the filters hold: days as YYYY-MM-DD, read in the user's timezone when sent. */
export type AuditFilters = {
  actor?: string;
  action?: AuditQuery['action'];
  targetType?: AuditQuery['targetType'];
  targetId?: string;
  fromDay?: string;
  toDay?: string;
};

/** The request for a page: the picked days become instants from the first day's midnight to after the last day. */
export function auditQuery(filters: AuditFilters, page: number): AuditQuery {
  const zone = getUserTimezone();
  const { fromDay, toDay, ...rest } = filters;
  return {
    ...rest,
    ...(fromDay ? { from: zonedInstant(fromDay, '00:00', zone).toISOString() } : {}),
    ...(toDay ? { to: zonedInstant(addDays(toDay, 1), '00:00', zone).toISOString() } : {}),
    number: page,
    size: AUDIT_PAGE_SIZE,
  };
}
