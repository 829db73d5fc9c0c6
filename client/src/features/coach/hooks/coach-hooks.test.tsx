// @vitest-environment jsdom
import { COACH_TEXTS, type ChatMessage } from '@fcs/shared/coach/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { createFakeApi, LOCAL_CONFIG, profile, storeSignedInSession } from '../../../testing/fake-api';

const RUN_ID = '6f1c2a8e-0d7b-4c55-9d0e-2a6b9a3c4d10';
const OTHER_RUN_ID = '7f1c2a8e-0d7b-4c55-9d0e-2a6b9a3c4d11';

let counter = 0;
function message(overrides: Partial<ChatMessage>): ChatMessage {
  counter += 1;
  return {
    id: `0c7f3a6e-51d2-4b7b-8d3f-1a2b3c4d${String(1000 + counter).padStart(4, '0')}`,
    role: 'user',
    content: '',
    status: 'complete',
    runId: null,
    demo: false,
    canned: false,
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

type Handlers = Parameters<typeof createFakeApi>[0];

async function setUp(handlers: Handlers, { signedIn = true } = {}) {
  if (signedIn) storeSignedInSession();
  const api = createFakeApi({
    'GET /api/config': () => ({ body: LOCAL_CONFIG }),
    'GET /api/profile': () => ({ body: profile({ subscriptionTier: 'pro', subscriptionStatus: 'active' }) }),
    ...handlers,
  });
  vi.stubGlobal('fetch', api.fetch);
  vi.resetModules();
  const chat = await import('./use-coach-chat');
  const workflow = await import('./use-coach-workflow');
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { api, wrapper, ...chat, ...workflow };
}

const emptyConversation = () => ({ body: { conversation: { id: null, jobId: 'credit_analyst', messages: [] } } });

describe('useCoachChat', () => {
  beforeEach(() => {
    counter = 0;
  });

  it('when a signed-in user sends, then both messages join the conversation and the streaming reply is followed', async () => {
    const user = message({ content: 'Is it stressful?' });
    const reply = message({ role: 'assistant', status: 'streaming', runId: RUN_ID });
    const { api, wrapper, useCoachChat } = await setUp({
      'GET /api/coach/conversation': emptyConversation,
      'POST /api/coach/chat': () => ({
        status: 202,
        body: { conversationId: '9c7f3a6e-51d2-4b7b-8d3f-1a2b3c4d5e6f', userMessage: user, assistantMessage: reply },
      }),
    });
    const { result } = renderHook(() => useCoachChat({ uid: 'user-1', jobId: 'credit_analyst' }), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setDraft('  Is it stressful?  '));
    act(() => result.current.send());
    expect(result.current.draft).toBe('');
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    expect(result.current.followRunId).toBe(RUN_ID);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      jobId: 'credit_analyst',
      message: 'Is it stressful?',
    });
    expect(api.calls.find((c) => c.path.startsWith('/api/coach/conversation'))?.path).toBe(
      '/api/coach/conversation?jobId=credit_analyst',
    );
  });

  it('when a reply is still streaming (409), then the notice says so and the question goes back into the input', async () => {
    const { wrapper, useCoachChat } = await setUp({
      'GET /api/coach/conversation': emptyConversation,
      'POST /api/coach/chat': () => ({
        status: 409,
        body: { error: { code: 'conflict', message: COACH_TEXTS.replyStreaming } },
      }),
    });
    const { result } = renderHook(() => useCoachChat({ uid: 'user-1', jobId: 'credit_analyst' }), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.setDraft('Second question'));
    act(() => result.current.send());
    await waitFor(() => expect(result.current.notice?.text).toBe(COACH_TEXTS.replyStreaming));
    expect(result.current.draft).toBe('Second question');
    expect(result.current.messages).toHaveLength(0);
  });

  it('when the api cannot be reached, then the question stays with a failed reply (the apology)', async () => {
    const { wrapper, useCoachChat } = await setUp({
      'GET /api/coach/conversation': emptyConversation,
      'POST /api/coach/chat': () => ({ status: 503, body: { error: { code: 'unavailable', message: 'Down' } } }),
    });
    const { result } = renderHook(() => useCoachChat({ uid: 'user-1', jobId: 'credit_analyst' }), { wrapper });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.send('Hello?'));
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    expect(result.current.messages.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'failed'],
    ]);
  });

  it('when a visitor asks on the free role, then the canned reply is kept in the page and marked fresh', async () => {
    const reply = message({ role: 'assistant', content: 'Take our career quiz.', canned: true });
    const { api, wrapper, useCoachChat } = await setUp(
      {
        'POST /api/coach/chat': () => ({
          body: { conversationId: null, userMessage: message({ content: 'Hi' }), assistantMessage: reply },
        }),
      },
      { signedIn: false },
    );
    const { result } = renderHook(() => useCoachChat({ uid: null, jobId: 'equity_research_analyst' }), { wrapper });
    act(() => result.current.send('Hi'));
    await waitFor(() => expect(result.current.messages).toHaveLength(2));
    expect(result.current.freshIds.has(reply.id)).toBe(true);
    expect(result.current.followRunId).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/api/coach/conversation'))).toBe(false);
  });
});

