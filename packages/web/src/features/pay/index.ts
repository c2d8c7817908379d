export { PaymentPageContent } from './components/payment-page';
