// @vitest-environment jsdom
import { STEP_ERRORS } from '@fcs/shared/messages';
import {
  applyRunEvents,
  initialRunState,
  type Run,
  type RunEvent,
  type RunEventInput,
  type RunSummary,
} from '@fcs/shared/runs';
import { DAY_IN_LIFE_STEPS } from '@fcs/shared/workflows/day-in-life';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createFakeApi, LOCAL_CONFIG, profile, storeSignedInSession, type RecordedCall } from '../../testing/fake-api';
import { RunHistory } from './components/run-history';
import { ToolRunProgress } from './components/tool-run-progress';
import { useToolRun } from './hooks/use-tool-run';

// The tool kit as a tool page uses it: useToolRun + ToolRunProgress + RunHistory, against an in-process api (REST)
// and a scripted run socket that speaks the subscribe/ack/run:event contract of @fcs/shared/runs. The subscription
// itself is tested against a real Socket.IO server in run-subscription.test.ts.

configure({ asyncUtilTimeout: 5000 });

const hub = vi.hoisted(() => {
  type Listener = (...args: unknown[]) => void;
  const listeners = new Map<string, Set<Listener>>();
  const hub = {
    /** Each run's event log, as the server keeps it. */
    logs: new Map<string, unknown[]>(),
    subscribes: [] as { runId: string; afterSeq: number }[],
    /** Runs the server answers not_found for (another user's). */
    notFound: new Set<string>(),
    socket: {
      connected: true,
      active: true,
      on(event: string, listener: Listener) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event)!.add(listener);
        return hub.socket;
      },
      off(event: string, listener: Listener) {
        listeners.get(event)?.delete(listener);
        return hub.socket;
      },
      emit() {
        return hub.socket;
      },
      timeout() {
        return {
          emit(_event: string, request: { runId: string; afterSeq: number }, ack: (...args: unknown[]) => void) {
            hub.subscribes.push(request);
            queueMicrotask(() => {
              if (hub.notFound.has(request.runId)) {
                ack(null, { ok: false, error: { code: 'not_found', message: 'Run not found' } });
                return;
              }
              ack(null, { ok: true, snapshot: null });
              for (const event of hub.logs.get(request.runId) ?? [])
                if ((event as { seq: number }).seq > request.afterSeq) hub.fire(event);
            });
          },
        };
      },
    },
    fire(event: unknown) {
      for (const listener of listeners.get('run:event') ?? []) listener(event);
    },
    /** Sends a server event of another name (e.g. `run:created`) to the page's listeners. */
    announce(name: string, payload: unknown) {
      for (const listener of listeners.get(name) ?? []) listener(payload);
    },
    reset() {
      listeners.clear();
      hub.logs.clear();
      hub.notFound.clear();
      hub.subscribes.length = 0;
    },
  };
  return hub;
});
vi.mock('../../lib/socket', () => ({ getRunSocket: () => hub.socket }));

const RUN_A = '0b6b0f4e-3c1e-4f0e-9a55-2f1d3c1a9e01';
const RUN_B = '1c7c1f5f-4d2f-4f1f-8b66-3e2e4d2b0f02';

/** The test tool's result: the page shows `headline` once the run completes. */
const ZTestResult = z.object({ headline: z.string().min(1), jobTitle: z.string() });
const ZTestInput = z.object({ role: z.object({ title: z.string() }) });

/** Appends events to a run's log (numbered from its last seq) and sends them to the page. */
function emit(runId: string, inputs: RunEventInput[]) {
  const log = (hub.logs.get(runId) ?? []) as RunEvent[];
  const at = new Date().toISOString();
  for (const input of inputs) {
    const event = { ...input, seq: log.length + 1, runId, at } as RunEvent;
    log.push(event);
    hub.logs.set(runId, log);
    act(() => hub.fire(event));
  }
}

const queued: RunEventInput = {
  type: 'run.queued',
  workflow: 'day_in_life',
  steps: [...DAY_IN_LIFE_STEPS],
  retry: false,
};
const started: RunEventInput = { type: 'run.started', attempt: 1, engine: 'offline' };
const stepDone = (stepId: string): RunEventInput[] => [
  { type: 'step.started', stepId, attempt: 1 },
  { type: 'step.completed', stepId, attempt: 1, durationMs: 900, output: null, narration: null, streamedText: null },
];

