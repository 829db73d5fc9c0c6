import type { WorkflowType } from '@fcs/shared/runs';
import type { RunRole } from '@fcs/shared/workflows/common';
import {
  LlmAbortedError,
  LlmError,
  type GenerateObjectRequest,
  type LlmClient,
  type StreamTextRequest,
} from '../types';

/** Context of a structured generator: the role and the run's input. */
export interface OfflineGeneratorContext {
  role: RunRole;
  input: unknown;
  /** What the step computed itself (`LlmTask.computed`). */
  computed?: unknown;
}

/** Context of the prose generator. */
export interface OfflineTextContext {
  role: RunRole;
  prompt: string;
  kind: 'coach_chat' | 'narration' | 'analysis';
  history?: { role: 'user' | 'assistant'; content: string }[];
  /** The run's stored input, so prose can read the article, job description or resume as data, not from the prompt. */
  input?: unknown;
  /** `<workflow>.<step>` of the call, e.g. `news_interpretation.lens`. */
  task?: string;
  /** The user's stored resume when the answer is grounded on it (elite coaching); the content names it once. */
  resume?: { fileName: string; content: string };
  /** What the step computed itself (`LlmTask.computed`), e.g. a live-data coach workflow's `{ liveArticles }`. */
  computed?: unknown;
}

/** The deterministic content the offline engine serves (`./generators/index.ts` provides the real set). */
export interface OfflineContent {
  generators: { [K in WorkflowType]?: (ctx: OfflineGeneratorContext) => unknown };
  text: (ctx: OfflineTextContext) => string;
}

/**
 * The LLM used when no model is configured: schema-valid, role-specific output built from the role's data and
 * the request by deterministic generators, streamed word by word at the spec's pacing. Runs it serves are
 * marked engine 'offline' so the UI labels them as demo output.
 */
export function createOfflineLlm(options: { content: OfflineContent; wordDelayMs: number }): LlmClient {
  const { content, wordDelayMs } = options;
  return {
    engine: 'offline',

    async streamText(request: StreamTextRequest, onToken, signal) {
      const { task } = request;
      const turns = request.messages.filter((m) => m.role !== 'system') as {
        role: 'user' | 'assistant';
        content: string;
      }[];
      const prompt = [...turns].reverse().find((m) => m.role === 'user')?.content ?? '';
      // The content decides how a reply grounded on a resume names it (resume-note.ts: once); drafts stream as is.
      const text =
        task.draft ??
        content.text({
          role: task.role,
          prompt,
          kind: task.textKind ?? 'analysis',
          history: turns.slice(0, -1),
          input: task.input,
          task: task.kind,
          resume: task.resume,
          computed: task.computed,
        });
      if (!text.trim()) throw new LlmError(`The offline engine wrote nothing for ${task.kind}`, false);
      // Words keep the whitespace before them, so the chunks concatenate back to exactly the text.
      const words = text.match(/\s*\S+/g) ?? [text];
      let streamed = '';
      for (const word of words) {
        if (signal?.aborted) throw new LlmAbortedError();
        if (wordDelayMs > 0) await sleep(wordDelayMs, signal);
        streamed += word;
        await onToken(word);
      }
      const tail = text.slice(streamed.length);
      if (tail) await onToken(tail);
      return text;
    },

    async generateObject<T>(request: GenerateObjectRequest<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) throw new LlmAbortedError();
      const generate = content.generators[request.task.workflow];
      if (!generate) throw new LlmError(`The offline engine has no generator for ${request.task.workflow}`, false);
      const value = generate({ role: request.task.role, input: request.task.input, computed: request.task.computed });
      const parsed = request.schema.safeParse(value);
      if (!parsed.success) {
        const problems = parsed.error.issues
          .slice(0, 5)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; ');
        throw new LlmError(
          `The offline engine's ${request.task.workflow} content does not validate: ${problems}`,
          false,
        );
      }
      return parsed.data;
    },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(new LlmAbortedError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
