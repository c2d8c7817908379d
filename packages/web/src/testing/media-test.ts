import { rememberMediaTestPassed } from '@/features/media-test/visibility';

/**
 * Screen tests of /tasks start with today's media test already passed, so that its modal does not
 * sit over the page they test; the media test's own tests leave it due.
 */
export function markMediaTestPassed(accountId: number): void {
  rememberMediaTestPassed(accountId);
}
