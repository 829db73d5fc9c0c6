import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_RETRIES = 2;

/** The app's QueryClient: no retries for 4xx answers (they would fail the same way), two for the rest. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !(isApiError(error) && error.isClientError) && failureCount < MAX_RETRIES,
      },
      mutations: { retry: false },
    },
  });
}
