import type { DeliveryOption } from '@umbrella/contract';
import { useState } from 'react';
import type { AddressState } from '../lib/address-state';
import { formatCoordinates } from '../lib/coordinates';
import type { DeliveryFieldRules } from '../lib/field-rules';
import { addressStepErrors, deliveryStepErrors, hasErrors } from '../lib/validation';
import type { OrderDraft } from './use-order-draft';
import type { PriceState } from './use-price';

/** The wizard's steps in order; Next stops at the last. */
export const WIZARD_STEPS = ['products', 'address', 'delivery', 'check'] as const;
const LAST_STEP = WIZARD_STEPS.length - 1;

/**
 * The order wizard's current step and the gates of Next (ONEW-01..12): a free selection stays on
 * products; the address and delivery steps show their errors once Next was tried and keep the
 * agent there while any remain. Entering delivery fills the street and coordinates the address
 * step decided; each entry to the check step restarts its countdown (counted in checkEntries).
 */
export function useWizardGates({
  state,
  zone,
  draft,
  rules,
  phone,
  option,
  price,
}: {
  state: AddressState;
  zone: string;
  draft: OrderDraft;
  rules: DeliveryFieldRules;
  phone: string;
  option: DeliveryOption | null;
  price: PriceState;
}) {
  const [step, setStep] = useState(0);
  const [checkEntries, setCheckEntries] = useState(0);
  const [attempted, setAttempted] = useState<Record<number, boolean>>({});
  const [priceBlocked, setPriceBlocked] = useState(false);

  const enterDelivery = () => {
    const patch: Partial<typeof draft.delivery> = {};
    if (state.mapMode && draft.useMapAddress && state.mapAddress)
      patch.street = state.mapAddress.slice(0, rules.streetMax);
    if (state.mapMode && state.point) patch.coordinates = formatCoordinates(state.point);
    if (rules.streetOptional && option?.pickupPoint) patch.street = option.pickupPoint.slice(0, rules.streetMax);
    draft.updateDelivery(patch);
  };

  const next = () => {
    if (step === 0) {
      const free = price.status === 'ready' && price.price.totalPrice <= 0;
      setPriceBlocked(free);
      if (free) return;
    }
    if (step === 1) {
      setAttempted((a) => ({ ...a, 1: true }));
      if (hasErrors(addressStepErrors(state, zone, Date.now()))) return;
      enterDelivery();
    }
    if (step === 2) {
      setAttempted((a) => ({ ...a, 2: true }));
      if (hasErrors(deliveryStepErrors(draft.delivery, rules, phone))) return;
      setCheckEntries((n) => n + 1);
    }
    setStep((s) => Math.min(s + 1, LAST_STEP));
  };

  const previous = () => setStep((s) => Math.max(0, s - 1));

  return { step, setStep, next, previous, lastStep: LAST_STEP, checkEntries, attempted, priceBlocked, setPriceBlocked };
}
