import type { EditOrderBody } from '@umbrella/contract';
import type { Dayjs } from 'dayjs';
import type { Quantities } from './quantities';

/** What the order page's edit form holds. */
export type EditOrderValues = {
  fullName: string;
  phone?: string;
  address: string;
  state?: string;
  city: string;
  district: string;
  postalCode: string;
  preferredDate: Dayjs | null;
  preferredTime?: string;
  deliveryProviderId?: number;
};

/**
 * The PATCH body of the edit form (ORDER-27..38): an empty phone or state is left out, the
 * products are the picked quantities. Null until the total is priced and the delivery chosen.
 */
export function editOrderBody(
  values: EditOrderValues,
  order: { quantities: Quantities; discountId: number | null; total: number | undefined },
): EditOrderBody | null {
  const { total } = order;
  if (!total || !values.preferredDate || !values.preferredTime || !values.deliveryProviderId) return null;
  return {
    fullName: values.fullName,
    ...(values.phone ? { phone: values.phone } : {}),
    address: values.address,
    ...(values.state ? { state: values.state } : {}),
    city: values.city,
    district: values.district,
    postalCode: values.postalCode,
    preferredDate: values.preferredDate.format('YYYY-MM-DD'),
    preferredTime: values.preferredTime,
    deliveryProviderId: values.deliveryProviderId,
    items: Object.entries(order.quantities).map(([id, qty]) => ({ id: Number(id), qty })),
    discountId: order.discountId,
    total,
  };
}
