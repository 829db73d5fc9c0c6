import { z } from 'zod';
import { ZJobId } from '../catalog/schema';
import { normaliseText } from '../documents';
import { VALIDATION } from '../messages';
import { ZStartRunResponse } from '../runs';
import { ZRequestJobProfile } from '../workflows/common';
import { ZCoachWorkflowType } from '../workflows/coach';
import { RESUME_MAX_CHARS } from '../accounts';

/**
 * The coach's HTTP contract (conversations, chat, workflows, stored resume), parsed by the api and the client
 * alike. Roles are named by catalogue id; the server takes plan, history and resume from the account, never from
 * the request.
 */

const isoDate = z.string().datetime({ offset: true });
const uuid = z.string().uuid();

/** Longest chat message a user may send (characters, after trimming). */
export const COACH_MESSAGE_MAX_CHARS = 4000;
/** Turns of the conversation (before the new message) the server hands the model. */
export const COACH_HISTORY_TURNS = 12;
/** Characters of the stored resume the resume summary shows. */
export const COACH_RESUME_PREVIEW_CHARS = 300;

/** What the coach says and refuses with (the spec leaves the canned wording to us; it must point to the quiz). */
export const COACH_TEXTS = {
  messageTooLong: `Please keep your message under ${COACH_MESSAGE_MAX_CHARS.toLocaleString('en-GB')} characters.`,
  replyStreaming: 'The coach is still answering your last message. Please wait for that reply to finish.',
  workflowRunning:
    'A coach workflow is already running. Please wait for it to finish (or cancel it) before starting another.',
  liveDataElite:
    'Live-search workflows (Job Discovery, News Interpreter, Research Report) are part of the Elite plan. Upgrade to Elite to run them.',
  conversationNotFound: 'Conversation not found',
  resumeNotFound: 'No resume is stored for your account.',
  /** Canned chat reply for starter (and signed-out visitors on the free role): no model call. */
  cannedChat: (roleTitle: string) =>
    `Thanks for your question about life as a ${roleTitle}! Personal answers from your coach, who has done this job, come with our paid plans.\n\n` +
    `**Take our career quiz** ([/roles](/roles)) to find the roles that fit you best, then pick a plan to unlock unlimited career questions. ` +
    'Meanwhile, explore the simulation content: the inbox, meetings and tasks show what a real week in the role looks like.',
  /** Canned answer to a coach workflow for starter and signed-out visitors. */
  cannedWorkflow: (workflowTitle: string, roleTitle: string) =>
    `The ${workflowTitle} workflow for ${roleTitle} is part of our paid plans.\n\n` +
    `**Take our career quiz** ([/roles](/roles)) to see which roles match you, then choose a plan to run the coach's workflows on them.`,
} as const;

// ---------------------------------------------------------------- messages and conversations

export const CHAT_MESSAGE_STATUSES = ['complete', 'streaming', 'failed'] as const;
export const ZChatMessageStatus = z.enum(CHAT_MESSAGE_STATUSES);

/**
 * A message of a coach conversation. An assistant message that is 'streaming' has a runId: follow that run over
 * Socket.IO (a subscription from the start replays the whole text so far). 'failed': show the spec's chat error
 * text (its content already is that text). demo: written by the offline engine (label it as demo output).
 * canned: the plan's fixed reply pointing to the quiz, no model involved.
 */
export const ZChatMessage = z.object({
  id: uuid,
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  status: ZChatMessageStatus,
  runId: uuid.nullable(),
  demo: z.boolean(),
  canned: z.boolean(),
  createdAt: isoDate,
});
export type ChatMessage = z.infer<typeof ZChatMessage>;

/** `GET|DELETE /api/coach/conversation?jobId=ID` (signed in). */
export const ZCoachConversationQuery = z.object({ jobId: ZJobId });

/** `GET /api/coach/conversations/:conversationId` (the caller's own; anyone else's is a 404). */
export const ZCoachConversationParams = z.object({
  conversationId: z.string().uuid('conversationId must be a conversation id'),
});

/** `GET /api/coach/conversation` → 200. id is null (and messages empty) until the first message. */
export const ZCoachConversation = z.object({
  id: uuid.nullable(),
  jobId: ZJobId,
  messages: z.array(ZChatMessage),
});
export type CoachConversation = z.infer<typeof ZCoachConversation>;
export const ZCoachConversationResponse = z.object({ conversation: ZCoachConversation });

// ---------------------------------------------------------------- chat

/** The message a user sends: normalised, non-blank, at most COACH_MESSAGE_MAX_CHARS. */
export const ZCoachMessageText = z
  .string({ error: VALIDATION.messageRequired })
  .transform(normaliseText)
  .pipe(z.string().min(1, VALIDATION.messageRequired).max(COACH_MESSAGE_MAX_CHARS, COACH_TEXTS.messageTooLong));

/** A turn of the spec's older request body; only the last user turn is read. */
const ZLegacyTurn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().max(20_000, COACH_TEXTS.messageTooLong),
});

/**
 * `POST /api/coach/chat`. Body { jobId, message }. The spec's older body { messages[], systemPrompt, jobProfile,
 * resumeContext } is still accepted: its last user message is the message and jobProfile.job_id the role. History,
 * system prompt and resume are never taken from the client. Parses to { jobId, message }.
 */
