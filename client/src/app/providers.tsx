import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/query-client';

export interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client; the app creates one per page load. */
  queryClient?: QueryClient;
}

/** App-wide providers: the query cache. The account layer (session, dialogs) sits in the root layout. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
