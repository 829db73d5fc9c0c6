import { ZLlmEngine, ZRunStatus, ZRunStep, ZWorkflowType, type RunState } from '@fcs/shared/runs';
import { z } from 'zod';

/**
 * Where a tool page remembers its current run across reloads and reopened tabs: `{ runId, lastSeq, state }` in
 * localStorage under one key per page and user. The state is the view rebuilt so far, so a reopened tab draws
 * it at once and asks the server only for events after `lastSeq`.
 */

const ZStoredRunState = z.object({
  runId: z.string().min(1),
  type: ZWorkflowType.nullable(),
  status: ZRunStatus.nullable(),
  steps: z.array(ZRunStep),
  result: z.unknown(),
  error: z.string().nullable(),
  engine: ZLlmEngine.nullable(),
  attempt: z.number().int().nonnegative(),
  lastSeq: z.number().int().nonnegative(),
});

const ZPersistedRun = z.object({
  runId: z.string().min(1),
  lastSeq: z.number().int().nonnegative(),
  state: ZStoredRunState.nullable().optional(),
});
export type PersistedRun = z.infer<typeof ZPersistedRun>;

const PREFIX = 'fcs:run:';

/** The storage key of one page's run for one user, e.g. `runStorageKey('ai-impact', uid)`. */
export function runStorageKey(page: string, uid: string): string {
  return `${PREFIX}${page}:${uid}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the page then simply forgets its run on reload.
    return null;
  }
}

/** What was stored under key, or null when nothing (or something unreadable) is there. */
export function loadPersistedRun(key: string): PersistedRun | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = ZPersistedRun.safeParse(JSON.parse(raw));
    if (parsed.success) {
      // A state that disagrees with its own header is not trusted; the server rebuilds it.
      const { state } = parsed.data;
      if (state && (state.runId !== parsed.data.runId || state.lastSeq !== parsed.data.lastSeq))
        return { ...parsed.data, state: null };
      return parsed.data;
    }
  } catch {
    // fall through: unreadable JSON is dropped below
  }
  storage()?.removeItem(key);
  return null;
}

/** Remembers a run (just started: no state yet) or its view so far. */
export function savePersistedRun(key: string, run: { runId: string; state?: RunState | null }): void {
  const value: PersistedRun = { runId: run.runId, lastSeq: run.state?.lastSeq ?? 0, state: run.state ?? null };
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Quota exceeded: keep at least the run id so the page can find the run again.
    try {
      storage()?.setItem(key, JSON.stringify({ runId: run.runId, lastSeq: 0, state: null }));
    } catch {
      /* storage unusable */
    }
  }
}

export function clearPersistedRun(key: string): void {
  storage()?.removeItem(key);
}
