import type { ApiBody, ApiResponse, ApiSchema } from '@/lib/api/types';

export type PaymentDocument = ApiSchema<'PaymentDocument'>;
export type PaymentDocumentPage = ApiResponse<'/module/payments/api/v1/receipts', 'get'>;
export type ReceiptCounters = ApiResponse<'/module/payments/api/v1/receipts/counters', 'get'>;
export type PaymentProvider = ApiSchema<'PaymentProvider'>;
export type ApproveReceiptBody = ApiBody<'/module/payments/api/v1/receipts/approve', 'post'>;
export type DeclineReceiptBody = ApiBody<'/module/payments/api/v1/receipts/decline', 'post'>;
/** The list's status tab (PAY-02). */
export type StatusTab = 'PENDING' | 'APPROVED' | 'DECLINED' | 'ALL';
export type ReceiptsFilters = {
  documentStatus: StatusTab;
  regionId?: string;
  orderShortCode?: string;
  paymentProviderId?: number;
  sort: 'created,desc' | 'created,asc';
};
export type DepositAccount = ApiSchema<'DepositAccount'>;
export type DepositAccountInput = ApiBody<
  '/module/deposit-accounts/api/v1/regions/{regionId}',
  'put'
>['accounts'][number];
