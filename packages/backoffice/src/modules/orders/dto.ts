/** An order row and its parts in the shape of ONEW-122 / ORDER-10 (phone masked per viewer). */
import { MASKED_PHONE, type OrderDto } from '@umbrella/contract';
import type { PhoneViewer } from '../../platform/phone-mask.js';
import { visiblePhone } from '../../platform/phone-mask.js';
import type { OrderBundle } from './repo.js';

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);

/**
 * `phoneHidden`: the viewer may not reveal this order's phone, so no phone of it is shown.
 * `paymentLink`: the link a write just issued, if any (only a token's hash is kept).
 */
export function toOrderDto(
  bundle: OrderBundle,
  viewer: PhoneViewer,
  paymentLink: string | null,
  phoneHidden = false,
): OrderDto {
  const { order, items, providerName, address, tags } = bundle;
  const shown = (phone: string) => (phoneHidden ? MASKED_PHONE : visiblePhone(viewer, phone));
  const dto: OrderDto = {
    id: order.id,
    short_code: order.short_code,
    status: order.status,
    lead_id: order.lead_id,
    regionId: order.region_id,
    phone: shown(order.phone),
    full_name: order.full_name,
    city: order.city,
    district: order.district,
    postal_code: order.postal_code,
    address: order.address,
    address2: order.address2,
    comments: order.comments,
    price: order.price_minor,
    delivery_price: order.delivery_price_minor,
    currency: order.currency,
    products: items.map((i) => ({
      id: i.product_id,
      productId: i.product_id,
      name: i.name,
      qty: i.qty,
      price: i.unit_price_minor,
    })),
    preferred_date: iso(order.preferred_at),
    created: iso(order.created_at) as string,
    claimed_by: order.created_by,
    deposit: order.deposit,
    delivery_provider_id: order.delivery_provider_id,
    delivery_provider_name: providerName,
    externalId: order.external_id,
    trackingLink: order.tracking_link,
    discountId: order.discount_id,
    offerId: order.offer_id,
    scriptVersionId: order.script_version_id,
    notificationInfo: order.notification_type
      ? {
          value: order.notification_value ? shown(order.notification_value) : null,
          notificationType: order.notification_type,
        }
      : null,
    deliveryInfo: {
      preferredDate: order.preferred_date,
      preferredDeliveryTime: order.preferred_time,
      pickupPoint: order.pickup_point,
      addressIdxDeliveryId: order.delivery_place_id,
      latitude: order.latitude,
      longitude: order.longitude,
      cityCode: order.city_code,
    },
    addr: address
      ? {
          id: address.id,
          addressType: address.type,
          addressIdx: {
            id: address.id,
            region: address.region,
            province: address.province,
            city: address.city,
            district: address.district,
            postalCode: address.postal_code,
            ubigeo: address.ubigeo,
          },
        }
      : null,
    originalOrderId: order.original_order_id,
    paymentLink,
    tags,
  };
  // ORDER-12: the cc number and e-mail belong to co-central orders only.
  if (order.region_id === 'co-central') {
    dto.ccNumber = order.cc_number;
    dto.email = order.email;
  }
  return dto;
}
