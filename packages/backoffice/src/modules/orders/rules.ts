/**
 * The order modal's field rules, enforced again by the server (ONEW-24, ONEW-83..97, ONEW-119,
 * OCONST-09..11): each broken rule names its field, so the modal shows it next to the field.
 */
import {
  type DeliveryProviderInfo,
  isBlockedTotalQuantity,
  isPersonName,
  mentionsPostalCode,
  ORDER_LIMITS,
  type OrderPayload,
} from '@umbrella/contract';

export type RuleContext = { regionId: string; provider: DeliveryProviderInfo | undefined; pickup: boolean };

const blank = (text: string | null | undefined) => !text?.trim();

export function payloadErrors(payload: OrderPayload, context: RuleContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const { regionId, provider, pickup } = context;
  if (blank(payload.fullName)) errors.fullName = 'is required';
  else if (!isPersonName(payload.fullName)) errors.fullName = 'must contain a letter';
  const quantity = payload.items.reduce((sum, i) => sum + i.qty, 0);
  if (quantity === 0) errors.items = 'must hold at least one unit';
  else if (isBlockedTotalQuantity(quantity)) errors.items = 'must not add up to exactly 2 units';
  if (!provider || provider.regionId !== regionId) {
    errors.deliveryProviderId = `is not a delivery provider of ${regionId}`;
    return errors;
  }
  const rules = provider.rules;
  // The street is read-only (and may stay empty) when a pickup point is chosen in pe-central.
  if (blank(payload.address) && !(pickup && regionId === 'pe-central')) errors.address = 'is required';
  else if (payload.address.length > rules.addressMax) errors.address = `must be at most ${rules.addressMax} characters`;
  else if (regionId === 'pe-central' && rules.rejectsPostalCodeInStreet && mentionsPostalCode(payload.address)) {
    errors.address = 'must not contain a postal code (5 digits, "postal" or "codigo")';
  }
  const comments = payload.comments ?? '';
  if (rules.comments.label === 'DNI') {
    if (blank(comments) || comments.trim().length > ORDER_LIMITS.dni)
      errors.comments = `DNI is required, at most ${ORDER_LIMITS.dni} characters`;
  } else if (comments.length > rules.comments.max) {
    errors.comments = `Max length of this field is ${rules.comments.max} symbols`;
  }
  if (rules.coordinatesRequired) {
    if (payload.deliveryInfo.latitude == null) errors['deliveryInfo.latitude'] = `is required with ${provider.name}`;
    if (payload.deliveryInfo.longitude == null) errors['deliveryInfo.longitude'] = `is required with ${provider.name}`;
  }
  if (regionId !== 'co-central') {
    if (payload.ccNumber) errors.ccNumber = 'is only sent for co-central';
    if (payload.email) errors.email = 'is only sent for co-central';
  }
  return errors;
}
