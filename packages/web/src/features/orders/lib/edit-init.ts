import { type AddressDto, DEFAULT_NOTIFICATION_TYPE, type DeliveryInfo, type DeliveryOption } from '@umbrella/contract';
import type { OrderDto } from '../types';
import type { AddressState, MapPoint } from './address-state';
import { formatCoordinates } from './coordinates';
import { optionsForMethod, possiblePaymentMethods } from './delivery-options';
import type { Quantities } from './quantities';
import { scheduleTimezone, withinScheduleWindow } from './schedule';
import type { DeliveryDraft } from './validation';

/** The order's map point, when it has one. */
export function orderPoint(order: OrderDto): MapPoint | null {
  const { latitude, longitude } = order.deliveryInfo;
  return latitude != null && longitude != null ? { latitude, longitude } : null;
}

/** Map mode when the order has no dictionary address (ONEW-36). */
export const editUsesMap = (order: OrderDto) => order.addr === null;

export function orderQuantities(order: OrderDto): Quantities {
  return Object.fromEntries(order.products.map((p) => [p.productId, p.qty]));
}

/** The option of the order: by its pickup point (ONEW-78), else the same place, else the same provider. */
function orderOption(options: readonly DeliveryOption[], order: OrderDto): DeliveryOption | null {
  const { pickupPoint, addressIdxDeliveryId } = order.deliveryInfo;
  if (pickupPoint) return options.find((o) => o.pickupPoint === pickupPoint) ?? null;
  return (
    options.find((o) => o.id === addressIdxDeliveryId) ??
    options.find((o) => o.pickupPoint === null && o.providerId === order.delivery_provider_id) ??
    null
  );
}

/**
 * The address step of an existing order (ONEW-76..81): its address or point, the method from
 * the deposit flag, the option by pickup point, and the date and time only within 10 minutes
 * of the schedule in the region's zone — otherwise the expired flag.
 */
export function editAddressState(
  order: OrderDto,
  address: AddressDto | null,
  info: DeliveryInfo,
): Partial<AddressState> {
  const method = order.deposit ? 'deposit' : 'payOnDelivery';
  const option = orderOption(optionsForMethod(info, method), order);
  const { preferredDate, preferredDeliveryTime } = order.deliveryInfo;
  const keep =
    option !== null &&
    preferredDate !== null &&
    preferredDeliveryTime !== null &&
    withinScheduleWindow(option, preferredDate, preferredDeliveryTime, scheduleTimezone(order.regionId));
  return {
    address,
    searchText: address?.fullAddress ?? '',
    point: address ? null : orderPoint(order),
    mapAddress: address ? null : order.address,
    deliveryInfo: info,
    paymentMethods: possiblePaymentMethods(info),
    paymentMethod: method,
    optionId: option?.id ?? null,
    date: keep ? preferredDate : null,
    time: keep ? preferredDeliveryTime : null,
    expired: !keep,
  };
}

export function editDeliveryDraft(order: OrderDto): DeliveryDraft {
  const point = orderPoint(order);
  return {
    fullName: order.full_name,
    street: order.address,
    addressReference: order.address2 ?? '',
    comments: order.comments ?? '',
    coordinates: point ? formatCoordinates(point) : '',
    ccNumber: order.ccNumber ?? '',
    email: order.email ?? '',
  };
}

export const editNotificationType = (order: OrderDto) =>
  order.notificationInfo?.notificationType ?? DEFAULT_NOTIFICATION_TYPE;
