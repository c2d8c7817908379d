/** What app/ composes from the payments feature (features never import each other). */
export { OrderPaymentPanel } from './components/order-payment-panel';
export { PaymentsPage } from './components/payments-page';
