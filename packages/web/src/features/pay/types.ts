import type { ApiResponse } from '@/lib/api/types';

export type PaymentPage = ApiResponse<'/module/pay/api/v1/links/{token}', 'get'>;
export type CustomerReceipt = PaymentPage['receipt'];
