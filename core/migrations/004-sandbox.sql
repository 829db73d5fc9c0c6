-- Simulation content of every role but the free one (which is written by hand in shared/src/sandbox).
-- One row per role: the first request claims it (the primary key makes the claim atomic, so concurrent first
-- requests start one generation), the sandbox_generation workflow fills it, and every later request reads it.
CREATE TABLE sandbox_contents (
  job_id text PRIMARY KEY,
  status text NOT NULL CHECK (status IN ('generating', 'ready', 'failed')),
  -- Changes with every (re)start of a generation; restarts compare-and-swap on it so only one caller wins.
  claim_id text NOT NULL,
  -- The workflow run producing the content; null for the moment between the claim and the run's creation.
  run_id uuid,
  content jsonb,
  -- Which LLM engine wrote it ('offline' demo engine or 'openai'), so the UI can label demo content.
  engine text,
  error text,
  attempts integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sandbox_contents_ready_has_content CHECK (status <> 'ready' OR content IS NOT NULL)
);
CREATE INDEX sandbox_contents_run_idx ON sandbox_contents (run_id);
