-- Workflow runs of the durable AI engine. One row per run; steps (with each completed step's checkpointed
-- output) live in a jsonb array because they are always read and written with their run, by one worker at a time.
CREATE TABLE runs (
  id uuid PRIMARY KEY,
  owner_uid text NOT NULL,
  type text NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
  label text NOT NULL DEFAULT '',
  input jsonb NOT NULL,
  steps jsonb NOT NULL,
  result jsonb,
  error text,
  engine text CHECK (engine IN ('offline', 'openai')),
  -- executions so far (automatic retries, crash recoveries, user Retry); tags streamed tokens
  attempt integer NOT NULL DEFAULT 0,
  -- fences stale executions: a Retry or cancel issues a new one and old workers' writes stop matching
  exec_id text NOT NULL,
  -- seq of the last event the row reflects; a snapshot continues from here
  last_seq bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz
);
CREATE INDEX runs_owner_created_idx ON runs (owner_uid, created_at DESC);
CREATE INDEX runs_owner_type_created_idx ON runs (owner_uid, type, created_at DESC);
