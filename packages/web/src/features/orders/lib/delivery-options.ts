import { type DeliveryInfo, type DeliveryOption, findDeliveryProvider, type PaymentMethod } from '@umbrella/contract';

/** The payment methods an address allows: both, one, or none (ONEW-49). */
export function possiblePaymentMethods(info: DeliveryInfo | null): PaymentMethod[] {
  if (!info) return [];
  const methods: PaymentMethod[] = [];
  if (info.prepay.length > 0) methods.push('deposit');
  if (info.payOnDelivery.length > 0) methods.push('payOnDelivery');
  return methods;
}

/** Only one possible method is chosen for the user; with both, none is (ONEW-50). */
export function autoPaymentMethod(methods: readonly PaymentMethod[]): PaymentMethod | null {
  return methods.length === 1 ? (methods[0] ?? null) : null;
}

/** Deposit shows the prepay options, pay on delivery its own list (ONEW-53). */
export function optionsForMethod(info: DeliveryInfo | null, method: PaymentMethod | null): DeliveryOption[] {
  if (!info || !method) return [];
  return method === 'deposit' ? info.prepay : info.payOnDelivery;
}

/**
 * The option chosen for the user (ONEW-54, ONEW-55): the only one, else the first of the two
 * special Peru/Chile providers (docs/decisions/0702: DTK and Blue Express), else none.
 */
export function autoOption(options: readonly DeliveryOption[]): DeliveryOption | null {
  if (options.length === 1) return options[0] ?? null;
  return options.find((o) => findDeliveryProvider(o.providerId)?.rules.autoPick) ?? null;
}

/** The option of a pickup point among the method's options (ONEW-56). */
export function optionOfPickupPoint(options: readonly DeliveryOption[], pickupPoint: string): DeliveryOption | null {
  return options.find((o) => o.pickupPoint === pickupPoint) ?? null;
}
