import { describe, expect, it } from 'vitest';
import { notInterestedComment } from '../components/not-interested-modal';

describe('the Not interested comment', () => {
  it('CONST-29 "Unsupported payment method" asks for the method: none given, nothing to send', () => {
    expect(notInterestedComment({ reason: 'UNSUPPORTED_PAYMENT_METHOD', detail: ' ' })).toBeNull();
    expect(notInterestedComment({ reason: 'UNSUPPORTED_PAYMENT_METHOD', detail: 'Yape' })).toBe(
      'Unsupported payment method: Yape',
    );
  });

  it('a reason that asks for nothing is sent as it is', () => {
    expect(notInterestedComment({ reason: 'TOO_EXPENSIVE' })).toBe('Too expensive');
  });
});
