import { isTerminalRunStatus, runProgress, type RunState } from '@fcs/shared/runs';
import { ZCoachRunResult } from '@fcs/shared/workflows/coach';
import type { ChatMessage } from '@fcs/shared/coach/contract';

/** The step of a coach run that streams the answer (spec section 4: "execute analysis (streamed)"). */
export const ANALYSIS_STEP_ID = 'analysis';

/** What a run (or the part of it this feature reads) looks like; the runs feature gives the full RunState. */
export type CoachRunView = Pick<RunState, 'runId' | 'status' | 'steps' | 'result' | 'error' | 'engine' | 'lastSeq'>;

export interface ReplyView {
  text: string;
  status: ChatMessage['status'];
  /** Written by the offline engine: labelled demo output. */
  demo: boolean;
  /** Nothing streamed yet: the AI-is-thinking indicator stands in for the text. */
  thinking: boolean;
}

/** The streamed text of a coach run so far (the analysis step's), or its final content once completed. */
export function runAnswer(run: CoachRunView): string {
  if (run.status === 'completed') {
    const result = ZCoachRunResult.safeParse(run.result);
    if (result.success) return result.data.content;
  }
  return run.steps.find((step) => step.id === ANALYSIS_STEP_ID)?.streamedText ?? '';
}

/**
 * How an assistant message reads now: a stored message as it is; a streaming one from the run that writes it
 * (the replay of a reopened page gives its whole text so far, never twice).
 */
export function replyView(message: ChatMessage, run: CoachRunView | null): ReplyView {
  if (message.status !== 'streaming') {
    return { text: message.content, status: message.status, demo: message.demo, thinking: false };
  }
  const following = run !== null && run.runId === message.runId ? run : null;
  const demo = message.demo || following?.engine === 'offline';
  if (!following || following.lastSeq === 0) {
    return { text: message.content, status: 'streaming', demo, thinking: message.content.trim() === '' };
  }
  if (following.status === 'failed' || following.status === 'cancelled') {
    return { text: '', status: 'failed', demo, thinking: false };
  }
  const streamed = runAnswer(following);
  // The stored text may be ahead of a view that has only begun to replay: show whichever holds more.
  const text = streamed.length >= message.content.length ? streamed : message.content;
  return {
    text,
    status: following.status === 'completed' ? 'complete' : 'streaming',
    demo,
    thinking: text.trim() === '',
  };
}

/** True while the run has not finished (or is not known yet). */
export function isRunActive(run: CoachRunView | null): boolean {
  return run !== null && !isTerminalRunStatus(run.status);
}

/** Plain text of markdown, for previews (headings, emphasis, list marks and link targets dropped). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}#{1,6}\s+/gm, '')
    .replace(/^\s*(?:[-*+]|\d+[.)])\s+/gm, '')
    .replace(/[*_`>~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `limit` characters of a text (spec section 9: 200 in chat, 150 in logs), cut at a word with '…'. */
export function preview(text: string, limit: number): { text: string; truncated: boolean } {
  const plain = plainText(text);
  if (plain.length <= limit) return { text: plain, truncated: false };
  const cut = plain.slice(0, limit);
  const atWord = cut.lastIndexOf(' ');
  const head = (atWord > limit * 0.6 ? cut.slice(0, atWord) : cut).trimEnd().replace(/[.,;:!?]+$/, '');
  return { text: `${head}…`, truncated: true };
}

export interface WorkflowSummary {
  completed: number;
  total: number;
  /** Sum of the steps' durations (ms), null before any finished. */
  durationMs: number | null;
}

export function workflowSummary(run: CoachRunView): WorkflowSummary {
  const { completed, total } = runProgress(run);
  const durations = run.steps.map((s) => s.durationMs).filter((d): d is number => d !== null);
  return { completed, total, durationMs: durations.length > 0 ? durations.reduce((a, b) => a + b, 0) : null };
}

/** '4.2 s', '1 min 5 s'. */
export function formatSeconds(ms: number): string {
  if (ms < 100) return '<0.1 s';
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}