describe('useCoachWorkflow', () => {
  it('when a workflow is already running (409), then the api message is shown and the page attaches to that run', async () => {
    let active: string | null = null;
    const { wrapper, useCoachWorkflow } = await setUp({
      'GET /api/coach/workflows/active': () => ({ body: { runId: active } }),
      'GET /api/runs/7f1c2a8e-0d7b-4c55-9d0e-2a6b9a3c4d11': () => ({
        body: { input: { mode: 'workflow', workflowType: 'day_in_life', jobId: 'credit_analyst' }, createdAt: 'x' },
      }),
      'POST /api/coach/workflow/stream': () => {
        active = OTHER_RUN_ID;
        return {
          status: 409,
          body: { error: { code: 'conflict', message: COACH_TEXTS.workflowRunning, runId: OTHER_RUN_ID } },
        };
      },
    });
    const onRunStarted = vi.fn();
    const { result } = renderHook(() => useCoachWorkflow({ uid: 'user-1', rememberedRunId: null, onRunStarted }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.runId).toBeNull());
    act(() => result.current.start('interview_prep', 'credit_analyst'));
    await waitFor(() => expect(result.current.startError).toBe(COACH_TEXTS.workflowRunning));
    await waitFor(() => expect(result.current.runId).toBe(OTHER_RUN_ID));
    await waitFor(() => expect(result.current.about?.workflowType).toBe('day_in_life'));
    expect(onRunStarted).not.toHaveBeenCalled();
  });

  it('when a workflow starts, then its run is remembered; a starter gets the canned answer instead', async () => {
    let answer: { status: number; body: unknown } = { status: 202, body: { runId: RUN_ID } };
    const { wrapper, useCoachWorkflow } = await setUp({
      'GET /api/coach/workflows/active': () => ({ body: { runId: null } }),
      'GET /api/runs/6f1c2a8e-0d7b-4c55-9d0e-2a6b9a3c4d10': () => ({ body: { input: null, createdAt: 'x' } }),
      'POST /api/coach/workflow/stream': () => answer,
    });
    const onRunStarted = vi.fn();
    const { result } = renderHook(() => useCoachWorkflow({ uid: 'user-1', rememberedRunId: null, onRunStarted }), {
      wrapper,
    });
    act(() => result.current.start('interview_prep', 'credit_analyst'));
    await waitFor(() => expect(onRunStarted).toHaveBeenCalledWith(RUN_ID));
    answer = { status: 200, body: { canned: true, content: 'Take the quiz first.' } };
    act(() => result.current.start('ai_impact', 'credit_analyst'));
    await waitFor(() =>
      expect(result.current.canned).toEqual({
        workflowType: 'ai_impact',
        jobId: 'credit_analyst',
        content: 'Take the quiz first.',
      }),
    );
  });
});
