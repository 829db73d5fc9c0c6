import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { isApiError } from '../../../lib/api-transport';
import { clearConversation, conversationQuery, sendChatMessage } from '../api/coach-api';
import type { ChatMessage, CoachChatResponse } from '@fcs/shared/coach/contract';

export interface UseCoachChatOptions {
  /** The signed-in user, or null for a visitor (whose conversation lives in the page only). */
  uid: string | null;
  /** The role the conversation is about; null while none is chosen. */
  jobId: string | null;
  /** false when the plan does not open the role (the page says so; nothing is stored there to read). */
  loadStored?: boolean;
}

/** A refusal or problem to show above the input (a 4xx from the api, a failed load). */
export interface ChatNotice {
  text: string;
  /** 'plan': the role or feature needs another plan (shown with a link to the plans). */
  kind: 'error' | 'plan';
}

export interface CoachChat {
  jobId: string | null;
  /** The conversation so far: stored messages, then what this page added (visitor replies, apologies). */
  messages: ChatMessage[];
  /** The stored conversation is being read. */
  isLoading: boolean;
  /** The question on its way to the api (drawn as the user's message until the api answers). */
  pendingText: string | null;
  notice: ChatNotice | null;
  dismissNotice: () => void;
  draft: string;
  setDraft: (text: string) => void;
  /** Sends `text` (or the draft). Blank text or a send in flight do nothing (the chat also waits for a reply). */
  send: (text?: string) => void;
  isSending: boolean;
  /** The run of the assistant message that is still streaming, to follow with the runs feature. */
  followRunId: string | null;
  /** Ids of replies that arrived while the page was open (a canned reply is revealed word by word). */
  freshIds: ReadonlySet<string>;
  /** Starts a new conversation for this role (deletes the stored one). */
  clear: () => void;
  isClearing: boolean;
  /** Reads the stored conversation again (after the followed reply finished). */
  refresh: () => Promise<unknown>;
}

type Local = { key: string; messages: ChatMessage[]; fresh: Set<string> };

let localCounter = 0;
function localMessage(role: ChatMessage['role'], content: string, status: ChatMessage['status']): ChatMessage {
  localCounter += 1;
  return {
    id: `local-${Date.now()}-${localCounter}`,
    role,
    content,
    status,
    runId: null,
    demo: false,
    canned: false,
    createdAt: new Date().toISOString(),
  };
}

/**
 * The coach conversation of one user and role: loads the stored messages, sends a question, and says which
 * streaming reply to follow. Signed-out visitors (free role only) keep their conversation in the page.
 */
