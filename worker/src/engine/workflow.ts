import type { z } from 'zod';
import type { Logger } from '@fcs/core/platform/logger';
import type { LiveNews, LiveNewsQuery } from '@fcs/core/news/news-source';
import type { WorkflowType } from '@fcs/shared/runs';
import type { RunRole } from '@fcs/shared/workflows/common';
import type { GenerateObjectRequest, LlmTask, StreamTextRequest } from '../llm/types';

/** The task of an LLM call as a step states it; the engine adds the workflow, the role and the run input. */
export type StepTask = Pick<LlmTask, 'kind' | 'textKind' | 'draft' | 'computed' | 'resume'>;

/** What a step may read about the account a run works for, when it runs (never copied into the run's input). */
export interface RunOwner {
  uid: string;
  /** The resume the user keeps on the server (elite coaching), or null. Its text is never logged or checkpointed. */
  resume(): Promise<{ fileName: string; content: string } | null>;
}

/** The live sources a step may read (configured for the worker, read when the step runs). */
export interface LiveSources {
  /** Current articles from the configured news feeds that concern the role, or why there are none. */
  news(query: LiveNewsQuery): Promise<LiveNews>;
}

/** Live sources when none is configured: every answer says there was no live data. */
export const NO_LIVE_SOURCES: LiveSources = {
  news: async () => ({ origin: 'none', reason: 'no_feed' }),
};

/** What a step gets to work with. */
export interface StepContext<I> {
  runId: string;
  /** Execution attempt of the run (1 for the first). */
  attempt: number;
  input: I;
  role: RunRole;
  /** The account the run works for. */
  owner: RunOwner;
  /** Checkpointed outputs of the steps completed before this one, by step id. */
  outputs: Readonly<Record<string, unknown>>;
  signal: AbortSignal;
  logger: Logger;
  /** The live sources of this worker (the configured news feeds). */
  live: LiveSources;
  /**
   * Streams text the step wrote itself, not the model (e.g. a fixed line before the model's answer), as a token
   * event of this step, in order with the model's tokens.
   */
  write(text: string): Promise<void>;
  /** Streams text through the model; every chunk becomes a token event of this step. */
  streamText(request: Omit<StreamTextRequest, 'task'> & { task: StepTask }): Promise<string>;
  /** A schema-valid object from the model. */
  generateObject<T>(request: Omit<GenerateObjectRequest<T>, 'task'> & { task: StepTask }): Promise<T>;
}

/** What a completed step leaves behind: its checkpointed output and a line saying what it did. */
export interface StepOutcome {
  output: unknown;
  narration: string;
}

export interface StepDefinition<I> {
  /** Must match the step id of the shared contract (`@fcs/shared/workflows/*`). */
  id: string;
  run(ctx: StepContext<I>): Promise<StepOutcome>;
}

/** A workflow the engine can run: its input schema, its steps in order, and how the result is assembled. */
export interface WorkflowDefinition<I = unknown> {
  type: WorkflowType;
  input: z.ZodType<I>;
  steps: StepDefinition<I>[];
  /** The result from the completed steps' outputs; the engine validates it with the shared result schema. */
  result(outputs: Readonly<Record<string, unknown>>, input: I): unknown;
}

/** Declares a workflow with its input type inferred from the schema. */
export function defineWorkflow<S extends z.ZodType>(
  definition: WorkflowDefinition<z.output<S>> & { input: S },
): WorkflowDefinition {
  return definition as unknown as WorkflowDefinition;
}

/** The step's input is not what the workflow expects: running it again would not help. */
export class InvalidRunInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidRunInputError';
  }
}

/** A step's output from an earlier step, read back from its checkpoint. */
export function outputOf<T>(outputs: Readonly<Record<string, unknown>>, stepId: string): T {
  if (!(stepId in outputs)) throw new Error(`Step ${stepId} has no checkpointed output`);
  return outputs[stepId] as T;
}
