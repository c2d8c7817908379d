import { useParams } from 'react-router';
import { OrderPage } from '@/features/orders/components/order-page';
import { OrderPaymentPanel } from '@/features/payments/components/order-payment-panel';
import { CreateDocumentAboutOrder } from '../document-composition';

/**
 * /order/:orderId: the order page, with the documents feature's "New document" about this order
 * beside its actions (decision 1221) and the payments feature's payment info panel below it (ORDER-65).
 */
export default function OrderRoute() {
  const { orderId } = useParams();
  const id = Number(orderId);
  return (
    <>
      <OrderPage orderId={id} headerExtra={CreateDocumentAboutOrder} />
      {Number.isInteger(id) && id > 0 && (
        <div style={{ padding: '0 16px 16px' }}>
          <OrderPaymentPanel orderId={id} />
        </div>
      )}
    </>
  );
}