export const ZCoachChatBody = z
  .object({
    jobId: ZJobId.optional(),
    message: z.unknown().optional(),
    messages: z.array(ZLegacyTurn).max(100).optional(),
    jobProfile: ZRequestJobProfile.partial({ title: true }).optional(),
    /** The conversation the client shows; when sent it must be the caller's conversation about jobId (else 404). */
    conversationId: z.string().uuid('conversationId must be a conversation id').optional(),
    // Accepted and ignored (the server has its own): kept so the spec's clients are not refused.
    systemPrompt: z.unknown().optional(),
    resumeContext: z.unknown().optional(),
  })
  .transform((body, ctx) => {
    const jobId = body.jobId ?? body.jobProfile?.job_id;
    if (!jobId) {
      ctx.addIssue({ code: 'custom', path: ['jobId'], message: VALIDATION.roleRequired });
      return z.NEVER;
    }
    let raw: unknown = body.message;
    let path: (string | number)[] = ['message'];
    if (raw === undefined && body.messages) {
      const index = body.messages.findLastIndex((m) => m.role === 'user');
      raw = index >= 0 ? body.messages[index]!.content : '';
      path = index >= 0 ? ['messages', index, 'content'] : ['messages'];
    }
    const message = ZCoachMessageText.safeParse(raw ?? '');
    if (!message.success) {
      ctx.addIssue({ code: 'custom', path, message: message.error.issues[0]?.message ?? VALIDATION.messageRequired });
      return z.NEVER;
    }
    return { jobId, message: message.data, conversationId: body.conversationId };
  });

/**
 * `POST /api/coach/chat` → 202 (a reply streams: assistantMessage 'streaming' with its runId) or 200 (canned reply,
 * 'complete', canned: true, runId null). conversationId is null for signed-out visitors (nothing is stored).
 */
export const ZCoachChatResponse = z.object({
  conversationId: uuid.nullable(),
  userMessage: ZChatMessage,
  assistantMessage: ZChatMessage,
});
export type CoachChatResponse = z.infer<typeof ZCoachChatResponse>;

// ---------------------------------------------------------------- workflows

/** `POST /api/coach/workflow/stream` body (the spec's jobProfile is accepted when it names a catalogue role). */
export const ZCoachWorkflowBody = z
  .object({
    jobId: ZJobId.optional(),
    jobProfile: ZRequestJobProfile.partial({ title: true }).optional(),
    workflowType: ZCoachWorkflowType,
  })
  .transform((body, ctx) => {
    const jobId = body.jobId ?? body.jobProfile?.job_id;
    if (!jobId) {
      ctx.addIssue({ code: 'custom', path: ['jobId'], message: VALIDATION.roleRequired });
      return z.NEVER;
    }
    return { jobId, workflowType: body.workflowType };
  });

/** Starter and signed-out visitors: 200 with the canned answer instead of a run. */
export const ZCoachWorkflowCanned = z.object({ canned: z.literal(true), content: z.string().min(1) });
/** 202 { runId } (run type coach_chat, mode workflow) or 200 canned. */
export const ZCoachWorkflowStartResponse = z.union([ZStartRunResponse, ZCoachWorkflowCanned]);
export type CoachWorkflowStartResponse = z.infer<typeof ZCoachWorkflowStartResponse>;

/**
 * 409 when the user already has a coach workflow queued or running (one at a time per user):
 * `{ error: { code: 'conflict', message: COACH_TEXTS.workflowRunning, runId } }` (runId: the one running).
 */
export const ZCoachWorkflowConflict = z.object({
  error: z.object({ code: z.literal('conflict'), message: z.string(), runId: uuid }),
});

/** `GET /api/coach/workflows/active` → the user's coach workflow still queued or running, if any. */
export const ZCoachActiveWorkflow = z.object({ runId: uuid.nullable() });

// ---------------------------------------------------------------- stored resume (elite)

/** `PUT /api/coach/resume` (the paste alternative): the text is normalised and stored for the account. */
export const ZCoachResumeUpsert = z.object({
  fileName: z
    .string()
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .pipe(z.string().max(200))
    .optional()
    .transform((v) => v || 'Pasted resume'),
  content: z
    .string({ error: VALIDATION.resumeTextRequired })
    .transform(normaliseText)
    .pipe(
      z
        .string()
        .min(1, VALIDATION.resumeTextRequired)
        .max(RESUME_MAX_CHARS, `Resume text must be under ${RESUME_MAX_CHARS.toLocaleString('en-GB')} characters.`),
    ),
});
export type CoachResumeUpsert = z.input<typeof ZCoachResumeUpsert>;

/** `PUT /api/coach/resume` → 200. */
export const ZCoachResumeSaved = z.object({ fileName: z.string(), chars: z.number().int().nonnegative() });
export type CoachResumeSaved = z.infer<typeof ZCoachResumeSaved>;

/** `GET /api/coach/resume` → 200 (404 when none is stored). */
export const ZCoachResumeInfo = ZCoachResumeSaved.extend({ preview: z.string(), updatedAt: isoDate });
export type CoachResumeInfo = z.infer<typeof ZCoachResumeInfo>;
