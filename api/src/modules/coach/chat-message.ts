import { randomUUID } from 'node:crypto';
import type { ChatMessage } from '@fcs/shared/coach/contract';
import { ERRORS } from '@fcs/shared/messages';
import type { ChatTurn } from '@fcs/shared/workflows/coach';
import type { StoredMessage } from '@fcs/core/coach/coach.repository';

/**
 * A stored message as the client sees it. A model reply takes its status and text from its run: queued or running
 * is 'streaming' (the client follows the run for the text), completed is 'complete' with the run's text, anything
 * else is 'failed' with the spec's coach chat error text. demo: the offline engine wrote it.
 */
export function toChatMessage(message: StoredMessage): ChatMessage {
  const base = {
    id: message.id,
    role: message.role,
    runId: message.runId,
    canned: message.canned,
    createdAt: message.createdAt,
  };
  if (!message.runId) return { ...base, content: message.content ?? '', status: 'complete', demo: false };
  const demo = message.runEngine === 'offline';
  if (message.runStatus === 'queued' || message.runStatus === 'running') {
    return { ...base, content: '', status: 'streaming', demo };
  }
  if (message.runStatus === 'completed' && message.runContent) {
    return { ...base, content: message.runContent, status: 'complete', demo };
  }
  return { ...base, content: ERRORS.coachChat, status: 'failed', demo };
}

/** A message that is shown but not stored (a signed-out visitor's exchange). */
export function unstoredMessage(role: ChatMessage['role'], content: string, canned: boolean): ChatMessage {
  return {
    id: randomUUID(),
    role,
    content,
    status: 'complete',
    runId: null,
    demo: false,
    canned,
    createdAt: new Date().toISOString(),
  };
}

/** Longest turn handed to the model as history (characters). */
const TURN_MAX_CHARS = 8000;

/**
 * The conversation so far as the model should see it: the user's messages and the coach's finished model replies.
 * Canned replies, failed replies and replies still streaming are left out.
 */
export function historyTurns(messages: readonly StoredMessage[]): ChatTurn[] {
  const turns: ChatTurn[] = [];
  for (const stored of messages) {
    const message = toChatMessage(stored);
    if (message.canned || message.status !== 'complete') continue;
    const content = message.content.trim().slice(0, TURN_MAX_CHARS);
    if (content) turns.push({ role: message.role, content });
  }
  return turns;
}
