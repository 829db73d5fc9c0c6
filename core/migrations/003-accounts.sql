-- Built-in accounts (embedded identity), their sessions and reset links; payments and Stripe webhook events.
-- Secrets (refresh tokens, reset tokens) are stored only as SHA-256 hashes.

CREATE TABLE local_accounts (
  uid text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  disabled boolean NOT NULL DEFAULT false,
  failed_logins integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  password_changed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX local_accounts_email_idx ON local_accounts (lower(email));

-- Rotating refresh tokens: each use replaces the token with a new one of the same family. A token used
-- again after its grace period means it leaked, and the whole family is revoked.
CREATE TABLE refresh_tokens (
  token_hash text PRIMARY KEY,
  uid text NOT NULL,
  family_id text NOT NULL,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_uid_idx ON refresh_tokens (uid);

CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  uid text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_uid_idx ON password_resets (uid);

-- Every webhook event once, by the provider's event id; processed_at is set when the worker applied it.
CREATE TABLE webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  deliveries integer NOT NULL DEFAULT 1,
  processed_at timestamptz,
  outcome text,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);

-- One-time purchases (essential, pro), one row per paid checkout session.
CREATE TABLE payments (
  id text PRIMARY KEY,
  uid text NOT NULL,
  tier text NOT NULL,
  amount_total integer NOT NULL,
  currency text NOT NULL,
  paid_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payments_uid_idx ON payments (uid);

-- Latest known state of each subscription (elite), as re-read from the payment provider.
CREATE TABLE subscriptions (
  id text PRIMARY KEY,
  uid text NOT NULL,
  customer_id text,
  tier text NOT NULL,
  status text NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_uid_idx ON subscriptions (uid);

-- The built-in test checkout (no Stripe keys): its sessions and subscriptions, read back like Stripe objects.
CREATE TABLE test_checkout_sessions (
  id text PRIMARY KEY,
  uid text NOT NULL,
  tier text NOT NULL,
  mode text NOT NULL,
  status text NOT NULL DEFAULT 'open',
  payment_status text NOT NULL DEFAULT 'unpaid',
  amount_total integer NOT NULL,
  currency text NOT NULL,
  customer_id text NOT NULL,
  subscription_id text,
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE TABLE test_subscriptions (
  id text PRIMARY KEY,
  uid text NOT NULL,
  customer_id text NOT NULL,
  tier text NOT NULL,
  status text NOT NULL,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  current_period_end timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
