import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * How a failing query or mutation is surfaced: 'global' opens the error dialog (the default),
 * 'page' leaves it to the screen (the lead page's error view, A-16), 'silent' only logs it.
 */
export type ErrorMode = 'global' | 'page' | 'silent';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMode?: ErrorMode };
    mutationMeta: { errorMode?: ErrorMode };
  }
}

export function createQueryClient(onGlobalError: (error: unknown) => void): QueryClient {
  const route = (mode: ErrorMode | undefined, error: unknown) => {
    if (mode === 'page' || mode === 'silent') return;
    onGlobalError(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => route(query.meta?.errorMode, error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => route(mutation.meta?.errorMode, error),
    }),
    defaultOptions: {
      // The HTTP layer already retries network failures of safe calls; react-query must not add a loop.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
