import type { JobListItem } from '@fcs/shared/catalog/schema';
import { FREE_JOB_ID } from '@fcs/shared/constants';
import { allowedSimulationJobIds, type PolicyProfile } from '@fcs/shared/tier-policy';

export interface SimulationChoice {
  job_id: string;
  title: string;
  summary: string | null;
}

const FREE_TITLE = 'Equity Research Analyst';

/**
 * The simulations a profile opens (spec section 4, "Simulation access"), free role first: every role for elite,
 * otherwise the free role plus the top matches up to the plan's limit. Titles come from the job list when it is
 * loaded, else from the saved matches.
 */
export function availableSimulations(
  profile: PolicyProfile | null,
  jobs: readonly JobListItem[] | undefined,
): SimulationChoice[] {
  const byId = new Map((jobs ?? []).map((job) => [job.job_id, job]));
  const allowed = allowedSimulationJobIds(profile);
  const ids =
    allowed === 'all'
      ? [FREE_JOB_ID, ...(jobs ?? []).map((j) => j.job_id).filter((id) => id !== FREE_JOB_ID)]
      : allowed;
  return ids.map((id) => {
    const job = byId.get(id);
    const matched = profile?.matchedJobs.find((m) => m.job_id === id);
    return {
      job_id: id,
      title: job?.title ?? matched?.title ?? (id === FREE_JOB_ID ? FREE_TITLE : id),
      summary: job?.summary ?? matched?.summary ?? null,
    };
  });
}
