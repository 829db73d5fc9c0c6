import { z } from 'zod';

/**
 * Runs of the durable AI workflow engine: the stored run, its steps, the ordered event log a run appends to,
 * the Socket.IO event maps, and the one reducer that rebuilds a run's view from its events.
 *
 * Flow: POST /api/<tool> → 202 {runId} → the client subscribes with `run:subscribe {runId, afterSeq}` and
 * folds every `run:event` (and each event of a `run:events` batch: how the backlog comes, and the events of one
 * append) into its state with `applyRunEvent`. A reconnecting client sends the last seq it applied and gets exactly
 * the events after it. When the server can no longer replay from there (the run's event log expired after it was
 * persisted), the subscribe ack carries a snapshot to start from instead.
 */

export const WORKFLOW_TYPES = [
  'news_interpretation',
  'interview_prep',
  'job_match',
  'ai_impact',
  'day_in_life',
  'research_report',
  'coach_chat',
  'sandbox_generation',
] as const;
export const ZWorkflowType = z.enum(WORKFLOW_TYPES);
export type WorkflowType = z.infer<typeof ZWorkflowType>;

export const RUN_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export const ZRunStatus = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof ZRunStatus>;
/** A run in one of these states gets no more events until someone retries it. */
export const TERMINAL_RUN_STATUSES: readonly RunStatus[] = ['completed', 'failed', 'cancelled'];

/** True when the run has finished, one way or another. */
export function isTerminalRunStatus(status: RunStatus | null): boolean {
  return status !== null && TERMINAL_RUN_STATUSES.includes(status);
}

export const ZStepStatus = z.enum(['pending', 'running', 'completed', 'error']);

/** Which engine produced a run's content. 'offline' output is demo content and must be labelled as such. */
export const ZLlmEngine = z.enum(['offline', 'openai']);
export type LlmEngine = z.infer<typeof ZLlmEngine>;

const isoDate = z.string().datetime({ offset: true });
const runId = z.string().uuid();
const stepId = z.string().min(1).max(64);
const seq = z.number().int().positive();
/** Counts executions of a run (automatic retries, worker crashes, user Retry): 1 for the first. */
const attempt = z.number().int().positive();

/** A step as a workflow declares it: stable id, the name users see, and whether it streams text. */
export const ZRunStepPlan = z.object({ id: stepId, name: z.string().min(1), streamed: z.boolean() });
export type RunStepPlan = z.infer<typeof ZRunStepPlan>;

/** A step of a run as it stands. `output` is the checkpoint a resumed run continues from. */
export const ZRunStep = ZRunStepPlan.extend({
  status: ZStepStatus,
  startedAt: isoDate.nullable(),
  completedAt: isoDate.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  output: z.unknown().nullable(),
  /** One line saying what the step did, for the step list. */
  narration: z.string().nullable(),
  /** The spec's step error text when the step failed for good. */
  error: z.string().nullable(),
  /** Text streamed so far by this step (streamed steps only; '' otherwise). */
  streamedText: z.string(),
  /** Execution attempt the streamed text belongs to; tokens of older attempts are ignored. */
  attempt: z.number().int().nonnegative(),
});
export type RunStep = z.infer<typeof ZRunStep>;

