import type { LlmEngine, RunStatus } from '@fcs/shared/runs';
import type { Queryable } from '../platform/db';

/** The unique indexes (migration 005) that keep one coach workflow per user and one reply per conversation. */
export const ONE_COACH_WORKFLOW_INDEX = 'runs_one_coach_workflow_per_user_idx';
export const ONE_COACH_REPLY_INDEX = 'runs_one_coach_reply_per_conversation_idx';

/**
 * A stored message with what its run says: a model reply's status and text are its run's (null run fields for
 * user messages and canned replies, and for a reply whose run is gone).
 */
export interface StoredMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string | null;
  runId: string | null;
  canned: boolean;
  createdAt: string;
  runStatus: RunStatus | null;
  runEngine: LlmEngine | null;
  /** The reply's text once its run completed (the run result's content). */
  runContent: string | null;
}

interface MessageRow {
  id: string;
  role: 'user' | 'assistant';
  content: string | null;
  run_id: string | null;
  canned: boolean;
  created_at: string;
  run_status: RunStatus | null;
  run_engine: LlmEngine | null;
  run_content: string | null;
}

const toMessage = (row: MessageRow): StoredMessage => ({
  id: row.id,
  role: row.role,
  content: row.content,
  runId: row.run_id,
  canned: row.canned,
  createdAt: row.created_at,
  runStatus: row.run_status,
  runEngine: row.run_engine,
  runContent: row.run_content,
});

const MESSAGE_SELECT = `SELECT m.id, m.position, m.role, m.content, m.run_id, m.canned, m.created_at,
       r.status AS run_status, r.engine AS run_engine, r.result ->> 'content' AS run_content
  FROM coach_messages m LEFT JOIN runs r ON r.id = m.run_id`;

