import { UnrecoverableError, type Job } from 'bullmq';
import type { Logger } from '@fcs/core/platform/logger';
import { stampRunStage } from '@fcs/core/platform/run-stages';
import type { RunExecution } from '@fcs/core/runs/run-execution';
import { pendingStep, type RunStep } from '@fcs/shared/runs';
import { ZRunRole } from '@fcs/shared/workflows/common';
import { RUN_JOB, type RunJobPayload } from '@fcs/shared/workflows/jobs';
import { getWorkflow } from '@fcs/shared/workflows/registry';
import { LlmAbortedError, LlmError, type GenerateObjectRequest, type LlmClient } from '../llm/types';
import { prefetchFirstCall, type Prefetch } from './prefetch';
import { createJsonProgress } from './json-progress';
import {
  InvalidRunInputError,
  NO_LIVE_SOURCES,
  type LiveSources,
  type RunOwner,
  type StepContext,
  type StepTask,
  type WorkflowDefinition,
} from './workflow';

export interface EngineDeps {
  exec: RunExecution;
  llm: LlmClient;
  logger: Logger;
  workflows: Partial<Record<string, WorkflowDefinition>>;
  /** What steps may read about a run's owner (the coach's stored resume); without it, nothing is stored. */
  owners?: (uid: string) => RunOwner;
  /** The live sources steps may read (the configured news feeds); without it, none is configured. */
  live?: LiveSources;
  /**
   * Least time between two token frames of a run (ms); 0 (default): natural batching, text goes at the end of the
   * tick when the run's log is idle and what arrives meanwhile goes as one frame.
   */
  frameMs?: number;
  /** The attempts this process is running, by run id, with their abort controllers (cancel reaches them). */
  active: Map<string, { controller: AbortController; attempt: number }>;
}

/** The execution was fenced out (cancelled or retried elsewhere): stop without touching the run. */
class FencedError extends Error {
  constructor() {
    super('execution fenced');
  }
}

/** Whether a failure is worth another attempt later. Unknown errors (database, Redis hiccups) are. */
function isTransient(err: unknown): boolean {
  if (err instanceof InvalidRunInputError) return false;
  if (err instanceof LlmError) return err.transient;
  return !(err instanceof UnrecoverableError);
}

/** The job's first delivery: not a retry after a failure, nor taken again after a worker died or stalled. */
function firstDelivery(job: Pick<Job, 'attemptsMade'> & Partial<Pick<Job, 'stalledCounter'>>): boolean {
  return job.attemptsMade === 0 && !job.stalledCounter;
}

/** The first model call sent ahead from the job's input hint, when it parses (prefetch.ts); else null. */
function earlyCall(
  hint: unknown,
  runId: string,
  type: RunJobPayload['type'],
  definition: WorkflowDefinition | undefined,
  deps: EngineDeps,
): Prefetch | null {
  if (hint === undefined || !definition) return null;
  const input = definition.input.safeParse(hint);
  const role = ZRunRole.safeParse((hint as { role?: unknown } | null)?.role);
  if (!input.success || !role.success) return null;
  return prefetchFirstCall({
    runId,
    definition,
    input: input.data,
    role: role.data,
    type,
    llm: deps.llm,
    logger: deps.logger,
  });
}

/**
 * Runs (or resumes) one execution of a run: every step not completed yet, in order, checkpointing each
 * one's output as it completes. Transient failures are thrown back to BullMQ, which retries the job with
 * exponential backoff; the retry resumes at the same step. A definitive failure (invalid input, a permanent
 * model error, retries exhausted) fails the run with the workflow's step error text.
 */
