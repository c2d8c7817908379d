import Type from 'typebox';
import { errorResponses } from '../../platform/error-responses.js';

export const ORDERS_API = '/module/orders/api/v1';
export const OrderParams = Type.Object({ orderId: Type.Integer({ minimum: 1 }) });
/** Writes also answer 409 (changed meanwhile, key in use) and 422 (key reused for another body). */
export const writeErrors = { ...errorResponses, 409: errorResponses[404], 422: errorResponses[404] };
