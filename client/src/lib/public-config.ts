import { ZPublicConfig, type PublicConfig } from '@fcs/shared/accounts';
import { useQuery } from '@tanstack/react-query';
import { fetchApi } from './api-transport';

let pending: Promise<PublicConfig> | null = null;

/** GET /api/config once per page (which identity, payment and AI adapters are active); retried after a failure. */
export function getPublicConfig(): Promise<PublicConfig> {
  pending ??= fetchApi('/config', { schema: ZPublicConfig }).catch((error: unknown) => {
    pending = null;
    throw error;
  });
  return pending;
}

/** The public config for components (e.g. to label AI output as demo output when `llm.kind` is 'offline'). */
export function usePublicConfig() {
  return useQuery({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Infinity });
}
