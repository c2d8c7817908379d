import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOCUMENTS_PAGE_SIZE } from '@umbrella/contract';
import { api, unwrap } from '@/lib/api/api';
import type { DocumentFilters, DocumentTab } from '../types';

const PATHS = {
  general: '/module/documents/documents',
  assigned: '/module/documents/documents/assigned-to-me',
  reportTo: '/module/documents/documents/report-to-me',
  mine: '/module/documents/documents/mine',
} as const;

/** Each tab's own list, 20 a page as skip and take (DOC-03, DOC-05). */
export async function listDocuments(tab: DocumentTab, filters: DocumentFilters, signal?: AbortSignal) {
  const { page, ...rest } = filters;
  const query = { ...rest, skip: (page - 1) * DOCUMENTS_PAGE_SIZE, take: DOCUMENTS_PAGE_SIZE };
  return unwrap(await api().GET(PATHS[tab], { params: { query }, signal }));
}

export function useDocuments(tab: DocumentTab, filters: DocumentFilters) {
  return useQuery({
    queryKey: ['documents', 'list', tab, filters],
    queryFn: ({ signal }) => listDocuments(tab, filters, signal),
    placeholderData: keepPreviousData,
  });
}
