-- Accounts and profiles. uid is the identity provider's user id (built-in accounts or Firebase).
CREATE TABLE users (
  uid text PRIMARY KEY,
  email text NOT NULL,
  display_name text NOT NULL,
  subscription_tier text NOT NULL DEFAULT 'starter',
  subscription_status text NOT NULL DEFAULT 'incomplete',
  max_simulations integer NOT NULL DEFAULT 0,
  marketing_opt_in boolean NOT NULL DEFAULT false,
  stripe_customer_id text,
  stripe_subscription_id text,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz,
  quiz_answers jsonb NOT NULL DEFAULT '[]'::jsonb,
  matched_jobs jsonb NOT NULL DEFAULT '[]'::jsonb,
  last_quiz_date timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_login timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_idx ON users (lower(email));
