import { isTerminalRunStatus, type RunState } from '@fcs/shared/runs';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { isApiError } from '../../../lib/api-transport';
import { getRunSocket, type TokenSource } from '../../../lib/socket';
import { cancelRun, fetchRun, retryRun } from '../api/runs-api';
import { loadPersistedRun, savePersistedRun } from '../run-storage';
import { RunSubscription, type RunConnection, type RunProblem, type RunView } from '../run-subscription';

export interface UseRunOptions {
  /** The bearer token of the signed-in user for the socket handshake (REST calls go through apiRequest). */
  getToken: TokenSource;
  /**
   * Storage key (see runStorageKey) under which the view is kept, so a reload or a reopened tab draws it at once
   * and continues after the last seen seq. Omit to keep nothing.
   */
  persistKey?: string | null;
}

export interface UseRunResult {
  /** The run's view, rebuilt from its events; null without a runId. */
  run: RunState | null;
  connection: RunConnection;
  /** Set when the run cannot be shown (not found, not the user's). */
  problem: RunProblem | null;
  /** POST /api/runs/:id/retry: resumes a failed run at its failed step. */
  retry: () => void;
  /** POST /api/runs/:id/cancel. */
  cancel: () => void;
  isRetrying: boolean;
  isCancelling: boolean;
  /** Why the last Retry or Cancel did not go through. */
  actionError: string | null;
}

/** How often the view is written to storage while events stream in; pagehide writes the latest at once. */
const PERSIST_EVERY_MS = 300;

const NO_VIEW: RunView | null = null;
const noopSubscribe = () => () => undefined;

/**
 * Follows one run live: the view restored from storage (if any), then every event after its last seq over
 * Socket.IO, folded in with `applyRunEvent`; snapshots over HTTP while the socket is down. Also offers Retry and
 * Cancel. `runId` null means no run (the hook is idle).
 */
export function useRun(runId: string | null, { getToken, persistKey = null }: UseRunOptions): UseRunResult {
  // Creating the subscription has no side effects (it only reads storage); the effects below feed it the token
  // source and start and stop it.
  const subscription = useMemo(() => {
    if (!runId) return null;
    const persisted = persistKey ? loadPersistedRun(persistKey) : null;
    return new RunSubscription(runId, {
      connect: getRunSocket,
      fetchSnapshot: (id) => fetchRun(id),
      initialState: persisted?.runId === runId ? (persisted.state ?? null) : null,
    });
  }, [runId, persistKey]);

  useEffect(() => {
    subscription?.setTokenSource(getToken);
  }, [subscription, getToken]);

  useEffect(() => {
    if (!subscription) return;
    subscription.start();
    return () => subscription.stop();
  }, [subscription]);

  const view = useSyncExternalStore(subscription?.subscribe ?? noopSubscribe, subscription?.getView ?? (() => NO_VIEW));

  usePersistRun(subscription, persistKey);

  // The socket normally brings the change first; the snapshot covers a slow or missing socket.
  const afterAction = () => void subscription?.refresh();
  const retry = useMutation({ mutationFn: retryRun, onSuccess: afterAction });
  const cancel = useMutation({ mutationFn: cancelRun, onSuccess: afterAction });
  // Only the action tried last has a say: a failed Retry followed by a Cancel shows the Cancel's outcome.
  const lastAction = retry.submittedAt >= cancel.submittedAt ? retry : cancel;

  return {
    run: view?.state ?? null,
    connection: view?.connection ?? 'connecting',
    problem: view?.problem ?? null,
    retry: () => (subscription ? retry.mutate(subscription.runId) : undefined),
    cancel: () => (subscription ? cancel.mutate(subscription.runId) : undefined),
    isRetrying: retry.isPending,
    isCancelling: cancel.isPending,
    actionError: lastAction.error ? actionErrorMessage(lastAction.error) : null,
  };
}

function actionErrorMessage(error: Error): string {
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

/** Writes the view to storage at most every PERSIST_EVERY_MS, at once when the run finishes, and on pagehide. */
function usePersistRun(subscription: RunSubscription | null, persistKey: string | null) {
  useEffect(() => {
    if (!subscription || !persistKey) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let savedSeq = -1;
    const save = () => {
      clearTimeout(timer);
      timer = undefined;
      const { state, problem } = subscription.getView();
      // A run the server does not know (or not for this user) is not worth remembering.
      if (problem?.code === 'not_found') return;
      if (state.lastSeq === savedSeq) return;
      // The page moved on to another run (or forgot this one): never write over its choice.
      if (loadPersistedRun(persistKey)?.runId !== subscription.runId) return;
      savedSeq = state.lastSeq;
      savePersistedRun(persistKey, { runId: subscription.runId, state: state.lastSeq > 0 ? state : null });
    };
    const unsubscribe = subscription.subscribe(() => {
      if (isTerminalRunStatus(subscription.getView().state.status)) save();
      else timer ??= setTimeout(save, PERSIST_EVERY_MS);
    });
    window.addEventListener('pagehide', save);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [subscription, persistKey]);
}
