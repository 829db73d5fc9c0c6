import { RUN_QUERY_PARAM } from '@fcs/shared/routes';
import { isTerminalRunStatus, type RunState, type WorkflowType } from '@fcs/shared/runs';
import type { WorkflowEndpointPath } from '@fcs/shared/workflows/registry';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-transport';
import { useSession, type SessionStatus } from '../../../lib/session';
import { fetchRun, startRun } from '../api/runs-api';
import { runQueryKeys } from '../run-query-keys';
import { runStorageKey } from '../run-storage';
import { useRememberedRun } from './use-remembered-run';
import { useRun, type UseRunResult } from './use-run';

/**
 * The tool kit's entry: everything a tool page needs to start a run of its workflow, follow it, show its progress
 * and result, and come back to it. How a tool page uses it (see app/routes/day-in-life.tsx):
 *
 * ```tsx
 * // app/routes/<tool>.tsx — only routes compose features.
 * const tool = useToolRun({ workflow: 'day_in_life', result: ZDayInLifeRunResult, input: ZDayInLifeRunInput });
 * <DayInLifeTool                                   // the tool's own feature: inputs, button, result cards
 *   isBusy={tool.isBusy}                           // disables the action (and inputs) while starting/running
 *   onStart={(body) => tool.start('/day-in-life/simulate', body)}   // POST → 202 {runId} → followed live
 *   startError={tool.startErrorMessage}
 *   result={tool.result}                           // parsed with the shared result schema; null until completed
 *   progress={<ToolRunProgress tool={tool} title="Simulation Progress" />}   // steps, streamed text, Retry
 *   history={<RunHistory types={['day_in_life']} title="Previous Simulations" activeRunId={tool.runId} />}
 * />
 * ```
 *
 * - The run shown is the URL's `?run=` when it changes (history links, the all-analyses page), else the one this page
 *   last showed for this user (localStorage), so a reload or a reopened tab resumes it live without starting over.
 * - `start(path, body)` posts the tool's request; a 400's field reasons are in `startError` (an ApiError) for
 *   `showServerErrors`, and its message in `startErrorMessage`. Starting puts the new run in the URL.
 * - `result` and `input` are parsed with the shared zod schemas given; a result that does not parse sets
 *   `resultUnreadable` (ToolRunProgress says so) instead of drawing half a page.
 * - Signed out, nothing is followed (`uid` null): the page shows a sign-in prompt in place of its action.
 */
export interface UseToolRunOptions<TResult, TInput> {
  /** The workflow this page starts and shows. */
  workflow: WorkflowType;
  /** The shared schema of the run's result, e.g. ZDayInLifeRunResult. */
  result: z.ZodType<TResult>;
  /** The shared schema of the run's stored input (ZDayInLifeRunInput); when given, `input` is read from the server. */
  input?: z.ZodType<TInput>;
}

export interface ToolRun<TResult, TInput = unknown> {
  workflow: WorkflowType;
  sessionStatus: SessionStatus;
  /** The signed-in user's id; null while signed out or loading. */
  uid: string | null;
  /** The run on show, or null before the first one. */
  runId: string | null;
  /** Its live view (steps, status, streamed text), or null. */
  run: RunState | null;
  /** The run subscription: connection, problem, retry, cancel and their states. */
  live: UseRunResult;
  /** The run on show is queued or running. */
  isRunning: boolean;
  /** A start request is on its way. */
  isStarting: boolean;
  /** Starting or running: the action button is disabled. */
  isBusy: boolean;
  /** The completed run's result, parsed; null until then. */
  result: TResult | null;
  /** The run completed but its result does not fit the schema. */
  resultUnreadable: boolean;
  /** The run's stored input (with the role the server resolved), parsed; null until read or without a schema. */
  input: TInput | null;
  /** Starts a run: POST /api{path} with body. Resolves true when it started (and is now shown). */
  start: (path: WorkflowEndpointPath, body: unknown) => Promise<boolean>;
  /** Why the last start failed (an ApiError carries field reasons), or null. */
  startError: unknown;
  startErrorMessage: string | null;
  resetStartError: () => void;
  /** Shows one of the user's runs (also what a history link does through the URL). */
  open: (runId: string) => void;
  /** Stops showing a run (e.g. one that cannot be found). */
  close: () => void;
}

const ZRunIdParam = z.string().uuid();

