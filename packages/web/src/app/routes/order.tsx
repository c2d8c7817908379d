import { useParams } from 'react-router';
import { OrderPage } from '@/features/orders/components/order-page';

/** /order/:orderId: the read-only order page until the order-detail issue (ONEW-110). */
export default function OrderRoute() {
  const { orderId } = useParams();
  return <OrderPage orderId={Number(orderId)} />;
}
