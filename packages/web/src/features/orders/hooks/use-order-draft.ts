import { DEFAULT_NOTIFICATION_TYPE, type NotificationType } from '@umbrella/contract';
import { useState } from 'react';
import type { Quantities } from '../lib/quantities';
import type { DeliveryDraft } from '../lib/validation';

export const EMPTY_DELIVERY: DeliveryDraft = {
  fullName: '',
  street: '',
  addressReference: '',
  comments: '',
  coordinates: '',
  ccNumber: '',
  email: '',
};

/** The non-address choices of the modal: products, discount, the delivery form and the channel. */
export function useOrderDraft(initial: { fullName: string; productId: number | null }) {
  // In create mode the lead's product is preselected (ONEW-19).
  const [quantities, setQuantities] = useState<Quantities>(() =>
    initial.productId === null ? {} : { [initial.productId]: 1 },
  );
  const [discountId, setDiscountId] = useState<number | null>(null);
  const [delivery, setDelivery] = useState<DeliveryDraft>({ ...EMPTY_DELIVERY, fullName: initial.fullName });
  const [useMapAddress, setUseMapAddress] = useState(true);
  const [notificationType, setNotificationType] = useState<NotificationType>(DEFAULT_NOTIFICATION_TYPE);
  return {
    quantities,
    setQuantity: (productId: number, qty: number) => setQuantities((current) => ({ ...current, [productId]: qty })),
    setQuantities,
    discountId,
    setDiscountId,
    delivery,
    updateDelivery: (patch: Partial<DeliveryDraft>) => setDelivery((current) => ({ ...current, ...patch })),
    setDelivery,
    useMapAddress,
    setUseMapAddress,
    notificationType,
    setNotificationType,
  };
}

export type OrderDraft = ReturnType<typeof useOrderDraft>;
