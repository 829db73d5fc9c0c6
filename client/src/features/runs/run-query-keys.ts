import type { WorkflowType } from '@fcs/shared/runs';

/** TanStack Query keys of the runs feature, so a started or finished run can refresh every history list. */
export const runQueryKeys = {
  /** Every history list (per tool and all analyses). */
  lists: ['runs', 'list'] as const,
  list: (types: readonly WorkflowType[], pageSize: number) => ['runs', 'list', [...types].sort(), pageSize] as const,
  /** One run's stored snapshot (read for its input, which never changes). */
  detail: (runId: string) => ['runs', 'detail', runId] as const,
};
