/**
 * Delivery options from provider places (ONEW-65): each place with a schedule becomes a prepay
 * option, a pay-on-delivery option, or both, as its own and its provider's support say.
 */
import { type DeliveryInfo, type DeliveryOption, localNow } from '@umbrella/contract';
import type { PlaceRow } from './repo.js';
import { computeSchedule } from './schedule.js';

export type OptionContext = {
  now: Date;
  timeZone: string;
  country: string;
  holidays: ReadonlyMap<number, ReadonlySet<string>>;
};

const NO_HOLIDAYS: ReadonlySet<string> = new Set();

export function deliveryOptions(places: readonly PlaceRow[], context: OptionContext): DeliveryInfo {
  const info: DeliveryInfo = { prepay: [], payOnDelivery: [] };
  const seen = new Set<number>();
  const today = localNow(context.now, context.timeZone);
  for (const place of places) {
    if (seen.has(place.id)) continue;
    seen.add(place.id);
    const schedule = computeSchedule({
      week: place.schedule,
      daysToDeliver: place.days_to_deliver,
      today,
      country: context.country,
      providerHolidays: context.holidays.get(place.provider_id) ?? NO_HOLIDAYS,
    });
    // A place with no date to offer is no option at all (ONEW-62 shows "no possible delivery").
    if (!Object.keys(schedule).length) continue;
    const option: DeliveryOption = {
      providerId: place.provider_id,
      providerName: place.provider_name,
      id: place.id,
      pickupPoint: place.pickup ? `${place.name} – ${place.pickup_address}` : null,
      schedule,
      placeName: place.name,
      daysToDeliver: place.days_to_deliver,
      deliveryPrice: place.delivery_price_minor,
    };
    if (place.prepay) info.prepay.push(option);
    if (place.cash_on_delivery) info.payOnDelivery.push(option);
  }
  return info;
}
