import type { RunEvent } from '@fcs/shared/runs';

/**
 * What breaks "exactly once" for one run, as readable lines (none: it held): the log must number its events 1..n
 * with nothing after the first terminal event and each step completed once (for a completed run, every step it
 * started); the client must have received every logged event once (no gap, no duplicate).
 */
export function exactlyOnceProblems(runId: string, logged: RunEvent[], received: RunEvent[]): string[] {
  const problems: string[] = [];
  const seqs = logged.map((e) => e.seq);
  if (seqs.some((seq, i) => seq !== i + 1)) problems.push(`${runId}: log seqs are not 1..${seqs.length}`);
  const end = logged.findIndex((e) => e.type === 'run.completed' || e.type === 'run.failed');
  if (end >= 0 && end < logged.length - 1)
    problems.push(`${runId}: ${logged.length - 1 - end} events after ${logged[end]!.type}`);
  const completions = new Map<string, number>();
  for (const e of logged)
    if (e.type === 'step.completed') completions.set(e.stepId, (completions.get(e.stepId) ?? 0) + 1);
  for (const [step, n] of completions) if (n > 1) problems.push(`${runId}: step ${step} completed ${n} times`);
  // A completed run completed every step it started (a step skipped by recovery would complete 0 times).
  if (logged[end]?.type === 'run.completed') {
    const started = new Set(logged.flatMap((e) => (e.type === 'step.started' ? [e.stepId] : [])));
    for (const step of started)
      if (!completions.has(step)) problems.push(`${runId}: step ${step} started but never completed`);
  }
  const got = received.map((e) => e.seq);
  const unique = new Set(got);
  if (unique.size !== got.length) problems.push(`${runId}: ${got.length - unique.size} duplicate events at the client`);
  const missing = seqs.filter((seq) => !unique.has(seq)).length;
  if (missing > 0) problems.push(`${runId}: ${missing} events never reached the client`);
  return problems;
}