export function useCoachChat({ uid, jobId, loadStored = true }: UseCoachChatOptions): CoachChat {
  const queryClient = useQueryClient();
  const key = `${uid ?? 'visitor'}:${jobId ?? ''}`;
  const stored = useQuery({
    ...conversationQuery(uid ?? '', jobId ?? ''),
    enabled: uid !== null && jobId !== null && loadStored,
  });

  const [local, setLocal] = useState<Local>(() => ({ key, messages: [], fresh: new Set() }));
  const [draftState, setDraftState] = useState({ key, text: '' });
  const [noticeState, setNoticeState] = useState<{ key: string; notice: ChatNotice | null }>({ key, notice: null });
  // Another user or role: what the page held belongs to the previous one.
  let current = local;
  if (local.key !== key) {
    current = { key, messages: [], fresh: new Set() };
    setLocal(current);
  }
  const draft = draftState.key === key ? draftState.text : '';
  const notice = noticeState.key === key ? noticeState.notice : null;
  const setDraft = useCallback((text: string) => setDraftState({ key, text }), [key]);
  const setNotice = useCallback((value: ChatNotice | null) => setNoticeState({ key, notice: value }), [key]);

  const addLocal = (messages: ChatMessage[], freshId?: string) =>
    setLocal((prev) => {
      const base = prev.key === key ? prev : { key, messages: [], fresh: new Set<string>() };
      const fresh = new Set(base.fresh);
      if (freshId) fresh.add(freshId);
      return { key, messages: [...base.messages, ...messages], fresh };
    });

  const sending = useMutation({
    mutationFn: sendChatMessage,
    onSuccess: (response: CoachChatResponse, variables) => {
      const messages = [response.userMessage, response.assistantMessage];
      if (response.conversationId !== null && uid !== null) {
        queryClient.setQueryData<ChatMessage[]>(conversationQuery(uid, variables.jobId).queryKey, (old = []) => [
          ...old.filter((m) => !messages.some((n) => n.id === m.id)),
          ...messages,
        ]);
        setLocal((prev) => {
          const fresh = new Set(prev.fresh);
          fresh.add(response.assistantMessage.id);
          return { ...prev, fresh };
        });
      } else {
        addLocal(messages, response.assistantMessage.id);
      }
    },
    onError: (error, variables) => {
      // A 401 while signed in has already sent the user to sign in again (apiRequest); signed out it says why.
      if (isApiError(error) && error.isClientError && !(error.status === 401 && uid !== null)) {
        // Refused (blank, too long, role outside the plan, a reply already streaming): say why, keep the text.
        setNotice({ text: error.fields.message ?? error.message, kind: error.status === 403 ? 'plan' : 'error' });
        setDraftState((prev) => (prev.key === key && prev.text === '' ? { key, text: variables.message } : prev));
        if (error.status === 409 && uid !== null) void stored.refetch();
        return;
      }
      // Not reached or failed on the server: the question stays on screen with the spec's apology as the reply.
      addLocal([localMessage('user', variables.message, 'complete'), localMessage('assistant', '', 'failed')]);
    },
  });

  const clearing = useMutation({
    mutationFn: clearConversation,
    onSuccess: (_, clearedJobId) => {
      if (uid !== null) queryClient.setQueryData<ChatMessage[]>(conversationQuery(uid, clearedJobId).queryKey, []);
    },
    onError: (error) =>
      setNotice({ text: isApiError(error) ? error.message : 'The conversation could not be cleared.', kind: 'error' }),
  });

  const { refetch } = stored;
  const refresh = useCallback(() => refetch(), [refetch]);

  const storedMessages = uid !== null ? (stored.data ?? []) : [];
  const messages = [...storedMessages, ...current.messages];
  const streaming = [...storedMessages].reverse().find((m) => m.role === 'assistant' && m.status === 'streaming');
  const followRunId = streaming?.runId ?? null;

  const send = (text?: string) => {
    const message = (text ?? draft).trim();
    if (!jobId || message === '' || sending.isPending) return;
    setNotice(null);
    if (text === undefined) setDraft('');
    sending.mutate({ jobId, message, signedIn: uid !== null });
  };

  const clear = () => {
    setNotice(null);
    setLocal({ key, messages: [], fresh: new Set() });
    if (uid !== null && jobId !== null && storedMessages.length > 0) clearing.mutate(jobId);
  };

  return {
    jobId,
    messages,
    isLoading: uid !== null && jobId !== null && loadStored && stored.isPending,
    pendingText: sending.isPending && sending.variables.jobId === jobId ? sending.variables.message : null,
    notice: notice ?? (stored.isError ? loadNotice(stored.error) : null),
    dismissNotice: () => setNotice(null),
    draft,
    setDraft,
    send,
    isSending: sending.isPending,
    followRunId,
    freshIds: current.fresh,
    clear,
    isClearing: clearing.isPending,
    refresh,
  };
}

/** Why the stored conversation is not shown: the api's refusal (sign in, plan) in its words, else a retry hint. */
function loadNotice(error: Error): ChatNotice {
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return { text: error.message, kind: 'plan' };
  return { text: 'Your conversation could not be loaded. Please refresh the page to try again.', kind: 'error' };
}