/** A run as the api returns it (`GET /api/runs/:id`) and as a subscribe ack may carry it. */
export const ZRun = z.object({
  id: runId,
  type: ZWorkflowType,
  status: ZRunStatus,
  input: z.unknown(),
  steps: z.array(ZRunStep),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  /** Null until a worker has started it. */
  engine: ZLlmEngine.nullable(),
  attempt: z.number().int().nonnegative(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** The seq of the last event this snapshot reflects; subscribe with it to continue. */
  lastSeq: z.number().int().nonnegative(),
});
export type Run = z.infer<typeof ZRun>;

/** A run in the history list (`GET /api/runs?type=`): no input, steps or result. */
export const ZRunSummary = ZRun.pick({
  id: true,
  type: true,
  status: true,
  error: true,
  engine: true,
  createdAt: true,
  updatedAt: true,
}).extend({
  /** What the run was about, e.g. the role title or the article title. */
  label: z.string(),
});
export type RunSummary = z.infer<typeof ZRunSummary>;

/** The analysis tools' workflows: what the "All analyses" list shows (the coach and sandbox keep their own). */
export const ANALYSIS_TYPES = [
  'news_interpretation',
  'interview_prep',
  'job_match',
  'ai_impact',
  'day_in_life',
  'research_report',
] as const satisfies readonly WorkflowType[];
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

/** True when the workflow type is one of the analysis tools'. */
export function isAnalysisType(type: WorkflowType): type is AnalysisType {
  return (ANALYSIS_TYPES as readonly WorkflowType[]).includes(type);
}

/**
 * `GET /api/runs?type=a,b&limit=20&before=<cursor>`: the owner's runs, newest first, of one or more types, a page
 * at a time (`before` is the `nextCursor` of the previous page).
 */
export const ZRunListQuery = z.object({
  type: z
    .string()
    .max(300)
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(ZWorkflowType).min(1, 'Name at least one workflow type'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  before: z.string().max(200).optional(),
});
export type RunListQuery = z.infer<typeof ZRunListQuery>;
export const ZRunList = z.object({
  runs: z.array(ZRunSummary),
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: z.string().nullable().default(null),
});
export type RunList = z.infer<typeof ZRunList>;

/** Answer of every endpoint that starts (or retries) a run: 202 with the run id. */
export const ZStartRunResponse = z.object({ runId });
export type StartRunResponse = z.infer<typeof ZStartRunResponse>;

// ---------------------------------------------------------------- events

const eventBase = { seq, runId, at: isoDate };

/** The run was created (retry: false) or re-queued by Retry (retry: true). Carries the step list. */
export const ZRunQueuedEvent = z.object({
  ...eventBase,
  type: z.literal('run.queued'),
  workflow: ZWorkflowType,
  steps: z.array(ZRunStepPlan),
  retry: z.boolean(),
});
export const ZRunStartedEvent = z.object({ ...eventBase, type: z.literal('run.started'), attempt, engine: ZLlmEngine });
export const ZStepStartedEvent = z.object({ ...eventBase, type: z.literal('step.started'), stepId, attempt });
export const ZStepCompletedEvent = z.object({
  ...eventBase,
  type: z.literal('step.completed'),
  stepId,
  attempt,
  durationMs: z.number().int().nonnegative(),
  output: z.unknown().nullable(),
  narration: z.string().nullable(),
  /** The step's whole streamed text (streamed steps), so the completed step is exact whatever was missed. */
  streamedText: z.string().nullable(),
});
/** A step failed. willRetry: a transient failure the engine retries by itself (the step goes back to pending). */
export const ZStepFailedEvent = z.object({
  ...eventBase,
  type: z.literal('step.failed'),
  stepId,
  attempt,
  error: z.string(),
  willRetry: z.boolean(),
});
/**
 * What a running step's model call has produced so far, in a line for the step list (e.g. "Writing the emerging
 * tools (3 so far); done: risk assessment"), for a structured step whose answer is not prose. Replaces the previous
 * line; the step's completion brings its final narration.
 */
export const ZStepProgressEvent = z.object({
  ...eventBase,
  type: z.literal('step.progress'),
  stepId,
  attempt,
  text: z.string().max(500),
});
/** A chunk of text streamed by a step. */
export const ZTokenEvent = z.object({ ...eventBase, type: z.literal('token'), stepId, attempt, text: z.string() });
/** A new attempt restarts a streamed step: what earlier attempts streamed is dropped, not doubled. */
export const ZStreamResetEvent = z.object({ ...eventBase, type: z.literal('stream.reset'), stepId, attempt });
export const ZResultEvent = z.object({ ...eventBase, type: z.literal('result'), result: z.unknown() });
export const ZRunCompletedEvent = z.object({ ...eventBase, type: z.literal('run.completed') });
export const ZRunFailedEvent = z.object({
  ...eventBase,
  type: z.literal('run.failed'),
  error: z.string(),
  stepId: stepId.nullable(),
});
export const ZRunCancelledEvent = z.object({ ...eventBase, type: z.literal('run.cancelled') });

/** Every event of a run's log, each with a seq that grows by one per event of that run. */
export const ZRunEvent = z.discriminatedUnion('type', [
  ZRunQueuedEvent,
  ZRunStartedEvent,
  ZStepStartedEvent,
  ZStepCompletedEvent,
  ZStepFailedEvent,
  ZTokenEvent,
  ZStepProgressEvent,
  ZStreamResetEvent,
  ZResultEvent,
  ZRunCompletedEvent,
  ZRunFailedEvent,
  ZRunCancelledEvent,
]);
export type RunEvent = z.infer<typeof ZRunEvent>;
export type RunEventType = RunEvent['type'];
/** An event before the log has numbered it. */
export type RunEventInput = RunEvent extends infer E
  ? E extends RunEvent
    ? Omit<E, 'seq' | 'runId' | 'at'>
    : never
  : never;

// ---------------------------------------------------------------- Socket.IO contract

export const ZRunSubscribeRequest = z.object({
  runId,
  /** The seq of the last event the client applied; 0 when it has none. */
  afterSeq: z.number().int().nonnegative().default(0),
});
export type RunSubscribeRequest = z.input<typeof ZRunSubscribeRequest>;

/**
 * Ack of `run:subscribe`. With `snapshot: null` the server now sends every event after `afterSeq` in order (the
 * backlog in `run:events` batches, then live ones: `run:event`, or one `run:events` for the events of one append;
 * all in seq order on the one socket). With a
 * snapshot the client replaces its state with `runStateFromSnapshot(snapshot)` first; the events that follow start
 * after `snapshot.lastSeq`.
 */
export const ZRunSubscribeAck = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), snapshot: ZRun.nullable() }),
  z.object({
    ok: z.literal(false),
    error: z.object({ code: z.enum(['bad_request', 'not_found', 'unavailable']), message: z.string() }),
  }),
]);
export type RunSubscribeAck = z.infer<typeof ZRunSubscribeAck>;

