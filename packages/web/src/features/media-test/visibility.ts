/**
 * Whether the media test shows (MEDIA-02): remembered in this browser per account. Once passed it
 * stays hidden for the rest of the local day, so every working day starts with a headset check
 * (docs/decisions/0602-media-test.md).
 */
const key = (accountId: number) => `umbrella.mediaTest.passedOn.${accountId}`;

const today = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

export function isMediaTestDue(accountId: number, now = new Date()): boolean {
  try {
    return localStorage.getItem(key(accountId)) !== today(now);
  } catch {
    return true;
  }
}

export function rememberMediaTestPassed(accountId: number, now = new Date()): void {
  try {
    localStorage.setItem(key(accountId), today(now));
  } catch {
    // Storage blocked: the test shows again next time.
  }
}
