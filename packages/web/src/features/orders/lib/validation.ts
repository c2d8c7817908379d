import { isPersonName, mentionsPostalCode, ORDER_LIMITS } from '@umbrella/contract';
import type { AddressState } from './address-state';
import { parseCoordinates } from './coordinates';
import { optionsForMethod } from './delivery-options';
import type { DeliveryFieldRules } from './field-rules';
import { type FieldErrors, MESSAGE_KEYS as K, message } from './messages';
import { isSlotOffered } from './schedule';

/** Step 2 → 3 checks (ONEW-08): address search, delivery time and date, deposit, district, state, city. */
export type AddressField =
  | 'addressSearch'
  | 'deliveryTimeAndDate'
  | 'deposit'
  | 'provider'
  | 'district'
  | 'state'
  | 'city';

export function addressStepErrors(state: AddressState, zone: string, now: number): FieldErrors<AddressField> {
  const errors: FieldErrors<AddressField> = {};
  const located = state.mapMode ? state.point !== null : state.address !== null;
  if (!located) errors.addressSearch = message(K.addressSearchBar);
  if (located && state.deliveryInfo && state.paymentMethods.length === 0) errors.deposit = message(K.deposit);
  else if (!state.paymentMethod) errors.deposit = message(K.fieldNotValid);
  const option = optionsForMethod(state.deliveryInfo, state.paymentMethod).find((o) => o.id === state.optionId) ?? null;
  if (state.paymentMethod && !option) errors.provider = message(K.fieldNotValid);
  if (!state.date || !state.time) errors.deliveryTimeAndDate = message(K.deliveryTimeAndDate);
  else if (!isSlotOffered(option, state.date, state.time, zone, now))
    errors.deliveryTimeAndDate = message(K.expiredDate);
  // "State" is the dictionary's region (Ambiguity 17).
  if (located && !state.address?.region) errors.state = message(K.fieldNotValid);
  if (located && !state.address?.city) errors.city = message(K.fieldNotValid);
  if (located && !state.address?.district) errors.district = message(K.fieldNotValid);
  return errors;
}

/** What the delivery step's form holds. */
export type DeliveryDraft = {
  fullName: string;
  street: string;
  addressReference: string;
  comments: string;
  coordinates: string;
  ccNumber: string;
  email: string;
};

export type DeliveryField = keyof DeliveryDraft | 'phone';

const CC_NUMBER = /^\d{5,12}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blank = (text: string) => text.trim() === '';

/** Step 3 → 4 checks (ONEW-09): full name, phone, street, address (reference), comments, coordinates. */
export function deliveryStepErrors(
  draft: DeliveryDraft,
  rules: DeliveryFieldRules,
  phone: string | null,
): FieldErrors<DeliveryField> {
  const errors: FieldErrors<DeliveryField> = {};
  if (blank(draft.fullName)) errors.fullName = message(K.fullNameRequired);
  else if (draft.fullName.trim().length > ORDER_LIMITS.fullName) errors.fullName = message(K.fullNameMax);
  else if (!isPersonName(draft.fullName)) errors.fullName = message(K.fullNameLetters);
  if (!phone || blank(phone)) errors.phone = message(K.fieldNotValid);
  if (blank(draft.street) && !rules.streetOptional) errors.street = message(K.fieldNotValid);
  else if (draft.street.length > rules.streetMax) errors.street = message(K.maxLength, { n: rules.streetMax });
  else if (rules.rejectsPostalCode && mentionsPostalCode(draft.street)) errors.street = message(K.fieldNotValid);
  if (rules.addressReference && draft.addressReference.length > ORDER_LIMITS.addressReference) {
    errors.addressReference = message(K.maxLength, { n: ORDER_LIMITS.addressReference });
  }
  if (rules.comments.label === 'DNI') {
    if (blank(draft.comments) || draft.comments.trim().length > rules.comments.max) errors.comments = message(K.dni);
  } else if (draft.comments.length > rules.comments.max) {
    errors.comments = message(K.maxLength, { n: rules.comments.max });
  }
  if (rules.coordinates && !parseCoordinates(draft.coordinates)) errors.coordinates = message(K.coordinates);
  if (rules.colombia && draft.ccNumber.trim() && !CC_NUMBER.test(draft.ccNumber.trim())) {
    errors.ccNumber = message(K.fieldNotValid);
  }
  if (rules.colombia && draft.email.trim() && !EMAIL.test(draft.email.trim())) errors.email = message(K.fieldNotValid);
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;
