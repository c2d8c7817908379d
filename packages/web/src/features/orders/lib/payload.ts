import type { DeliveryOption, NotificationType, OrderPayload } from '@umbrella/contract';
import type { OrderLead } from '../types';
import type { AddressState } from './address-state';
import { parseCoordinates } from './coordinates';
import type { DeliveryFieldRules } from './field-rules';
import { chosenItems, type Quantities } from './quantities';
import type { DeliveryDraft } from './validation';

export type PayloadInput = {
  lead: OrderLead;
  quantities: Quantities;
  discountId: number | null;
  address: AddressState;
  option: DeliveryOption;
  delivery: DeliveryDraft;
  rules: DeliveryFieldRules;
  notificationType: NotificationType;
};

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** The order payload (ONEW-116..119) from the four steps' choices. */
export function buildOrderPayload(input: PayloadInput): OrderPayload {
  const { lead, address: state, option, delivery, rules } = input;
  const dictionary = state.mapMode ? null : state.address;
  const point = state.mapMode ? state.point : rules.coordinates ? parseCoordinates(delivery.coordinates) : null;
  const payload: OrderPayload = {
    leadId: lead.id,
    fullName: delivery.fullName.trim(),
    items: chosenItems(input.quantities),
    address: delivery.street.trim(),
    city: state.address?.city ?? '',
    district: state.address?.district ?? '',
    postalCode: state.address?.postalCode ?? '',
    discountId: input.discountId,
    comments: orNull(delivery.comments),
    deposit: state.paymentMethod === 'deposit',
    preferredDate: state.date,
    deliveryProviderId: option.providerId,
    addressReferenceId: dictionary?.id ?? null,
    addressReferenceType: dictionary?.type ?? null,
    deliveryInfo: {
      preferredDate: state.date ?? '',
      preferredDeliveryTime: state.time ?? '',
      pickupPoint: option.pickupPoint,
      addressIdxDeliveryId: option.id,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      cityCode: null,
    },
    address2: rules.addressReference ? orNull(delivery.addressReference) : null,
    notificationInfo: { value: null, notificationType: input.notificationType },
    offerId: lead.offerId,
  };
  if (rules.colombia) {
    payload.ccNumber = orNull(delivery.ccNumber);
    payload.email = orNull(delivery.email);
  }
  return payload;
}