export async function executeRun(
  job: Pick<Job, 'data' | 'attemptsMade' | 'opts' | 'id'> & Partial<Pick<Job, 'stalledCounter'>>,
  deps: EngineDeps,
): Promise<void> {
  const payload = RUN_JOB.schema.safeParse(job.data);
  if (!payload.success) throw new UnrecoverableError('Malformed run job payload');
  const { runId, execId, type } = payload.data;
  const logger = deps.logger.child({ runId, type, jobId: job.id });
  const contract = getWorkflow(type);
  const definition = deps.workflows[type];

  // The provider slot of the run's first model call is taken while the run is marked started and claimed (each a
  // round trip), not after: the steps before that call usually need no I/O (provider-limit.ts).
  deps.llm.reserve?.();
  const beginning = deps.exec.begin(runId, execId, deps.llm.engine, contract.stepError);
  // A new run's first delivery (its job carries the input as a hint): the first model call goes now, alongside
  // the start, and the step takes it over only if it asks the very same (prefetch.ts).
  const prefetch = firstDelivery(job) ? earlyCall(payload.data.input, runId, type, definition, deps) : null;
  let begun: Awaited<typeof beginning>;
  try {
    begun = await beginning;
  } catch (err) {
    prefetch?.cancel();
    throw err;
  }
  if (!begun) {
    prefetch?.cancel();
    logger.info('stale or superseded run job skipped');
    return;
  }
  const { run, fence } = begun;
  stampRunStage('worker.started', runId);
  const attempt = run.attempt;
  const known = new Map(run.steps.map((s) => [s.id, s]));
  const steps: RunStep[] = contract.steps.map((plan) => known.get(plan.id) ?? pendingStep(plan));
  const outputs: Record<string, unknown> = {};
  for (const step of steps) if (step.status === 'completed') outputs[step.id] = step.output;

  const controller = new AbortController();
  // Every event of this attempt goes through one writer: in order, batched, token text in frames. When another
  // attempt claims the run (or it is cancelled) the writer is refused and the execution stops.
  const writer = deps.exec.writer(runId, fence, {
    frameMs: deps.frameMs,
    onFenced: () => controller.abort(),
  });

  const throwIfWriterFailed = () => {
    const failed = writer.error;
    if (failed) throw failed.cause;
  };

  const fail = async (stepId: string | null, cause: unknown) => {
    logger.warn({ stepId, err: cause instanceof Error ? cause.message : String(cause) }, 'run failed');
    await deps.exec.fail(runId, fence, steps, { stepId, error: contract.stepError }, writer);
    throw new UnrecoverableError(contract.stepError);
  };

  const firstOpen = steps.find((s) => s.status !== 'completed')?.id ?? null;
  if (!definition) return fail(firstOpen, new InvalidRunInputError(`No workflow definition for ${type}`));
  const input = definition.input.safeParse(run.input);
  const role = ZRunRole.safeParse((run.input as { role?: unknown } | null)?.role);
  if (!input.success || !role.success)
    return fail(firstOpen, new InvalidRunInputError('Run input does not match the workflow'));

  // An older attempt of this run still going in this process (its job was restarted under it) stops now; the
  // fence would stop it at its next write anyway. Other processes hear it on the control channel.
  deps.active.get(runId)?.controller.abort();
  deps.active.set(runId, { controller, attempt });
  try {
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i]!;
      if (step.status === 'completed') continue;
      const stepDef = definition.steps.find((s) => s.id === step.id);
      if (!stepDef) return await fail(step.id, new Error(`No definition for step ${step.id}`));
      // An append that failed (not refused) is worth another attempt: BullMQ retries the job, which resumes here.
      throwIfWriterFailed();
      if (controller.signal.aborted) return;

      stampRunStage(`step:${step.id}`, runId);
      // Not awaited: the writer keeps the order, and a refusal stops the execution through onFenced.
      const started = writer.push({ type: 'step.started', stepId: step.id, attempt });
      started.logged.catch(() => undefined); // a failed append surfaces at the step's completion
      const startedAt = Date.now();
      steps[i] = { ...step, status: 'running', startedAt: started.at, narration: null, error: null };
      let streamed = '';
      if (step.streamed && attempt > 1)
        writer.push({ type: 'stream.reset', stepId: step.id, attempt }).logged.catch(() => undefined);

      const task = (t: StepTask) => ({
        ...t,
        workflow: type,
        role: role.data,
        input: input.data,
      });
      // Streamed text goes to the writer (framed, not awaited); a refused writer stops the execution.
      const token = (text: string) => {
        streamed += text;
        if (!writer.token(step.id, attempt, text)) {
          controller.abort();
          throw new FencedError();
        }
      };
      const ctx: StepContext<unknown> = {
        runId,
        attempt,
        input: input.data,
        role: role.data,
        owner: deps.owners?.(run.ownerUid) ?? { uid: run.ownerUid, resume: async () => null },
        outputs,
        signal: controller.signal,
        logger,
        live: deps.live ?? NO_LIVE_SOURCES,
        write: async (text) => {
          if (controller.signal.aborted) throw new LlmAbortedError();
          if (text) token(text);
        },
        streamText: (request) => {
          const full = { ...request, task: task(request.task) };
          const early = prefetch?.take('text', full, (text) => token(text), controller.signal);
          return (early as Promise<string> | null | undefined) ?? deps.llm.streamText(full, token, controller.signal);
        },
        generateObject: <T>(request: Omit<GenerateObjectRequest<T>, 'task'> & { task: StepTask }) => {
          // The answer is JSON, not prose: the step list shows a line saying how far the model has got instead.
          let progress = createJsonProgress();
          let ask = 0;
          const full: GenerateObjectRequest<T> = {
            ...request,
            task: task(request.task),
            onText: (delta, n) => {
              if (n !== ask) [ask, progress] = [n, createJsonProgress()];
              const line = progress.push(delta);
              if (line && !writer.progress(step.id, attempt, line)) controller.abort();
            },
          };
          const early = prefetch?.take('object', full, full.onText!, controller.signal);
          return (early as Promise<T> | null | undefined) ?? deps.llm.generateObject(full, controller.signal);
        },
      };

      let outcome: Awaited<ReturnType<typeof stepDef.run>>;
      try {
        outcome = await stepDef.run(ctx);
      } catch (err) {
        throwIfWriterFailed();
        if (controller.signal.aborted || err instanceof FencedError || err instanceof LlmAbortedError) {
          logger.info({ stepId: step.id }, 'execution stopped (cancelled or superseded)');
          return;
        }
        const attempts = job.opts.attempts ?? 1;
        const retriesLeft = job.attemptsMade + 1 < attempts;
        if (isTransient(err) && retriesLeft) {
          logger.warn(
            { stepId: step.id, err: err instanceof Error ? err.message : String(err), attempt },
            'step failed, will retry',
          );
          writer
            .push({ type: 'step.failed', stepId: step.id, attempt, error: contract.stepError, willRetry: true })
            .logged.catch(() => undefined);
          await writer.flush().catch(() => undefined);
          throw err;
        }
        // Keep what the failed attempt streamed, as the clients that watched it have it.
        if (step.streamed && (streamed || attempt > 1)) steps[i] = { ...steps[i]!, streamedText: streamed, attempt };
        return await fail(step.id, err);
      }

      const durationMs = Date.now() - startedAt;
      const completedAt = new Date().toISOString();
      steps[i] = {
        ...steps[i]!,
        status: 'completed',
        completedAt,
        durationMs,
        output: outcome.output ?? null,
        narration: outcome.narration,
        streamedText: step.streamed ? streamed : '',
        attempt,
      };
      const saved = deps.exec.completeStep(runId, writer, fence, steps, {
        type: 'step.completed',
        stepId: step.id,
        attempt,
        durationMs,
        output: outcome.output ?? null,
        narration: outcome.narration,
        streamedText: step.streamed ? streamed : null,
      });
      if (!saved) return;
      steps.splice(0, steps.length, ...saved);
      outputs[step.id] = outcome.output;
    }

    const result = contract.result.safeParse(definition.result(outputs, input.data));
    if (!result.success) {
      return await fail(
        steps.at(-1)!.id,
        new Error(`Result does not validate: ${result.error.issues[0]?.message ?? ''}`),
      );
    }
    if (await deps.exec.complete(runId, fence, steps, result.data, writer)) logger.info({ attempt }, 'run completed');
  } finally {
    prefetch?.cancel();
    if (deps.active.get(runId)?.controller === controller) deps.active.delete(runId);
    await deps.exec.release(runId, fence);
  }
}
