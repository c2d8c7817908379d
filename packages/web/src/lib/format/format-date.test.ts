// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setUserTimezone } from './date-settings';
import { formatDate, formatDateTime, formatDay, formatUtcDateTime } from './format-date';

describe('one date format (decisions 1036, 1818)', () => {
  afterEach(() => setUserTimezone(undefined));

  it('ACONST-27 OCONST-18 instants read DD-MM-YYYY and DD-MM-YYYY-HH:mm in the user’s zone; days DD-MM-YYYY', () => {
    setUserTimezone('America/Santiago');
    expect(formatDate('2026-11-27T02:30:00Z')).toBe('26-11-2026');
    expect(formatDateTime('2026-11-27T02:30:00Z')).toBe('26-11-2026-23:30');
    expect(formatDay('2026-11-27')).toBe('27-11-2026');
  });

  it("BLACKLIST-03 the blacklist's instants read in UTC, in the same pattern, saying so", () => {
    setUserTimezone('America/Lima');
    expect(formatUtcDateTime('2026-11-27T02:30:00Z')).toBe('27-11-2026-02:30 UTC');
  });
});
