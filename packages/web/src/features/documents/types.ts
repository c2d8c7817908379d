import type { ApiSchema } from '@/lib/api/types';

export type DocumentDto = ApiSchema<'DocumentDto'>;
export type DocumentComment = ApiSchema<'DocumentComment'>;
export type DocumentTab = 'general' | 'assigned' | 'reportTo' | 'mine';
export type DocumentFilters = { regionId?: string; type?: string; shortCode?: string; assigned?: number; page: number };
export type DocumentChange = ApiSchema<'DocumentChange'>;
export type DocumentAttachment = ApiSchema<'DocumentAttachment'>;
