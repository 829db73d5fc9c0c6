import {
  COACH_TEXTS,
  ZCoachConversationParams,
  ZCoachConversationQuery,
  type ChatMessage,
  type CoachConversation,
} from '@fcs/shared/coach/contract';
import { COACH_CHAT_STEPS } from '@fcs/shared/workflows/coach';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { coachRepository } from '@fcs/core/coach/coach.repository';
import type { AuthUser } from '../../platform/auth';
import { cancelRun } from '../runs/cancel-run';
import { getRun } from '../runs/get-run';
import type { RunsContext } from '../runs/runs-context';
import { toChatMessage } from './chat-message';

/** The step of a coach run whose tokens are the reply's text. */
const REPLY_STEP = COACH_CHAT_STEPS.find((s) => s.streamed)!.id;

/**
 * A reply still streaming comes back with the text written so far: its run's row plus the events logged after it
 * (one row read and one XRANGE of the tail of the run's log; at most one reply streams per conversation). The
 * client still follows the run from the start for the rest; replay rebuilds the same text, so it shows whichever
 * is longer and nothing twice. Without this, a reopened conversation would show an empty bubble until the replay
 * arrived. A log that has expired or a run that has just ended gives what the row holds ('' at worst).
 */
async function withTextSoFar(ctx: Pick<RunsContext, 'db' | 'log'>, ownerUid: string, message: ChatMessage) {
  if (message.status !== 'streaming' || !message.runId) return message;
  const run = await getRun(ctx, ownerUid, message.runId);
  const text = run.steps.find((s) => s.id === REPLY_STEP)?.streamedText ?? '';
  return text ? { ...message, content: text } : message;
}

async function withMessages(
  ctx: Pick<RunsContext, 'db' | 'log'>,
  ownerUid: string,
  id: string,
  jobId: string,
): Promise<CoachConversation> {
  const stored = await coachRepository(ctx.db).listMessages(id);
  const messages = await Promise.all(stored.map((m) => withTextSoFar(ctx, ownerUid, toChatMessage(m))));
  return { id, jobId, messages };
}

/** The caller's conversation about a role (query `jobId`); id null and no messages before the first message. */
export async function getConversation(
  ctx: Pick<RunsContext, 'db' | 'log'>,
  user: AuthUser,
  query: unknown,
): Promise<CoachConversation> {
  const { jobId } = parseInput(ZCoachConversationQuery, query);
  const found = await coachRepository(ctx.db).findConversation(user.uid, jobId);
  return found ? withMessages(ctx, user.uid, found.id, jobId) : { id: null, jobId, messages: [] };
}

/** The caller's conversation by id; someone else's is a 404, the same as a missing one. */
export async function getConversationById(
  ctx: Pick<RunsContext, 'db' | 'log'>,
  user: AuthUser,
  params: unknown,
): Promise<CoachConversation> {
  const { conversationId } = parseInput(ZCoachConversationParams, params);
  const found = await coachRepository(ctx.db).findConversationById(user.uid, conversationId);
  if (!found) throw AppError.notFound(COACH_TEXTS.conversationNotFound);
  return withMessages(ctx, user.uid, found.id, found.jobId);
}

/**
 * "New conversation": deletes the caller's conversation about the role and its messages (none is fine), then
 * cancels the reply still being written for it, so no run goes on that nobody can see any more. The delete comes
 * first: a message being sent at the same moment either committed its run before it (and is cancelled here) or
 * fails on the deleted conversation (its run is rolled back with it).
 */
export async function clearConversation(ctx: RunsContext, user: AuthUser, query: unknown): Promise<void> {
  const { jobId } = parseInput(ZCoachConversationQuery, query);
  const repo = coachRepository(ctx.db);
  const deleted = await repo.deleteConversation(user.uid, jobId);
  if (!deleted) return;
  for (const runId of await repo.activeReplyRunIds(user.uid, deleted.id)) {
    try {
      await cancelRun(ctx, user.uid, runId);
    } catch (err) {
      // It finished between the read and the cancel: nothing left to stop.
      if (!(err instanceof AppError && err.code === 'conflict')) throw err;
    }
  }
}
