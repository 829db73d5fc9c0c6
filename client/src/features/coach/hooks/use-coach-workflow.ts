import type { CoachWorkflowId } from '@fcs/shared/workflows/coach';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-transport';
import { activeWorkflowQuery, coachRunAboutQuery, startCoachWorkflow, type CoachRunAbout } from '../api/coach-api';

export interface UseCoachWorkflowOptions {
  uid: string | null;
  /** The workflow run the page remembered (last started here); the running one the api knows wins over it. */
  rememberedRunId: string | null;
  /** Called with the id of a run this page started (the page remembers it across reloads). */
  onRunStarted: (runId: string) => void;
}

/** Starter's answer to a workflow: a canned text pointing to the quiz, no run. */
export interface CannedWorkflow {
  workflowType: CoachWorkflowId;
  jobId: string;
  content: string;
}

export interface CoachWorkflow {
  /** The run to follow: the one running for this user, else the last one started on this page. */
  runId: string | null;
  /** Which workflow and role that run is (read from the run's input). */
  about: CoachRunAbout | null;
  start: (workflowType: CoachWorkflowId, jobId: string) => void;
  isStarting: boolean;
  /** Why the last start was refused (one workflow at a time, plan, sign-in), in the api's words. */
  startError: string | null;
  canned: CannedWorkflow | null;
}

/**
 * The coach's agent workflows for one user: starts one, re-attaches to the one still running after a reload
 * (GET /api/coach/workflows/active), and keeps starter's canned answer. Following the run itself is the runs
 * feature's job; the page passes its view back in.
 */
export function useCoachWorkflow({ uid, rememberedRunId, onRunStarted }: UseCoachWorkflowOptions): CoachWorkflow {
  const queryClient = useQueryClient();
  const active = useQuery({ ...activeWorkflowQuery(uid ?? ''), enabled: uid !== null });
  const runId = (uid !== null ? active.data : null) ?? rememberedRunId;
  const about = useQuery({ ...coachRunAboutQuery(uid ?? '', runId ?? ''), enabled: uid !== null && runId !== null });
  const [canned, setCanned] = useState<{ uid: string | null; value: CannedWorkflow } | null>(null);

  const starting = useMutation({
    mutationFn: startCoachWorkflow,
    onSuccess: (started, request) => {
      if (started.kind === 'canned') {
        setCanned({
          uid,
          value: { workflowType: request.workflowType, jobId: request.jobId, content: started.content },
        });
        return;
      }
      setCanned(null);
      if (uid !== null) queryClient.setQueryData(activeWorkflowQuery(uid).queryKey, started.runId);
      onRunStarted(started.runId);
    },
    onError: (error) => {
      // 409: one is already running (perhaps in another tab): show that one.
      if (isApiError(error) && error.status === 409 && uid !== null)
        void queryClient.invalidateQueries({ queryKey: activeWorkflowQuery(uid).queryKey });
    },
  });

  return {
    runId,
    about: about.data ?? null,
    start: (workflowType, jobId) => {
      if (starting.isPending) return;
      starting.mutate({ workflowType, jobId });
    },
    isStarting: starting.isPending,
    startError: starting.error
      ? isApiError(starting.error)
        ? starting.error.message
        : 'The workflow could not be started. Please try again.'
      : null,
    canned: canned && canned.uid === uid ? canned.value : null,
  };
}
