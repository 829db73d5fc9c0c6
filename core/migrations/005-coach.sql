-- The AI coach: conversations per user and role, their messages, and the resume an elite user keeps on the server.

-- One conversation per user and role; clearing it deletes it (and its messages) and the next message starts anew.
CREATE TABLE coach_conversations (
  id uuid PRIMARY KEY,
  owner_uid text NOT NULL,
  job_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX coach_conversations_owner_job_idx ON coach_conversations (owner_uid, job_id);

-- A user message keeps its text. A model reply keeps only its run: its status and text are the run's (read with a
-- join), so a reply is written once, by the run, and a reload can never show it twice. A canned reply keeps its
-- text and has no run.
CREATE TABLE coach_messages (
  id uuid PRIMARY KEY,
  conversation_id uuid NOT NULL REFERENCES coach_conversations (id) ON DELETE CASCADE,
  position bigint GENERATED ALWAYS AS IDENTITY,
  role text NOT NULL CHECK (role IN ('user', 'assistant')),
  content text,
  run_id uuid,
  canned boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT coach_messages_text_or_run CHECK (content IS NOT NULL OR run_id IS NOT NULL)
);
CREATE INDEX coach_messages_conversation_idx ON coach_messages (conversation_id, position);
CREATE INDEX coach_messages_run_idx ON coach_messages (run_id);

-- The resume an elite user uploaded or pasted: one per user, replaced by the next, deleted on request. The worker
-- reads it by user id to ground the coach's replies and workflows (it is never sent by the client, never logged).
CREATE TABLE coach_resumes (
  owner_uid text PRIMARY KEY,
  file_name text NOT NULL,
  content text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One coach workflow at a time per user, and one reply at a time per conversation: a second run that would be
-- queued or running beside the first fails to insert (or to be retried), atomically under concurrent requests.
-- Runs started before this rule are kept to one per user (the newest); the others are cancelled.
UPDATE runs AS r
   SET status = 'cancelled', exec_id = gen_random_uuid()::text, finished_at = now(), updated_at = now()
 WHERE r.type = 'coach_chat' AND r.status IN ('queued', 'running') AND r.input ->> 'mode' = 'workflow'
   AND EXISTS (
     SELECT 1 FROM runs AS n
      WHERE n.owner_uid = r.owner_uid AND n.type = 'coach_chat' AND n.status IN ('queued', 'running')
        AND n.input ->> 'mode' = 'workflow' AND (n.created_at, n.id) > (r.created_at, r.id)
   );
CREATE UNIQUE INDEX runs_one_coach_workflow_per_user_idx ON runs (owner_uid)
  WHERE type = 'coach_chat' AND status IN ('queued', 'running') AND (input ->> 'mode') = 'workflow';
CREATE UNIQUE INDEX runs_one_coach_reply_per_conversation_idx ON runs ((input ->> 'conversationId'))
  WHERE type = 'coach_chat' AND status IN ('queued', 'running') AND (input ->> 'mode') = 'chat';