/** Most events one `run:events` batch carries (a long backlog is sent as several batches, in order). */
export const RUN_EVENTS_BATCH_MAX = 1000;

/**
 * A run's logged events in seq order, sent as one message: how the backlog reaches a (re)subscribing client, so a
 * long run is not replayed one message per event. Each event is treated as if it had arrived alone as `run:event`.
 */
export const ZRunEventBatch = z.object({ runId, events: z.array(ZRunEvent).max(RUN_EVENTS_BATCH_MAX) });
export type RunEventBatch = z.infer<typeof ZRunEventBatch>;

export const ZRunUnsubscribeRequest = z.object({ runId });

/** Sent to every socket of the user (any api instance) when one of their runs is created or retried. */
export const ZRunCreatedNotice = z.object({ runId, type: ZWorkflowType });
export type RunCreatedNotice = z.infer<typeof ZRunCreatedNotice>;

/** Server → client events. */
export interface ServerToClientEvents {
  'run:event': (event: RunEvent) => void;
  'run:events': (batch: RunEventBatch) => void;
  'run:created': (notice: RunCreatedNotice) => void;
}

/** Client → server events. The handshake carries `auth: { token }` (the same bearer token as the REST calls). */
export interface ClientToServerEvents {
  'run:subscribe': (request: RunSubscribeRequest, ack: (answer: RunSubscribeAck) => void) => void;
  'run:unsubscribe': (request: { runId: string }) => void;
}

/** Path Socket.IO is served on (the default). */
export const SOCKET_PATH = '/socket.io';

// ---------------------------------------------------------------- reducer

/** A run's view as a client rebuilds it from events (or from a snapshot). */
export interface RunState {
  runId: string;
  type: WorkflowType | null;
  /** null until the first event (run.queued) has been applied. */
  status: RunStatus | null;
  steps: RunStep[];
  result: unknown;
  error: string | null;
  engine: LlmEngine | null;
  attempt: number;
  lastSeq: number;
}

/** The empty view of a run, before any event. */
export function initialRunState(runId: string): RunState {
  return {
    runId,
    type: null,
    status: null,
    steps: [],
    result: null,
    error: null,
    engine: null,
    attempt: 0,
    lastSeq: 0,
  };
}

/** The view a snapshot (`GET /api/runs/:id` or a subscribe ack) stands for. */
export function runStateFromSnapshot(run: Run): RunState {
  return {
    runId: run.id,
    type: run.type,
    status: run.status,
    steps: run.steps.map((s) => ({ ...s })),
    result: run.result,
    error: run.error,
    engine: run.engine,
    attempt: run.attempt,
    lastSeq: run.lastSeq,
  };
}

