/**
 * Turns a payload into the values of an order, checking everything the server can know: the
 * lead and its region, the products and price (the same calculation the modal showed), the
 * field rules of the chosen provider, and that the delivery option, date and slot are still
 * offered for this address or map point and payment method.
 */
import {
  CREATED_ORDER_STATUS,
  DEFAULT_NOTIFICATION_TYPE,
  type DeliveryOption,
  findDeliveryProvider,
  findRegion,
  type OrderPayload,
  zonedInstant,
} from '@umbrella/contract';
import type { Caller } from '../../platform/caller.js';
import { invalidField } from '../../platform/http-error.js';
import type { PricedSelection } from '../catalog/index.js';
import type { OtherModules } from './other-modules.js';
import type { OrderBundle } from './repo.js';
import { payloadErrors } from './rules.js';

export type PreparedOrder = {
  regionId: string;
  leadId: number;
  /** The lead's phone, as read for the price (a new order's phone). */
  phone: string;
  /** Whether that phone is blacklisted (read with it): order capture refuses such an order. */
  phoneBlacklisted: boolean;
  status: number;
  priced: PricedSelection;
  option: DeliveryOption;
  /** The dictionary address as the checks read it (its answer shows it). */
  address: OrderBundle['address'];
  values: {
    full_name: string;
    address: string;
    address2: string | null;
    comments: string | null;
    city: string;
    district: string;
    postal_code: string;
    address_id: number | null;
    address_type: string | null;
    latitude: number | null;
    longitude: number | null;
    deposit: boolean;
    delivery_provider_id: number;
    delivery_place_id: number;
    pickup_point: string | null;
    preferred_date: string;
    preferred_time: string;
    preferred_at: Date;
    city_code: string | null;
    subtotal_minor: number;
    price_minor: number;
    delivery_price_minor: number;
    currency: string;
    discount_id: number | null;
    offer_id: string | null;
    script_version_id: number | null;
    notification_type: 'Sms' | 'Whatsapp';
    notification_value: string | null;
    cc_number: string | null;
    email: string | null;
  };
};

const trimmedOrNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

export async function prepareOrder(
  others: OtherModules,
  caller: Pick<Caller, 'regionIds'>,
  payload: OrderPayload,
  now: Date,
): Promise<PreparedOrder> {
  // Read once here: the price needs it and a new order takes its phone (and refuses it blacklisted).
  const lead = (await others.workspace().lookup.leadForOrder(payload.leadId)) ?? null;
  const priced = await others.catalog().priceForLead(
    caller,
    {
      leadId: payload.leadId,
      discountId: payload.discountId,
      quantities: payload.items.map((item, i) => ({ productId: item.id, qty: item.qty, field: `items.${i}.id` })),
    },
    lead,
  );
  const regionId = priced.lead.regionId;
  const region = findRegion(regionId);
  const provider = findDeliveryProvider(payload.deliveryProviderId);
  const delivery = payload.deliveryInfo;
  const deliveryService = others.delivery();
  const address = payload.addressReferenceId
    ? await deliveryService.readAddress(caller, payload.addressReferenceId)
    : null;
  const errors = payloadErrors(payload, { regionId, provider, pickup: Boolean(delivery.pickupPoint) });
  if (payload.offerId && priced.lead.offerId && payload.offerId !== priced.lead.offerId)
    errors.offerId = 'is not the offer of this lead';
  if (priced.total <= 0 && !errors.items) errors.items = 'must have a total price greater than zero';
  if (address && region && address.country !== region.country)
    errors.addressReferenceId = `is not an address in ${region.country}`;
  if (!address && (delivery.latitude == null || delivery.longitude == null)) {
    errors.addressReferenceId = 'or the map point (deliveryInfo.latitude and longitude) is required';
  }
  if (Object.keys(errors).length || !region || !provider) throw invalidField(errors);

  const target = address
    ? { regionId, addressId: address.id, addressPoint: address }
    : { regionId, point: { latitude: delivery.latitude as number, longitude: delivery.longitude as number } };
  const info = await deliveryService.resolveDeliveryInfo(target, now);
  const options = payload.deposit ? info.prepay : info.payOnDelivery;
  const option = options.find(
    (o) => o.id === delivery.addressIdxDeliveryId && o.providerId === payload.deliveryProviderId,
  );
  if (!option) {
    throw invalidField({
      'deliveryInfo.addressIdxDeliveryId': {
        key: payload.deposit ? 'notDepositOption' : 'notPayOnDeliveryOption',
        values: { provider: provider.name },
      },
    });
  }
  if (!option.schedule[delivery.preferredDate]?.includes(delivery.preferredDeliveryTime)) {
    throw invalidField({
      'deliveryInfo.preferredDeliveryTime': 'is not offered (any more) on that date: choose another date and time',
    });
  }
  const [slotStart] = delivery.preferredDeliveryTime.split('-') as [string];
  const notification = payload.notificationInfo;
  const colombia = regionId === 'co-central';
  return {
    regionId,
    leadId: priced.lead.id,
    phone: lead?.phone ?? '',
    phoneBlacklisted: lead?.phoneBlacklisted ?? false,
    status: payload.deposit ? CREATED_ORDER_STATUS.deposit : CREATED_ORDER_STATUS.payOnDelivery,
    priced,
    option,
    address,
    values: {
      full_name: payload.fullName.trim(),
      address: payload.address.trim() || (option.pickupPoint ?? ''),
      // The address reference is a pe-central field, not with every provider (ONEW-90).
      address2: regionId === 'pe-central' && provider.rules.addressReference ? trimmedOrNull(payload.address2) : null,
      comments: trimmedOrNull(payload.comments),
      city: trimmedOrNull(payload.city) ?? address?.city ?? '',
      district: trimmedOrNull(payload.district) ?? address?.district ?? '',
      postal_code: trimmedOrNull(payload.postalCode) ?? address?.postal_code ?? '',
      address_id: address?.id ?? null,
      address_type: address ? (payload.addressReferenceType ?? address.type) : null,
      latitude: delivery.latitude ?? null,
      longitude: delivery.longitude ?? null,
      deposit: payload.deposit,
      delivery_provider_id: provider.id,
      delivery_place_id: option.id,
      pickup_point: option.pickupPoint,
      preferred_date: delivery.preferredDate,
      preferred_time: delivery.preferredDeliveryTime,
      preferred_at: zonedInstant(delivery.preferredDate, slotStart, region.timezone),
      city_code: trimmedOrNull(delivery.cityCode),
      subtotal_minor: priced.subtotal,
      price_minor: priced.total,
      delivery_price_minor: option.deliveryPrice,
      currency: priced.lead.currency,
      discount_id: priced.discount?.id ?? null,
      offer_id: priced.lead.offerId ?? trimmedOrNull(payload.offerId),
      script_version_id: payload.scriptVersionId ?? null,
      notification_type: notification?.notificationType ?? DEFAULT_NOTIFICATION_TYPE,
      notification_value: trimmedOrNull(notification?.value),
      cc_number: colombia ? trimmedOrNull(payload.ccNumber) : null,
      email: colombia ? trimmedOrNull(payload.email) : null,
    },
  };
}
