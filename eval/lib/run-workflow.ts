import { pino } from 'pino';
import type { WorkflowType } from '@fcs/shared/runs';
import { ZRunRole, type RunRole } from '@fcs/shared/workflows/common';
import { NO_LIVE_SOURCES, type StepContext } from '@fcs/worker/engine/workflow';
import { OFFLINE_CONTENT } from '@fcs/worker/llm/create-llm';
import { createOfflineLlm } from '@fcs/worker/llm/offline/offline-llm';
import { WORKFLOW_DEFINITIONS } from '@fcs/worker/workflows/registry';

/** What a run of a workflow produced: its result and every text streamed on the way. */
export interface WorkflowOutput {
  result: unknown;
  streamed: string[];
}

const llm = createOfflineLlm({ content: OFFLINE_CONTENT, wordDelayMs: 0 });
const logger = pino({ level: 'silent' }) as unknown as StepContext<unknown>['logger'];

/**
 * Runs a workflow's real step definitions in process with the offline engine, as the run engine does but
 * without the queue, checkpoints or event log: same input parsing, same step order, same result assembly.
 */
export async function runWorkflow(
  type: WorkflowType,
  input: Record<string, unknown>,
  role: RunRole,
): Promise<WorkflowOutput> {
  const definition = WORKFLOW_DEFINITIONS[type];
  const parsed = definition.input.parse({ ...input, role: ZRunRole.parse(role) });
  const outputs: Record<string, unknown> = {};
  const streamed: string[] = [];
  const signal = new AbortController().signal;
  for (const step of definition.steps) {
    const task = (t: { kind: string; textKind?: 'coach_chat' | 'narration' | 'analysis'; draft?: string }) => ({
      ...t,
      workflow: type,
      role,
      input: parsed,
    });
    const ctx: StepContext<unknown> = {
      runId: `eval-${type}`,
      attempt: 1,
      input: parsed,
      role,
      // The eval runs no account: no stored resume.
      owner: { uid: 'eval', resume: async () => null },
      outputs,
      signal,
      logger,
      // The eval reads no live feed, as a worker with none configured.
      live: NO_LIVE_SOURCES,
      // Lines a step writes itself (the coach's live-data note) are also in its output, which the result carries.
      write: async () => undefined,
      streamText: async (request) => {
        const text = await llm.streamText({ ...request, task: task(request.task) }, () => undefined, signal);
        streamed.push(text);
        return text;
      },
      generateObject: (request) => llm.generateObject({ ...request, task: task(request.task) }, signal),
    };
    const outcome = await step.run(ctx);
    outputs[step.id] = outcome.output;
  }
  return { result: definition.result(outputs, parsed), streamed };
}