/** A step as it is before it runs. */
export function pendingStep(plan: RunStepPlan): RunStep {
  return {
    ...plan,
    status: 'pending',
    startedAt: null,
    completedAt: null,
    durationMs: null,
    output: null,
    narration: null,
    error: null,
    streamedText: '',
    attempt: 0,
  };
}

function updateStep(state: RunState, id: string, change: (step: RunStep) => RunStep): RunStep[] {
  return state.steps.map((s) => (s.id === id ? change(s) : s));
}

/**
 * Folds one event into a run's view. Pure; the client, the api's snapshots and the tests all use it.
 * Events at or below the last applied seq are ignored, so replays can never duplicate anything.
 */
export function applyRunEvent(state: RunState, event: RunEvent): RunState {
  if (event.runId !== state.runId || event.seq <= state.lastSeq) return state;
  const next: RunState = { ...state, lastSeq: event.seq };
  switch (event.type) {
    case 'run.queued': {
      const known = new Map(state.steps.map((s) => [s.id, s]));
      next.type = event.workflow;
      next.status = 'queued';
      next.error = null;
      // A retry keeps completed steps; a failed step goes back to pending so it is run again.
      next.steps = event.steps.map((plan) => {
        const step = known.get(plan.id);
        if (!step) return pendingStep(plan);
        return step.status === 'completed' ? step : { ...step, status: 'pending', error: null };
      });
      return next;
    }
    case 'run.started':
      next.status = 'running';
      next.engine = event.engine;
      next.attempt = Math.max(state.attempt, event.attempt);
      next.error = null;
      return next;
    case 'step.started':
      next.status = isTerminalRunStatus(state.status) ? state.status : 'running';
      next.steps = updateStep(state, event.stepId, (s) => ({
        ...s,
        status: 'running',
        startedAt: event.at,
        completedAt: null,
        durationMs: null,
        narration: null,
        error: null,
      }));
      return next;
    case 'stream.reset':
      next.steps = updateStep(state, event.stepId, (s) =>
        event.attempt < s.attempt || s.status === 'completed' ? s : { ...s, streamedText: '', attempt: event.attempt },
      );
      return next;
    case 'step.progress':
      next.steps = updateStep(state, event.stepId, (s) =>
        event.attempt < s.attempt || s.status !== 'running' ? s : { ...s, narration: event.text },
      );
      return next;
    case 'token':
      next.steps = updateStep(state, event.stepId, (s) => {
        if (event.attempt < s.attempt || s.status === 'completed') return s;
        return { ...s, attempt: event.attempt, streamedText: s.streamedText + event.text };
      });
      return next;
    case 'step.completed':
      next.steps = updateStep(state, event.stepId, (s) => ({
        ...s,
        status: 'completed',
        completedAt: event.at,
        durationMs: event.durationMs,
        output: event.output,
        narration: event.narration,
        error: null,
        streamedText: event.streamedText ?? s.streamedText,
        attempt: Math.max(s.attempt, event.attempt),
      }));
      return next;
    case 'step.failed':
      next.steps = updateStep(state, event.stepId, (s) =>
        event.willRetry
          ? { ...s, status: 'pending', error: null }
          : { ...s, status: 'error', error: event.error, completedAt: event.at },
      );
      return next;
    case 'result':
      next.result = event.result;
      return next;
    case 'run.completed':
      next.status = 'completed';
      next.error = null;
      return next;
    case 'run.failed':
      next.status = 'failed';
      next.error = event.error;
      return next;
    case 'run.cancelled':
      next.status = 'cancelled';
      next.steps = state.steps.map((s) => (s.status === 'running' ? { ...s, status: 'pending' } : s));
      return next;
  }
}

/** Applies events in order (see applyRunEvent). */
export function applyRunEvents(state: RunState, events: readonly RunEvent[]): RunState {
  return events.reduce(applyRunEvent, state);
}

/** Progress bar value: completed steps divided by total (spec section 4). */
export function runProgress(state: Pick<RunState, 'steps'>): { completed: number; total: number; ratio: number } {
  const total = state.steps.length;
  const completed = state.steps.filter((s) => s.status === 'completed').length;
  return { completed, total, ratio: total === 0 ? 0 : completed / total };
}
