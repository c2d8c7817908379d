import { describe, expect, it } from 'vitest';
import { SELECTION_ZOOM } from '@/features/orders/lib/map-defaults';
import { RECEIPTS_REFRESH_MS } from '@/features/payments/api/review-receipt';

/**
 * The order constants (spec 2 §9) that no screen test times or counts; the others are named in
 * the screen tests that prove them (OCONST-13..16 in orders, search, scripts and documents tests).
 */
describe('order constants the screens use', () => {
  it('OCONST-13 the receipt table refreshes 500 ms after a review', () => {
    expect(RECEIPTS_REFRESH_MS).toBe(500);
  });

  it('OCONST-16 a picked point is shown at zoom 15', () => {
    expect(SELECTION_ZOOM).toBe(15);
  });
});
