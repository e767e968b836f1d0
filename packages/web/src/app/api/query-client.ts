import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiFailure, type ApiFailure } from './api-failure.ts';
import { handleApiError } from './error-handler.ts';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiFailure | Error;
    /** `handled`: statuses the screen shows itself instead of the shared notice. */
    queryMeta: { handled?: readonly number[] };
    mutationMeta: { handled?: readonly number[] };
  }
}

/** Only an unreachable server is worth asking again; any answer from it stands. */
function retryNetwork(failureCount: number, error: ApiFailure | Error): boolean {
  return isApiFailure(error) && error.statusCode === 0 && failureCount < 2;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => handleApiError(error, query.meta?.handled) }),
  mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => handleApiError(error, mutation.meta?.handled) }),
  defaultOptions: {
    queries: { retry: retryNetwork, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
