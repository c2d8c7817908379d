import { findRegion, NEW_LEAD_PHONE_PATTERN } from '@umbrella/contract';

export type NewLeadValues = { region?: string; name?: string; phone?: string; offerAndProductIds?: string };
export type NewLeadErrors = Partial<Record<'region' | 'name' | 'phone' | 'offerAndProductIds', string>>;

/** The product select's value: offer id plus product id (LEAD-37). */
export const joinOfferAndProduct = (offerId: string, productId: number) => `${offerId}|${productId}`;

export function splitOfferAndProduct(value: string): { offerId: string; productId: number } | null {
  const at = value.lastIndexOf('|');
  const productId = Number(value.slice(at + 1));
  if (at <= 0 || !Number.isInteger(productId)) return null;
  return { offerId: value.slice(0, at), productId };
}

/**
 * The add-lead rules (LEAD-39..42): name required; phone a plus sign and 9–15 digits, first
 * 1–9, starting with the region's prefix (a message naming the region); product required.
 * Returns translation keys with their values; an empty object means the form may be sent.
 */
export function validateNewLead(
  values: NewLeadValues,
): Record<string, { key: string; params?: Record<string, string> }> {
  const errors: Record<string, { key: string; params?: Record<string, string> }> = {};
  if (!values.region) errors.region = { key: 'tasks.addLead.errors.region' };
  if (!values.name?.trim()) errors.name = { key: 'tasks.addLead.errors.name' };
  const phone = values.phone?.trim() ?? '';
  const region = values.region ? findRegion(values.region) : undefined;
  if (!NEW_LEAD_PHONE_PATTERN.test(phone)) errors.phone = { key: 'tasks.addLead.errors.phone' };
  else if (region && !phone.startsWith(region.phonePrefix)) {
    errors.phone = { key: 'tasks.addLead.errors.prefix', params: { prefix: region.phonePrefix, country: region.name } };
  }
  if (!values.offerAndProductIds || !splitOfferAndProduct(values.offerAndProductIds)) {
    errors.offerAndProductIds = { key: 'tasks.addLead.errors.product' };
  }
  return errors;
}
