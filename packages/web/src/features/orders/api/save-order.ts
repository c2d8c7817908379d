import type { OrderPayload } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import type { ApiBody } from '@/lib/api/types';
import { ApiError } from '@/lib/errors/app-errors';
import type { OrderSaved } from '../types';

type CreateOrderBody = ApiBody<'/module/orders/api/v1/orders', 'post'>;
type TaskOrderBody = ApiBody<'/module/orders/api/v1/orders/{orderId}/approve', 'post'>;
type UpdateOrderBody = ApiBody<'/module/orders/api/v1/orders/{orderId}', 'put'>;

/** Where Approve sends the order (ONEW-104..107, ONEW-120). */
export type SaveRoute =
  | { kind: 'create'; taskId: number | null }
  | { kind: 're-create'; taskId: number | null; originalOrderId: number }
  | { kind: 'callback-approve'; taskId: number; orderId: number }
  | { kind: 'recall-approve'; taskId: number; orderId: number }
  | { kind: 'update'; orderId: number };

/** 409: the first attempt with this key is still in flight; 502–504: the gateway gave up on the upstream. */
const RETRY_STATUSES = new Set([409, 502, 503, 504]);
export const SAVE_RETRIES = 4;
export const SAVE_RETRY_DELAY_MS = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sends one Approve with its Idempotency-Key, and resends it with the same key while the
 * answer says the first attempt may still land (docs/decisions/0701): a retried Approve can
 * never create a second order. Network failures are retried by the HTTP layer with the same key.
 */
export async function saveOrder(
  route: SaveRoute,
  payload: OrderPayload,
  idempotencyKey: string,
  delayMs = SAVE_RETRY_DELAY_MS,
): Promise<OrderSaved> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await sendOnce(route, payload, idempotencyKey);
    } catch (error) {
      const retry = error instanceof ApiError && RETRY_STATUSES.has(error.status) && attempt < SAVE_RETRIES;
      if (!retry) throw error;
      await sleep(delayMs);
    }
  }
}

async function sendOnce(route: SaveRoute, payload: OrderPayload, key: string): Promise<OrderSaved> {
  const headers = { 'Idempotency-Key': key };
  switch (route.kind) {
    case 'create':
    case 're-create': {
      const body: CreateOrderBody = {
        ...payload,
        smsFeatureFlag: true,
        taskId: route.taskId,
        ...(route.kind === 're-create' ? { originalOrderId: route.originalOrderId } : {}),
      };
      // The document makes the key a required header parameter here; the other saves take one optionally.
      const params = { header: { 'idempotency-key': key } };
      return unwrap(await api().POST('/module/orders/api/v1/orders', { body, params }));
    }
    case 'callback-approve':
    case 'recall-approve': {
      const body: TaskOrderBody = { ...payload, orderId: route.orderId, taskId: route.taskId, smsFeatureFlag: true };
      const params = { path: { orderId: route.orderId } };
      const result =
        route.kind === 'callback-approve'
          ? await api().POST('/module/orders/api/v1/orders/{orderId}/approve', { params, body, headers })
          : await api().POST('/module/orders/api/v1/orders/{orderId}/recall-approve', { params, body, headers });
      return unwrap(result);
    }
    case 'update': {
      const body: UpdateOrderBody = { ...payload, orderId: route.orderId };
      return unwrap(
        await api().PUT('/module/orders/api/v1/orders/{orderId}', {
          params: { path: { orderId: route.orderId } },
          body,
          headers,
        }),
      );
    }
  }
}
