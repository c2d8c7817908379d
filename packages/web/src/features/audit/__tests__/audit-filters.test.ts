// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setUserTimezone } from '@/lib/format/date-settings';
import { auditQuery } from '../lib/audit-filters';

describe('audit period', () => {
  it('issue 17 audit: picked days become instants from midnight to the next midnight in the user’s timezone', () => {
    setUserTimezone('America/Lima');
    const query = auditQuery({ fromDay: '2026-11-01', toDay: '2026-11-02', action: 'ACCOUNT_BLOCKED' }, 2);
    expect(query).toEqual({
      action: 'ACCOUNT_BLOCKED',
      from: '2026-11-01T05:00:00.000Z',
      to: '2026-11-03T05:00:00.000Z',
      number: 2,
      size: 20,
    });
    setUserTimezone(undefined);
  });
});
