import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/errors/app-errors';

/** A 403 is tolerated on the lead page: the page stays (SHELL-64, A-16 reading a). */
const tolerated = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The lead page's own error (SHELL-63, SHELL-64): a failing page-level load (queries marked
 * errorMode 'page') or a failing task call replaces the page with the error view, except a 403.
 */
export function usePageError() {
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);

  const raise = useCallback((next: unknown) => {
    if (!tolerated(next)) setError((current: unknown) => current ?? next);
  }, []);

  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.meta?.errorMode !== 'page') return;
        raise(event.action.error);
      }),
    [queryClient, raise],
  );

  return { error, raise };
}