function snapshotOf(runId: string): Run {
  const state = applyRunEvents(initialRunState(runId), (hub.logs.get(runId) ?? []) as RunEvent[]);
  return {
    id: runId,
    type: 'day_in_life',
    status: state.status ?? 'queued',
    input: { role: { title: 'Credit Analyst' } },
    steps: state.steps,
    result: state.result ?? null,
    error: state.error,
    engine: state.engine,
    attempt: state.attempt,
    createdAt: '2026-03-02T09:30:00.000Z',
    updatedAt: '2026-03-02T09:31:00.000Z',
    lastSeq: state.lastSeq,
  };
}

function summary(id: string, status: RunSummary['status'], label: string): RunSummary {
  return {
    id,
    type: 'day_in_life',
    status,
    error: null,
    engine: 'offline',
    createdAt: '2026-03-02T09:30:00.000Z',
    updatedAt: '2026-03-02T09:31:00.000Z',
    label,
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** A minimal tool page built the way the kit's doc comment says. */
function TestToolPage() {
  const tool = useToolRun({ workflow: 'day_in_life', result: ZTestResult, input: ZTestInput });
  if (tool.sessionStatus === 'loading') return <p>Loading session</p>;
  return (
    <div>
      <button
        type="button"
        disabled={tool.isBusy}
        onClick={() => void tool.start('/day-in-life/simulate', { jobId: 'credit_analyst' })}
      >
        {tool.isBusy ? 'Simulating...' : 'Start Day Simulation'}
      </button>
      {tool.startErrorMessage ? <p role="alert">{tool.startErrorMessage}</p> : null}
      <ToolRunProgress tool={tool} title="Simulation Progress" />
      {tool.result ? (
        <p>
          Result: {tool.result.headline} for {tool.input?.role.title ?? '?'}
        </p>
      ) : null}
      <RunHistory types={['day_in_life']} title="Previous Simulations" emptyText="None yet" activeRunId={tool.runId} />
      <Location />
    </div>
  );
}

let calls: RecordedCall[] = [];

function renderPage(
  path: string,
  handlers: Record<string, (call: RecordedCall) => { status?: number; body: unknown }>,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  const api = createFakeApi({
    'GET /api/config': () => ({ body: LOCAL_CONFIG }),
    'GET /api/profile': () => ({ body: profile() }),
    ...handlers,
  });
  calls = api.calls;
  vi.stubGlobal('fetch', api.fetch);
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <TestToolPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const stepStates = () =>
  within(screen.getByRole('region', { name: 'Simulation Progress' }))
    .getAllByRole('listitem')
    .map((li) => li.className.replace('run-step run-step--', ''));

beforeEach(() => {
  hub.reset();
  window.localStorage.clear();
  storeSignedInSession();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('tool kit (useToolRun, ToolRunProgress, RunHistory)', () => {
  it('when the user starts a run, then the action is disabled while it runs, the run is in the URL, steps progress and the parsed result appears', async () => {
    let listed: RunSummary[] = [];
    renderPage('/day-in-life', {
      'POST /api/day-in-life/simulate': () => {
        listed = [summary(RUN_A, 'queued', 'Credit Analyst')];
        return { status: 202, body: { runId: RUN_A } };
      },
      'GET /api/runs': () => ({ body: { runs: listed, nextCursor: null } }),
      [`GET /api/runs/${RUN_A}`]: () => ({ body: snapshotOf(RUN_A) }),
    });
    const start = await screen.findByRole('button', { name: 'Start Day Simulation' });
    expect(await screen.findByText('None yet')).toBeTruthy();

    fireEvent.click(start);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/day-in-life?run=${RUN_A}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ jobId: 'credit_analyst' });
    expect((screen.getByRole('button', { name: 'Simulating...' }) as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(hub.subscribes).toContainEqual({ runId: RUN_A, afterSeq: 0 }));

    emit(RUN_A, [
      queued,
      started,
      ...stepDone('persona-brief'),
      { type: 'step.started', stepId: 'plan-day', attempt: 1 },
    ]);
    expect(stepStates()).toEqual(['completed', 'running', 'pending', 'pending', 'pending']);
    expect(within(screen.getByRole('region', { name: 'Simulation Progress' })).getByText('1/5 steps')).toBeTruthy();
    expect(screen.queryByText(/^Result:/)).toBeNull();
    // The new run is listed (the start refreshed the history) and marked as the one on show.
    const entry = await screen.findByRole('link', { name: /Credit Analyst/ });
    expect(entry.getAttribute('href')).toBe(`/day-in-life?run=${RUN_A}`);
    expect(entry.getAttribute('aria-current')).toBe('true');

    emit(RUN_A, [
      {
        type: 'step.completed',
        stepId: 'plan-day',
        attempt: 1,
        durationMs: 5,
        output: null,
        narration: null,
        streamedText: null,
      },
      ...stepDone('simulate'),
      ...stepDone('narrate'),
      ...stepDone('finalise'),
      { type: 'result', result: { headline: 'A busy Tuesday', jobTitle: 'Credit Analyst' } },
      { type: 'run.completed' },
    ]);
    expect(await screen.findByText('Result: A busy Tuesday for Credit Analyst')).toBeTruthy();
    expect(stepStates()).toEqual(['completed', 'completed', 'completed', 'completed', 'completed']);
    expect((screen.getByRole('button', { name: 'Start Day Simulation' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the start is refused, then its message is shown and no run is followed', async () => {
    renderPage('/day-in-life', {
      'POST /api/day-in-life/simulate': () => ({
        status: 400,
        body: { error: { code: 'validation_failed', message: 'Please select a job role', fields: {} } },
      }),
      'GET /api/runs': () => ({ body: { runs: [], nextCursor: null } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start Day Simulation' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please select a job role');
    expect(screen.queryByRole('region', { name: 'Simulation Progress' })).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/day-in-life');
  });

  it('when a page is reopened on a remembered run, then it resumes after the last event it saw instead of starting over', async () => {
    const handlers = {
      'GET /api/runs': () => ({ body: { runs: [summary(RUN_A, 'running', 'Credit Analyst')], nextCursor: null } }),
      [`GET /api/runs/${RUN_A}`]: () => ({ body: snapshotOf(RUN_A) }),
    };
    window.localStorage.setItem(`fcs:run:day_in_life:user-1`, JSON.stringify({ runId: RUN_A, lastSeq: 0 }));
    const first = renderPage('/day-in-life', handlers);
    await waitFor(() => expect(hub.subscribes).toContainEqual({ runId: RUN_A, afterSeq: 0 }));
    emit(RUN_A, [queued, started, ...stepDone('persona-brief'), ...stepDone('plan-day')]);
    expect(stepStates().slice(0, 2)).toEqual(['completed', 'completed']);
    // Leaving the page (pagehide, unmount) keeps the view; the next visit draws it at once and continues.
    first.unmount();
    hub.subscribes.length = 0;

    renderPage('/day-in-life', handlers);
    await screen.findByRole('region', { name: 'Simulation Progress' });
    expect(stepStates()).toEqual(['completed', 'completed', 'pending', 'pending', 'pending']);
    await waitFor(() => expect(hub.subscribes).toEqual([{ runId: RUN_A, afterSeq: 6 }]));
    emit(RUN_A, [{ type: 'step.started', stepId: 'simulate', attempt: 1 }]);
    expect(stepStates()).toEqual(['completed', 'completed', 'running', 'pending', 'pending']);
    expect((screen.getByRole('button', { name: 'Simulating...' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when a failed run is opened by URL, then the failed step shows the spec text and Retry resumes it', async () => {
    emit(RUN_B, [
      queued,
      started,
      ...stepDone('persona-brief'),
      ...stepDone('plan-day'),
      { type: 'step.started', stepId: 'simulate', attempt: 1 },
      { type: 'step.failed', stepId: 'simulate', attempt: 1, error: STEP_ERRORS.day_in_life, willRetry: false },
      { type: 'run.failed', error: STEP_ERRORS.day_in_life, stepId: 'simulate' },
    ]);
    renderPage(`/day-in-life?run=${RUN_B}`, {
      'GET /api/runs': () => ({ body: { runs: [summary(RUN_B, 'failed', 'Credit Analyst')], nextCursor: null } }),
      [`GET /api/runs/${RUN_B}`]: () => ({ body: snapshotOf(RUN_B) }),
      [`POST /api/runs/${RUN_B}/retry`]: () => ({ status: 202, body: { runId: RUN_B } }),
    });
    const panel = await screen.findByRole('region', { name: 'Simulation Progress' });
    await waitFor(() => expect(stepStates()).toEqual(['completed', 'completed', 'error', 'pending', 'pending']));
    expect(within(panel).getAllByText(STEP_ERRORS.day_in_life).length).toBeGreaterThan(0);
    // The URL's run becomes the page's remembered one.
    expect(JSON.parse(window.localStorage.getItem('fcs:run:day_in_life:user-1') ?? '{}').runId).toBe(RUN_B);

    fireEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `/api/runs/${RUN_B}/retry`)).toBe(true),
    );
  });

  it('when a completed result does not fit the schema, then the page says it cannot be read instead of drawing it', async () => {
    emit(RUN_A, [queued, started, { type: 'result', result: { headline: '' } }, { type: 'run.completed' }]);
    renderPage(`/day-in-life?run=${RUN_A}`, {
      'GET /api/runs': () => ({ body: { runs: [], nextCursor: null } }),
      [`GET /api/runs/${RUN_A}`]: () => ({ body: snapshotOf(RUN_A) }),
    });
    expect(
      await screen.findByText('This run finished but its result could not be read. Please run it again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/^Result:/)).toBeNull();
  });

  it('when a run is started in another tab, then the history lists it as the server announces it, and ignores other tools', async () => {
    let listed: RunSummary[] = [];
    renderPage('/day-in-life', {
      'GET /api/runs': () => ({ body: { runs: listed, nextCursor: null } }),
    });
    const history = await screen.findByRole('region', { name: 'Previous Simulations' });
    await within(history).findByText('None yet');
    const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/runs')).length;
    const before = listCalls();

    // Another tool's run (a coach chat) is not this list's business: no refetch.
    listed = [summary(RUN_B, 'queued', 'Restructuring Analyst')];
    act(() => hub.announce('run:created', { runId: RUN_B, type: 'coach_chat' }));
    // A malformed notice is ignored too.
    act(() => hub.announce('run:created', { runId: 'not-a-run', type: 'day_in_life' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listCalls()).toBe(before);
    expect(within(history).getByText('None yet')).toBeTruthy();

    listed = [summary(RUN_A, 'queued', 'Credit Analyst')];
    act(() => hub.announce('run:created', { runId: RUN_A, type: 'day_in_life' }));
    const entry = await within(history).findByRole('link', { name: /Credit Analyst/ });
    expect(entry.getAttribute('href')).toBe(`/day-in-life?run=${RUN_A}`);
    expect(listCalls()).toBe(before + 1);
  });

  it('when the history has more than a page, then Load more asks for the next page with the cursor and appends it', async () => {
    const page1 = [summary(RUN_A, 'completed', 'Credit Analyst'), summary(RUN_B, 'failed', 'Equity Research Analyst')];
    const third = '2d8d2a6a-5e3a-4a2a-9c77-4f3f5e3c1a03';
    renderPage('/day-in-life', {
      'GET /api/runs': (call) =>
        call.path.includes('before=cursor-2')
          ? { body: { runs: [summary(third, 'running', 'Restructuring Analyst')], nextCursor: null } }
          : { body: { runs: page1, nextCursor: 'cursor-2' } },
    });
    const history = await screen.findByRole('region', { name: 'Previous Simulations' });
    await within(history).findByText('Credit Analyst');
    expect(calls.find((c) => c.path.startsWith('/api/runs?'))?.path).toBe('/api/runs?type=day_in_life&limit=10');
    expect(within(history).getByText('Failed')).toBeTruthy();

    fireEvent.click(within(history).getByRole('button', { name: 'Load more' }));
    await within(history).findByText('Restructuring Analyst');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.run-history__label')?.textContent),
    ).toEqual(['Credit Analyst', 'Equity Research Analyst', 'Restructuring Analyst']);
    expect(within(history).getByText('Running')).toBeTruthy();
    expect(within(history).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/runs?type=day_in_life&limit=10&before=cursor-2')).toBe(true);
  });

  it('when the URL names a run the server does not know for this user, then Dismiss forgets it and the URL loses it', async () => {
    hub.notFound.add(RUN_B);
    renderPage(`/day-in-life?run=${RUN_B}`, {
      'GET /api/runs': () => ({ body: { runs: [], nextCursor: null } }),
      [`GET /api/runs/${RUN_B}`]: () => ({
        status: 404,
        body: { error: { code: 'not_found', message: 'Run not found' } },
      }),
    });
    const problem = await screen.findByText(/could not be found/);
    expect(screen.queryByRole('region', { name: 'Simulation Progress' })).toBeNull();
    fireEvent.click(within(problem.parentElement!).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/day-in-life'));
    expect(screen.queryByText(/could not be found/)).toBeNull();
    expect(window.localStorage.getItem('fcs:run:day_in_life:user-1')).toBeNull();
    expect((screen.getByRole('button', { name: 'Start Day Simulation' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
