import type { z } from 'zod';
import type { LlmEngine, WorkflowType } from '@fcs/shared/runs';
import type { RunRole } from '@fcs/shared/workflows/common';

/** One message of a conversation with the model. */
export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/**
 * What a call is for, beyond its prompt. The offline engine builds its answer from this (role data and the
 * run's input), and `kind` names the call in logs and for the test stand-in, which counts calls per kind.
 */
export interface LlmTask {
  workflow: WorkflowType;
  /** `<workflow>.<step>`, e.g. `ai_impact.analyse`. */
  kind: string;
  role: RunRole;
  /** The run's stored input (the request of spec section 7 plus the resolved role). */
  input: unknown;
  /** Offline prose flavour: coach chat replies, step narration, or an analysis text. */
  textKind?: 'coach_chat' | 'narration' | 'analysis';
  /**
   * Text an earlier step already wrote that this call rewrites or streams (e.g. the summary of a structured
   * result). The offline engine streams it as is, so streamed prose and result cards agree.
   */
  draft?: string;
  /**
   * What the step computed itself, deterministically, that the answer must be written around (e.g. the job
   * match's fit assessment). The model sees it in the prompt; the offline engine's generator gets it as is.
   */
  computed?: unknown;
  /**
   * The user's stored resume when the answer is grounded on it (elite coaching). A model reads it in the prompt;
   * the offline engine reads it here. Never logged.
   */
  resume?: { fileName: string; content: string };
}

export interface StreamTextRequest {
  messages: LlmMessage[];
  task: LlmTask;
  maxTokens?: number;
  temperature?: number;
}

export interface GenerateObjectRequest<T> {
  messages: LlmMessage[];
  /** The result schema (from `@fcs/shared`): the answer is parsed with it, and re-asked when it does not parse. */
  schema: z.ZodType<T>;
  /** Name of the schema for the model (letters, digits, underscores). */
  schemaName: string;
  task: LlmTask;
  maxTokens?: number;
  temperature?: number;
  /**
   * Follows the answer as the model writes it (the raw JSON text, delta by delta; `ask` counts re-asks from 0, so a
   * follower starts over when it changes). An adapter that does not stream may never call it.
   */
  onText?: (delta: string, ask: number) => void;
}

/** The one interface every step talks to, whichever model is behind it. */
export interface LlmClient {
  readonly engine: LlmEngine;
  /** Streams text, calling onToken for each chunk in order (awaiting it), and resolves with the whole text. */
  streamText(
    request: StreamTextRequest,
    onToken: (text: string) => void | Promise<void>,
    signal?: AbortSignal,
  ): Promise<string>;
  /** A JSON object that parses with request.schema; invalid answers are re-asked a bounded number of times. */
  generateObject<T>(request: GenerateObjectRequest<T>, signal?: AbortSignal): Promise<T>;
  /**
   * A model call is about to come (a run is starting): a client that must take something before a call (a provider
   * slot) may take it now, alongside the run's own start, for whichever call of this process comes first. Never
   * throws; optional.
   */
  reserve?(): void;
  /** Readies the model's connections before the first call (a provider behind HTTP); never throws. */
  warmUp?(): Promise<void>;
  /** Closes what the client holds open (its connections). */
  close?(): Promise<void>;
}

/**
 * A failed model call. transient: worth retrying later (429, 5xx, timeouts, dropped connections);
 * otherwise definitive (4xx, answers that never fit the schema).
 */
export class LlmError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** The call was aborted (the run was cancelled); not a failure of the model. */
export class LlmAbortedError extends Error {
  constructor() {
    super('The model call was aborted');
    this.name = 'LlmAbortedError';
  }
}

/** Marker line ending every system prompt: names the task for logs and for the test stand-in's call counts. */
export function taskMarker(kind: string): string {
  return `[task:${kind}]`;
}
