import type { MatchedJob, UserProfile } from '@fcs/shared/entities';
import type { Queryable } from '@fcs/core/platform/db';

interface UserRow {
  uid: string;
  email: string;
  display_name: string;
  subscription_tier: UserProfile['subscriptionTier'];
  subscription_status: UserProfile['subscriptionStatus'];
  max_simulations: number;
  marketing_opt_in: boolean;
  stripe_customer_id: string | null;
  cancel_at_period_end: boolean;
  current_period_end: string | null;
  quiz_answers: UserProfile['quizAnswers'];
  matched_jobs: MatchedJob[];
  last_quiz_date: string | null;
  created_at: string;
  last_login: string;
}

const COLUMNS = `uid, email, display_name, subscription_tier, subscription_status, max_simulations, marketing_opt_in,
  stripe_customer_id, cancel_at_period_end, current_period_end, quiz_answers, matched_jobs, last_quiz_date, created_at, last_login`;

function toProfile(row: UserRow): UserProfile {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.display_name,
    subscriptionTier: row.subscription_tier,
    subscriptionStatus: row.subscription_status,
    maxSimulations: row.max_simulations,
    marketingOptIn: row.marketing_opt_in,
    createdAt: row.created_at,
    lastLogin: row.last_login,
    stripeCustomerId: row.stripe_customer_id,
    quizAnswers: row.quiz_answers,
    matchedJobs: row.matched_jobs,
    lastQuizDate: row.last_quiz_date,
    cancelAtPeriodEnd: row.cancel_at_period_end,
    currentPeriodEnd: row.current_period_end,
  };
}

export async function findProfile(
  q: Queryable,
  uid: string,
  options: { forUpdate?: boolean } = {},
): Promise<UserProfile | null> {
  const rows = await q.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE uid = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [uid],
  );
  return rows[0] ? toProfile(rows[0]) : null;
}

/**
 * Inserts a starter profile unless one exists for uid; returns the stored one either way, or null when the e-mail
 * belongs to another profile (nothing is inserted then). One statement for a new uid: the insert skips a conflict
 * on either unique key (the uid, the e-mail) instead of failing, so a lookup follows only when it skipped.
 */
export async function insertProfileIfMissing(
  q: Queryable,
  input: { uid: string; email: string; displayName: string; marketingOptIn: boolean },
): Promise<{ profile: UserProfile; created: boolean } | null> {
  const inserted = await q.query<UserRow>(
    `INSERT INTO users (uid, email, display_name, marketing_opt_in, subscription_tier, subscription_status, max_simulations)
     VALUES ($1, $2, $3, $4, 'starter', 'incomplete', 0)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [input.uid, input.email, input.displayName, input.marketingOptIn],
  );
  if (inserted[0]) return { profile: toProfile(inserted[0]), created: true };
  const existing = await findProfile(q, input.uid);
  return existing ? { profile: existing, created: false } : null;
}

export async function touchLastLogin(q: Queryable, uid: string): Promise<UserProfile | null> {
  const rows = await q.query<UserRow>(`UPDATE users SET last_login = now() WHERE uid = $1 RETURNING ${COLUMNS}`, [uid]);
  return rows[0] ? toProfile(rows[0]) : null;
}

export async function updateOwnFields(
  q: Queryable,
  uid: string,
  patch: { displayName?: string; marketingOptIn?: boolean },
): Promise<UserProfile | null> {
  const rows = await q.query<UserRow>(
    `UPDATE users SET display_name = COALESCE($2, display_name), marketing_opt_in = COALESCE($3, marketing_opt_in)
     WHERE uid = $1 RETURNING ${COLUMNS}`,
    [uid, patch.displayName ?? null, patch.marketingOptIn ?? null],
  );
  return rows[0] ? toProfile(rows[0]) : null;
}

/** Stores quiz results once: only when none are stored yet (answers are locked after completion). */
export async function storeQuizResultsOnce(
  q: Queryable,
  uid: string,
  answers: UserProfile['quizAnswers'],
  matches: MatchedJob[],
): Promise<UserProfile | null> {
  const rows = await q.query<UserRow>(
    `UPDATE users SET quiz_answers = $2::jsonb, matched_jobs = $3::jsonb, last_quiz_date = now()
     WHERE uid = $1 AND jsonb_array_length(matched_jobs) = 0 RETURNING ${COLUMNS}`,
    [uid, JSON.stringify(answers), JSON.stringify(matches)],
  );
  return rows[0] ? toProfile(rows[0]) : null;
}
