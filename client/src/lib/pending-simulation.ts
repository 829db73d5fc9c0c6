import { ZPendingSimulation } from '@fcs/shared/entities';

/** sessionStorage key of the simulation to open after payment (spec section 3, "Pending simulation"). */
export const PENDING_SIMULATION_KEY = 'pendingSimulation';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers which simulation to open once the payment has gone through. */
export function savePendingSimulation(jobId: string): void {
  try {
    storage()?.setItem(PENDING_SIMULATION_KEY, JSON.stringify({ job_id: jobId }));
  } catch {
    // Storage blocked: after payment the user lands on /sandbox instead of the job.
  }
}

/** The remembered simulation's job id, or null (also for anything unreadable). */
export function readPendingSimulation(): string | null {
  const raw = storage()?.getItem(PENDING_SIMULATION_KEY);
  if (!raw) return null;
  try {
    const parsed = ZPendingSimulation.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.job_id : null;
  } catch {
    return null;
  }
}

export function clearPendingSimulation(): void {
  storage()?.removeItem(PENDING_SIMULATION_KEY);
}
