import type { ApiBody, ApiResponse, ApiSchema } from '@/lib/api/types';

export type OrderSearchBody = ApiBody<'/module/orders/api/v1/orders/search', 'post'>;
export type OrderSearchPage = ApiResponse<'/module/orders/api/v1/orders/search', 'post'>;
export type OrderSearchRow = OrderSearchPage['content'][number];
export type Tag = ApiSchema<'Tag'>;
