import { randomUUID } from 'node:crypto';
import { COACH_HISTORY_TURNS, COACH_TEXTS, ZCoachChatBody, type CoachChatResponse } from '@fcs/shared/coach/contract';
import type { CoachRunInput } from '@fcs/shared/workflows/coach';
import { uniqueViolation, type Queryable } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { coachRepository, ONE_COACH_REPLY_INDEX, type StoredMessage } from '@fcs/core/coach/coach.repository';
import type { AuthUser } from '../../platform/auth';
import { startRun } from '../runs/start-run';
import type { RunsContext } from '../runs/runs-context';
import { historyTurns, toChatMessage, unstoredMessage } from './chat-message';
import { coachCaller } from './coach-access';

export interface SendMessageResult {
  /** 202 when a model reply is streaming, 200 for a canned reply. */
  status: 200 | 202;
  body: CoachChatResponse;
}

/**
 * A message to the coach (POST /api/coach/chat). The user's message is stored in their conversation about the role
 * with the coach's reply: for a paid plan, a coach_chat run (its input carries the conversation's recent turns from
 * the server's copy) created in the same transaction as both messages; for starter, the canned reply, no model call.
 * A signed-out visitor on the free role gets the canned reply and nothing is stored. One reply streams at a time per
 * conversation (409). Plan, history and resume never come from the client.
 */
export async function sendMessage(
  ctx: RunsContext,
  user: AuthUser | undefined,
  body: unknown,
): Promise<SendMessageResult> {
  const request = parseInput(ZCoachChatBody, body);
  const caller = await coachCaller(ctx.db, user, request.jobId);
  const repo = coachRepository(ctx.db);
  if (request.conversationId) {
    const named = user ? await repo.findConversationById(user.uid, request.conversationId) : null;
    if (!named || named.jobId !== request.jobId) throw AppError.notFound(COACH_TEXTS.conversationNotFound);
  }
  const canned = COACH_TEXTS.cannedChat(caller.role.title);

  if (caller.kind === 'canned') {
    if (!caller.user) {
      return {
        status: 200,
        body: {
          conversationId: null,
          userMessage: unstoredMessage('user', request.message, false),
          assistantMessage: unstoredMessage('assistant', canned, true),
        },
      };
    }
    const conversation = await repo.ensureConversation(caller.user.uid, request.jobId, randomUUID());
    const [userMessage, assistantMessage] = await ctx.db.transaction(async (tx) => {
      const inTx = coachRepository(tx);
      return [
        await inTx.insertMessage(userRow(conversation.id, request.message)),
        await inTx.insertMessage({
          id: randomUUID(),
          conversationId: conversation.id,
          role: 'assistant',
          content: canned,
          runId: null,
          canned: true,
        }),
      ] as const;
    });
    return {
      status: 200,
      body: {
        conversationId: conversation.id,
        userMessage: toChatMessage(userMessage),
        assistantMessage: toChatMessage(assistantMessage),
      },
    };
  }

  const conversation = await repo.ensureConversation(caller.user.uid, request.jobId, randomUUID());
  const history = historyTurns(await repo.recentMessages(conversation.id, COACH_HISTORY_TURNS));
  const input: CoachRunInput = {
    mode: 'chat',
    jobId: request.jobId,
    conversationId: conversation.id,
    messages: [...history, { role: 'user', content: request.message }],
    role: caller.role,
    userTier: caller.tier,
    groundOnResume: caller.elite,
  };
  let stored: { user: StoredMessage; assistant: StoredMessage } | undefined;
  const store = async (tx: Queryable, runId: string) => {
    const inTx = coachRepository(tx);
    stored = {
      user: await inTx.insertMessage(userRow(conversation.id, request.message)),
      assistant: await inTx.insertMessage({
        id: randomUUID(),
        conversationId: conversation.id,
        role: 'assistant',
        content: null,
        runId,
        canned: false,
      }),
    };
  };
  try {
    await startRun(ctx, {
      ownerUid: caller.user.uid,
      type: 'coach_chat',
      input,
      label: `${caller.role.title}: ${request.message.replace(/\s+/g, ' ').slice(0, 80)}`,
      alongside: store,
    });
  } catch (err) {
    if (uniqueViolation(err) === ONE_COACH_REPLY_INDEX) throw new AppError('conflict', COACH_TEXTS.replyStreaming);
    throw err;
  }
  return {
    status: 202,
    body: {
      conversationId: conversation.id,
      userMessage: toChatMessage(stored!.user),
      assistantMessage: toChatMessage(stored!.assistant),
    },
  };
}

function userRow(conversationId: string, content: string) {
  return { id: randomUUID(), conversationId, role: 'user' as const, content, runId: null, canned: false };
}