/** See the interface docs above: one run of a tool, started, followed, resumed and parsed. */
export function useToolRun<TResult, TInput = unknown>({
  workflow,
  result: resultSchema,
  input: inputSchema,
}: UseToolRunOptions<TResult, TInput>): ToolRun<TResult, TInput> {
  const session = useSession();
  const queryClient = useQueryClient();
  const uid = session.user?.uid ?? null;
  const persistKey = uid ? runStorageKey(workflow, uid) : null;
  const [rememberedRunId, setRememberedRunId] = useRememberedRun(persistKey);
  const [searchParams, setSearchParams] = useSearchParams();
  const paramRunId = ZRunIdParam.safeParse(searchParams.get(RUN_QUERY_PARAM)).data ?? null;
  // A run opened by URL (a history link, the analyses page, a reload) becomes the one this page remembers, once per
  // new URL value: afterwards the remembered run rules, so Dismiss or a new start is not undone by the URL catching
  // up a render later. Adopted while rendering (the "state from the previous render" pattern) so the page never
  // draws the old run first; writing the same id to storage twice is harmless.
  const paramKey = persistKey && paramRunId ? `${persistKey}|${paramRunId}` : null;
  const [adoptedParam, setAdoptedParam] = useState<string | null>(null);
  let runId = rememberedRunId;
  if (paramKey && paramKey !== adoptedParam) {
    setAdoptedParam(paramKey);
    if (paramRunId !== rememberedRunId) setRememberedRunId(paramRunId);
    runId = paramRunId;
  }

  const live = useRun(uid ? runId : null, { getToken: session.getToken, persistKey });
  const run = live.run;
  const status = run?.status ?? null;
  const isRunning = run !== null && !isTerminalRunStatus(status);

  // Every status change (started, finished, retried) is news for the history lists.
  useEffect(() => {
    if (status !== null) void queryClient.invalidateQueries({ queryKey: runQueryKeys.lists });
  }, [status, queryClient]);

  const show = useCallback(
    (next: string | null) => {
      setRememberedRunId(next);
      setSearchParams(
        (params) => {
          const updated = new URLSearchParams(params);
          if (next) updated.set(RUN_QUERY_PARAM, next);
          else updated.delete(RUN_QUERY_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setRememberedRunId, setSearchParams],
  );

  const starter = useMutation({
    mutationFn: ({ path, body }: { path: WorkflowEndpointPath; body: unknown }) => startRun(path, body),
    onSuccess: (newRunId) => {
      show(newRunId);
      void queryClient.invalidateQueries({ queryKey: runQueryKeys.lists });
    },
  });

  const startMutation = starter.mutateAsync;

  const stored = useQuery({
    queryKey: runQueryKeys.detail(runId ?? ''),
    queryFn: ({ signal }) => fetchRun(runId ?? '', signal),
    enabled: Boolean(uid && runId && inputSchema),
    staleTime: Infinity,
    retry: false,
  });
  const input = useMemo(() => {
    if (!inputSchema || !stored.data || stored.data.id !== runId) return null;
    return inputSchema.safeParse(stored.data.input).data ?? null;
  }, [inputSchema, stored.data, runId]);

  const rawResult = status === 'completed' ? run?.result : undefined;
  const parsedResult = useMemo(
    () => (rawResult === undefined || rawResult === null ? null : resultSchema.safeParse(rawResult)),
    [rawResult, resultSchema],
  );

  const start = useCallback(
    async (path: WorkflowEndpointPath, body: unknown) => {
      try {
        await startMutation({ path, body });
        return true;
      } catch {
        // The error is kept in starter.error for the page to show.
        return false;
      }
    },
    [startMutation],
  );

  const startError = starter.error;
  return {
    workflow,
    sessionStatus: session.status,
    uid,
    runId: uid ? runId : null,
    run: uid ? run : null,
    live,
    isRunning,
    isStarting: starter.isPending,
    isBusy: isRunning || starter.isPending,
    result: parsedResult?.success ? parsedResult.data : null,
    resultUnreadable: parsedResult !== null && !parsedResult.success,
    input,
    start,
    startError,
    startErrorMessage: startError
      ? isApiError(startError)
        ? startError.message
        : 'It could not be started. Please check your connection and try again.'
      : null,
    resetStartError: starter.reset,
    open: show,
    close: () => show(null),
  };
}
