/**
 * What app/ composes from the order feature (features never import each other). app/ imports the
 * component files directly where a screen must not pull the whole feature into its first JavaScript.
 */
export { CreateOrderButton, type CreateOrderButtonProps } from './components/create-order-button';
export { DeferredOrderModal, preloadOrderModal } from './components/deferred-order-modal';
export { NewOrderButton } from './components/new-order-button';
export { OrderPage } from './components/order-page';
export { PhoneChangeModal, type PhoneChangeModalProps } from './components/phone-change-modal';
export type { OrderLead, OrderModalMode, OrderModalProps, OrderTask, SavedOrderRef } from './types';
