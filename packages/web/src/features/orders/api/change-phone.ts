import type { OrderDto } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';

/** PUT the order's new phone (ONEW-113..115); the back-office checks the format again and records the change. */
export async function changeOrderPhone(orderId: number, phone: string): Promise<OrderDto> {
  return unwrap(
    await api().PUT('/module/orders/api/v1/orders/{orderId}/phone', {
      params: { path: { orderId } },
      body: { phone },
    }),
  ) as OrderDto;
}
