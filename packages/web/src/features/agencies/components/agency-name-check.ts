import type { AGENCY_MESSAGES } from '@umbrella/contract';

/**
 * The agency name's rules in the order the spec gives them (AGENCY-12..15): an offer first, a
 * name, no spaces, and not already paid for this offer (asked of the server). Resolves to the
 * message key of the first broken rule (said through `agencies.spec.<key>`), or undefined when the
 * name may be used.
 */
export async function agencyNameError(
  offerId: string | undefined,
  name: string | undefined,
  exists: (offerId: string, name: string) => Promise<boolean>,
): Promise<keyof typeof AGENCY_MESSAGES | undefined> {
  if (!offerId) return 'offerFirst';
  if (!name?.trim()) return 'nameRequired';
  if (/\s/.test(name)) return 'nameSpaces';
  if (await exists(offerId, name.trim())) return 'duplicate';
  return undefined;
}
