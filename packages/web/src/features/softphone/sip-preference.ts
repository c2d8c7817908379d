/**
 * The "enabled" switch of the SIP settings (PHONE-06), kept in this browser per account: an agent
 * working from a desk phone for a day can turn the softphone off without an administrator.
 */
const key = (accountId: number) => `umbrella.softphone.enabled.${accountId}`;
const listeners = new Set<() => void>();

export function isSoftphoneEnabled(accountId: number): boolean {
  try {
    return localStorage.getItem(key(accountId)) !== 'false';
  } catch {
    return true;
  }
}

export function setSoftphoneEnabled(accountId: number, enabled: boolean): void {
  try {
    localStorage.setItem(key(accountId), String(enabled));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeSoftphonePreference(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
