import {
  COACH_TEXTS,
  ZCoachConversationParams,
  ZCoachConversationQuery,
  type CoachConversation,
} from '@fcs/shared/coach/contract';
import type { Db } from '@fcs/core/platform/db';
import { AppError, parseInput } from '@fcs/core/platform/errors';
import { coachRepository } from '@fcs/core/coach/coach.repository';
import type { AuthUser } from '../../platform/auth';
import { toChatMessage } from './chat-message';

async function withMessages(db: Db, id: string, jobId: string): Promise<CoachConversation> {
  const messages = await coachRepository(db).listMessages(id);
  return { id, jobId, messages: messages.map(toChatMessage) };
}

/** The caller's conversation about a role (query `jobId`); id null and no messages before the first message. */
export async function getConversation(db: Db, user: AuthUser, query: unknown): Promise<CoachConversation> {
  const { jobId } = parseInput(ZCoachConversationQuery, query);
  const found = await coachRepository(db).findConversation(user.uid, jobId);
  return found ? withMessages(db, found.id, jobId) : { id: null, jobId, messages: [] };
}

/** The caller's conversation by id; someone else's is a 404, the same as a missing one. */
export async function getConversationById(db: Db, user: AuthUser, params: unknown): Promise<CoachConversation> {
  const { conversationId } = parseInput(ZCoachConversationParams, params);
  const found = await coachRepository(db).findConversationById(user.uid, conversationId);
  if (!found) throw AppError.notFound(COACH_TEXTS.conversationNotFound);
  return withMessages(db, found.id, found.jobId);
}

/** "New conversation": deletes the caller's conversation about the role and its messages (none is fine). */
export async function clearConversation(db: Db, user: AuthUser, query: unknown): Promise<void> {
  const { jobId } = parseInput(ZCoachConversationQuery, query);
  await coachRepository(db).deleteConversation(user.uid, jobId);
}