/** Coach conversations (per user and role) and their messages. */
export function coachRepository(db: Queryable) {
  return {
    /** The owner's conversation about jobId, or null. */
    async findConversation(ownerUid: string, jobId: string): Promise<{ id: string } | null> {
      const rows = await db.query<{ id: string }>(
        'SELECT id FROM coach_conversations WHERE owner_uid = $1 AND job_id = $2',
        [ownerUid, jobId],
      );
      return rows[0] ?? null;
    },

    /** The owner's conversation with this id, or null for a missing one and for someone else's alike. */
    async findConversationById(ownerUid: string, id: string): Promise<{ id: string; jobId: string } | null> {
      const rows = await db.query<{ id: string; job_id: string }>(
        'SELECT id, job_id FROM coach_conversations WHERE id = $1 AND owner_uid = $2',
        [id, ownerUid],
      );
      return rows[0] ? { id: rows[0].id, jobId: rows[0].job_id } : null;
    },

    /** The owner's conversation about jobId, created (with newId) when there is none; touched either way. */
    async ensureConversation(ownerUid: string, jobId: string, newId: string): Promise<{ id: string }> {
      const rows = await db.query<{ id: string }>(
        `INSERT INTO coach_conversations (id, owner_uid, job_id) VALUES ($1, $2, $3)
         ON CONFLICT (owner_uid, job_id) DO UPDATE SET updated_at = now() RETURNING id`,
        [newId, ownerUid, jobId],
      );
      return rows[0]!;
    },

    /** Deletes the owner's conversation about jobId and its messages; its id, or null when there was none. */
    async deleteConversation(ownerUid: string, jobId: string): Promise<{ id: string } | null> {
      const rows = await db.query<{ id: string }>(
        'DELETE FROM coach_conversations WHERE owner_uid = $1 AND job_id = $2 RETURNING id',
        [ownerUid, jobId],
      );
      return rows[0] ?? null;
    },

    /**
     * The owner's coach replies still queued or running for a conversation (by the run's input, so a reply whose
     * message is already deleted is found too). At most one by the one-reply index, but every one is returned.
     */
    async activeReplyRunIds(ownerUid: string, conversationId: string): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM runs WHERE owner_uid = $1 AND type = 'coach_chat' AND status IN ('queued', 'running')
            AND input ->> 'mode' = 'chat' AND input ->> 'conversationId' = $2`,
        [ownerUid, conversationId],
      );
      return rows.map((r) => r.id);
    },

    /** Every message of a conversation, oldest first, with its run's status and text. */
    async listMessages(conversationId: string): Promise<StoredMessage[]> {
      const rows = await db.query<MessageRow>(`${MESSAGE_SELECT} WHERE m.conversation_id = $1 ORDER BY m.position`, [
        conversationId,
      ]);
      return rows.map(toMessage);
    },

    /** The last `limit` messages of a conversation, oldest first (the history handed to the model). */
    async recentMessages(conversationId: string, limit: number): Promise<StoredMessage[]> {
      const rows = await db.query<MessageRow>(
        `SELECT * FROM (${MESSAGE_SELECT} WHERE m.conversation_id = $1 ORDER BY m.position DESC LIMIT $2) AS recent
          ORDER BY position`,
        [conversationId, limit],
      );
      return rows.map(toMessage);
    },

    /** Appends a message; a model reply has a runId and no content, the others have content. */
    async insertMessage(message: {
      id: string;
      conversationId: string;
      role: 'user' | 'assistant';
      content: string | null;
      runId: string | null;
      canned: boolean;
    }): Promise<StoredMessage> {
      const rows = await db.query<MessageRow>(
        `WITH m AS (
           INSERT INTO coach_messages (id, conversation_id, role, content, run_id, canned) VALUES ($1, $2, $3, $4, $5, $6)
           RETURNING id, role, content, run_id, canned, created_at
         )
         SELECT m.*, r.status AS run_status, r.engine AS run_engine, r.result ->> 'content' AS run_content
           FROM m LEFT JOIN runs r ON r.id = m.run_id`,
        [message.id, message.conversationId, message.role, message.content, message.runId, message.canned],
      );
      return toMessage(rows[0]!);
    },

    /** The owner's coach workflow that is queued or running (at most one, by the unique index), or null. */
    async activeWorkflowRunId(ownerUid: string): Promise<string | null> {
      const rows = await db.query<{ id: string }>(
        `SELECT id FROM runs WHERE owner_uid = $1 AND type = 'coach_chat' AND status IN ('queued', 'running')
            AND input ->> 'mode' = 'workflow' LIMIT 1`,
        [ownerUid],
      );
      return rows[0]?.id ?? null;
    },
  };
}

/** A resume as stored for its owner. */
export interface StoredResume {
  fileName: string;
  content: string;
  updatedAt: string;
}

/** What may be shown about a stored resume without its text: name, size, the first `previewChars` characters. */
export interface ResumeSummary {
  fileName: string;
  chars: number;
  preview: string;
  updatedAt: string;
}

/**
 * The resume an elite user keeps on the server (one per user). The api writes it; the worker reads it to ground
 * the coach. Its text must never reach a log line: callers pass it on, never log it.
 */
export function resumeRepository(db: Queryable) {
  return {
    /** Stores (or replaces) the owner's resume. */
    async save(ownerUid: string, resume: { fileName: string; content: string }): Promise<ResumeSummary> {
      const rows = await db.query<{ file_name: string; chars: number; preview: string; updated_at: string }>(
        `INSERT INTO coach_resumes (owner_uid, file_name, content) VALUES ($1, $2, $3)
         ON CONFLICT (owner_uid) DO UPDATE SET file_name = EXCLUDED.file_name, content = EXCLUDED.content, updated_at = now()
         RETURNING file_name, char_length(content) AS chars, '' AS preview, updated_at`,
        [ownerUid, resume.fileName, resume.content],
      );
      const row = rows[0]!;
      return { fileName: row.file_name, chars: row.chars, preview: row.preview, updatedAt: row.updated_at };
    },

    /** The owner's resume with its text (the worker, grounding a reply), or null. */
    async find(ownerUid: string): Promise<StoredResume | null> {
      const rows = await db.query<{ file_name: string; content: string; updated_at: string }>(
        'SELECT file_name, content, updated_at FROM coach_resumes WHERE owner_uid = $1',
        [ownerUid],
      );
      const row = rows[0];
      return row ? { fileName: row.file_name, content: row.content, updatedAt: row.updated_at } : null;
    },

    /** Name, size and the opening characters of the owner's resume, or null. */
    async summary(ownerUid: string, previewChars: number): Promise<ResumeSummary | null> {
      const rows = await db.query<{ file_name: string; chars: number; preview: string; updated_at: string }>(
        `SELECT file_name, char_length(content) AS chars, left(content, $2) AS preview, updated_at
           FROM coach_resumes WHERE owner_uid = $1`,
        [ownerUid, previewChars],
      );
      const row = rows[0];
      return row
        ? { fileName: row.file_name, chars: row.chars, preview: row.preview, updatedAt: row.updated_at }
        : null;
    },

    /** Deletes the owner's resume; false when there was none. */
    async remove(ownerUid: string): Promise<boolean> {
      const rows = await db.query('DELETE FROM coach_resumes WHERE owner_uid = $1 RETURNING owner_uid', [ownerUid]);
      return rows.length > 0;
    },
  };
}
