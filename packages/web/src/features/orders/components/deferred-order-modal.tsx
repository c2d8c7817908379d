import { lazy, Suspense } from 'react';
import type { OrderModalProps } from '../types';

/**
 * The order modal loads on first use, not with the screen that offers it: it is the heaviest part
 * of the app (four steps, forms, selects, the map) and /tasks must paint without it (the start-up
 * budget). `preloadOrderModal()` fetches it ahead — on idle once a lead is on screen, and on
 * pointer or keyboard focus of a button that opens it — so a click still opens it at once.
 */
const loadOrderModal = () => import('./order-modal');

const LazyOrderModal = lazy(async () => ({ default: (await loadOrderModal()).OrderModal }));

export function preloadOrderModal(): void {
  void loadOrderModal();
}

export function DeferredOrderModal(props: OrderModalProps) {
  return (
    <Suspense fallback={null}>
      <LazyOrderModal {...props} />
    </Suspense>
  );
}
