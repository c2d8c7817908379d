import type { ApiResponse, ApiSchema } from '@/lib/api/types';

export type ScriptSummary = ApiSchema<'ScriptSummary'>;
export type ScriptVersion = ScriptSummary['lastCreatedScriptVersion'] & {};
export type ScriptToConfirm = ApiSchema<'ScriptToConfirm'>;
export type ScriptVersionPage = ApiResponse<'/module/scripts/api/v1/scripts/{id}/versions', 'get'>;
export type ScriptFilters = { regionId?: string; productId?: number; offerId?: string; page: number };
