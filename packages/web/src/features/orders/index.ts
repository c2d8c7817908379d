/** What app/ composes from the order feature (features never import each other). */
export { CreateOrderButton, type CreateOrderButtonProps } from './components/create-order-button';
export { NewOrderButton } from './components/new-order-button';
export { OrderModal } from './components/order-modal';
export { OrderPage } from './components/order-page';
export type { OrderLead, OrderModalMode, OrderModalProps, OrderTask, SavedOrderRef } from './types';
