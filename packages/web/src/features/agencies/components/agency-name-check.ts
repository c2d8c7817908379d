import { AGENCY_MESSAGES } from '@umbrella/contract';

/**
 * The agency name's rules in the order the spec gives them (AGENCY-12..15): an offer first, a
 * name, no spaces, and not already paid for this offer (asked of the server). Resolves to the
 * message of the first broken rule, or undefined when the name may be used.
 */
export async function agencyNameError(
  offerId: string | undefined,
  name: string | undefined,
  exists: (offerId: string, name: string) => Promise<boolean>,
): Promise<string | undefined> {
  if (!offerId) return AGENCY_MESSAGES.offerFirst;
  if (!name?.trim()) return AGENCY_MESSAGES.nameRequired;
  if (/\s/.test(name)) return AGENCY_MESSAGES.nameSpaces;
  if (await exists(offerId, name.trim())) return AGENCY_MESSAGES.duplicate;
  return undefined;
}
