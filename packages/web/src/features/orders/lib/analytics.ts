/**
 * The analytics event order_created (ONEW-109): method, variant, experiment and order_id. It is
 * pushed to a tag manager's `dataLayer` when the page has one and dispatched as a DOM event
 * (`umbrella:analytics`) for any other collector; without either it goes nowhere.
 */
export type OrderCreatedEvent = {
  event: 'order_created';
  /** How Approve saved it: create or re-create. */
  method: string;
  /** The address mode the order was captured in: map or dictionary. */
  variant: 'map' | 'dictionary';
  /** The experiment that chose the default mode: the map rollout of the region. */
  experiment: string;
  order_id: number;
};

type WithDataLayer = Window & { dataLayer?: unknown[] };

export function trackOrderCreated(event: Omit<OrderCreatedEvent, 'event'>): void {
  const payload: OrderCreatedEvent = { event: 'order_created', ...event };
  (window as WithDataLayer).dataLayer?.push(payload);
  window.dispatchEvent(new CustomEvent('umbrella:analytics', { detail: payload }));
}
