/**
 * Local and staging hosts get a red SIGN IN button so nobody mistakes them for production
 * (AUTH-03): localhost and loopback addresses, *.local / *.localhost, and any host with a
 * "staging" or "stage" label.
 */
export function isLocalOrStagingHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || host.startsWith('127.') || host === '0.0.0.0') return true;
  if (host.endsWith('.local') || host.endsWith('.localhost')) return true;
  return host.split('.').some((label) => /^(staging|stage)(-|$)/.test(label) || /-(staging|stage)$/.test(label));
}
