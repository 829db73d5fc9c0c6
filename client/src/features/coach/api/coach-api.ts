import type { CoachWorkflowId } from '@fcs/shared/workflows/coach';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { ZProcessResumeResponse } from '@fcs/shared/accounts';
import {
  ZCoachActiveWorkflow,
  ZCoachChatResponse,
  ZCoachConversationResponse,
  ZCoachResumeInfo,
  ZCoachResumeSaved,
  ZCoachWorkflowStartResponse,
  type ChatMessage,
  type CoachChatResponse,
  type CoachResumeInfo,
  type CoachResumeUpsert,
} from '@fcs/shared/coach/contract';

/** Query keys of the coach feature; every key starts with the user, so another account never sees cached data. */
export const coachKeys = {
  all: ['coach'] as const,
  conversation: (uid: string, jobId: string) => ['coach', uid, 'conversation', jobId] as const,
  activeWorkflow: (uid: string) => ['coach', uid, 'workflow', 'active'] as const,
  workflowRun: (uid: string, runId: string) => ['coach', uid, 'workflow', 'run', runId] as const,
  resume: (uid: string) => ['coach', uid, 'resume'] as const,
};

const query = (jobId: string) => `?jobId=${encodeURIComponent(jobId)}`;

/** The stored conversation of the signed-in user for one role (`GET /api/coach/conversation?jobId=`). */
export function conversationQuery(uid: string, jobId: string) {
  return queryOptions({
    queryKey: coachKeys.conversation(uid, jobId),
    queryFn: async ({ signal }): Promise<ChatMessage[]> => {
      const body = await apiRequest(`/coach/conversation${query(jobId)}`, {
        schema: ZCoachConversationResponse,
        signal,
      });
      return body.conversation.messages;
    },
    staleTime: 30_000,
  });
}

/** Starts a new conversation for the role: `DELETE /api/coach/conversation?jobId=` → 204. */
export async function clearConversation(jobId: string): Promise<void> {
  await apiRequest(`/coach/conversation${query(jobId)}`, { method: 'DELETE' });
}

/**
 * Asks the coach (`POST /api/coach/chat`). Paid plans get 202 with the user's message and a streaming assistant
 * message (follow its runId); starter and signed-out visitors on the free role get the canned reply at once.
 */
export function sendChatMessage(request: {
  jobId: string;
  message: string;
  signedIn: boolean;
}): Promise<CoachChatResponse> {
  return apiRequest('/coach/chat', {
    method: 'POST',
    body: { jobId: request.jobId, message: request.message },
    auth: request.signedIn ? 'required' : 'optional',
    schema: ZCoachChatResponse,
  });
}

export type WorkflowStart = { kind: 'run'; runId: string } | { kind: 'canned'; content: string };

/** Runs one of the six coach workflows (`POST /api/coach/workflow/stream` → 202 { runId }, or starter's canned text). */
export async function startCoachWorkflow(request: {
  jobId: string;
  workflowType: CoachWorkflowId;
}): Promise<WorkflowStart> {
  const body = await apiRequest('/coach/workflow/stream', {
    method: 'POST',
    body: request,
    schema: ZCoachWorkflowStartResponse,
  });
  return 'runId' in body ? { kind: 'run', runId: body.runId } : { kind: 'canned', content: body.content };
}

/** The user's queued or running coach workflow, so a reloaded page re-attaches to it. */
export function activeWorkflowQuery(uid: string) {
  return queryOptions({
    queryKey: coachKeys.activeWorkflow(uid),
    queryFn: async ({ signal }) =>
      (await apiRequest('/coach/workflows/active', { schema: ZCoachActiveWorkflow, signal })).runId,
    staleTime: Infinity,
  });
}

/** What a coach workflow run is about, read from its stored input (a re-attached run has nothing else to say). */
const ZCoachRunAbout = z.object({
  input: z
    .object({
      mode: z.string().optional(),
      workflowType: z.string().optional(),
      jobId: z.string().optional(),
      role: z.object({ title: z.string(), job_id: z.string().optional() }).partial().optional(),
    })
    .passthrough()
    .nullable()
    .catch(null),
  createdAt: z.string(),
});
export interface CoachRunAbout {
  workflowType: string | null;
  jobId: string | null;
  roleTitle: string | null;
  createdAt: string;
}

/** `GET /api/runs/:id` of a coach workflow, reduced to what the chat labels it with. */
export function coachRunAboutQuery(uid: string, runId: string) {
  return queryOptions({
    queryKey: coachKeys.workflowRun(uid, runId),
    queryFn: async ({ signal }): Promise<CoachRunAbout> => {
      const run = await apiRequest(`/runs/${encodeURIComponent(runId)}`, { schema: ZCoachRunAbout, signal });
      return {
        workflowType: run.input?.workflowType ?? null,
        jobId: run.input?.role?.job_id ?? run.input?.jobId ?? null,
        roleTitle: run.input?.role?.title ?? null,
        createdAt: run.createdAt,
      };
    },
    staleTime: Infinity,
  });
}

/** The elite user's stored resume, or null when there is none (`GET /api/coach/resume` → 404). */
export function resumeQuery(uid: string) {
  return queryOptions({
    queryKey: coachKeys.resume(uid),
    queryFn: async ({ signal }): Promise<CoachResumeInfo | null> => {
      try {
        return await apiRequest('/coach/resume', { schema: ZCoachResumeInfo, signal });
      } catch (error) {
        if (isStatus(error, 404)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Uploads a resume file (multipart field `resume`); the server reads and stores its text. */
export function uploadResume(file: File) {
  const form = new FormData();
  form.append('resume', file);
  return apiRequest('/coach/process-resume', { method: 'POST', body: form, schema: ZProcessResumeResponse });
}

/** Stores pasted resume text (the paste alternative): `PUT /api/coach/resume`. */
export function saveResumeText(request: CoachResumeUpsert) {
  return apiRequest('/coach/resume', { method: 'PUT', body: request, schema: ZCoachResumeSaved });
}

export async function deleteResume(): Promise<void> {
  await apiRequest('/coach/resume', { method: 'DELETE' });
}

function isStatus(error: unknown, status: number): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === status;
}
