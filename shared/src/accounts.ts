import { z } from 'zod';
import { LIMITS } from './constants';
import { ZUserProfile } from './entities';
import { IDENTITY_ERRORS, VALIDATION } from './messages';

/**
 * Contracts of accounts and profiles: built-in sign-up/sign-in/refresh/reset (embedded identity), the profile,
 * and GET /api/config (which adapters are active).
 *
 * Session protocol of the built-in accounts (identity.kind 'local'):
 * - sign-up, sign-in, refresh and password-reset/confirm answer a ZSession: a short-lived bearer access token
 *   with its expiry, the user and the profile. The refresh token is NOT in the body: the api sets it as an
 *   HttpOnly cookie (REFRESH_COOKIE, path /api/auth, SameSite=Strict), so page scripts never see it.
 * - the client keeps { accessToken, expiresAt, user } under SESSION_STORAGE_KEY in localStorage, sends
 *   `Authorization: Bearer <accessToken>`, and calls POST /api/auth/refresh (no body, cookie goes along)
 *   about IDENTITY.refreshBeforeExpiryMs before expiresAt, and on start-up when the stored token is expired.
 *   Each refresh rotates the cookie. A 401 from any call (refresh included) clears the stored session and
 *   reloads the page.
 * - sign-out: POST /api/auth/sign-out revokes the refresh token and clears the cookie.
 * Under Firebase (identity.kind 'firebase') the client signs in with the firebase SDK, sends the ID token as
 * the bearer and calls POST /api/auth/sync once after each sign-in.
 */

/** Name of the HttpOnly cookie holding the rotating refresh token (built-in accounts only). */
export const REFRESH_COOKIE = 'fcs_refresh';
/**
 * Failed sign-ins for one e-mail from one IP that cost nothing; after them each attempt from that IP waits, the wait
 * doubling per further failure up to LOGIN_MAX_DELAY_SECONDS. Never a lockout: the owner signing in from elsewhere
 * is not slowed. The count is forgotten after LOGIN_FAILURE_WINDOW_MINUTES without a failure, or at a sign-in.
 */
export const LOGIN_FREE_FAILURES = 5;
export const LOGIN_MAX_DELAY_SECONDS = 15 * 60;
export const LOGIN_FAILURE_WINDOW_MINUTES = 60;
/** Lifetime of a password-reset link. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const ACCOUNT_MESSAGES = {
  passwordRequired: 'Password is required',
  resetTokenRequired: 'The reset link is incomplete. Please open the link from the e-mail again.',
  resetEmailSent: 'If an account exists for this email, a reset link is on its way.',
  profilePatchEmpty: 'Nothing to update',
  profilePatchFields: 'Only displayName and marketingOptIn can be changed here',
  displayNameTooLong: 'Display name must be at most 100 characters',
} as const;

export const ZEmail = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .max(254, VALIDATION.emailInvalid)
  .pipe(z.email(VALIDATION.emailInvalid))
  .transform((e) => e.toLowerCase());

export const ZDisplayName = z
  .string({ error: VALIDATION.displayNameRequired })
  .trim()
  .min(1, VALIDATION.displayNameRequired)
  .max(100, ACCOUNT_MESSAGES.displayNameTooLong);

/** A new password: at least LIMITS.passwordMinLength characters; the upper bound keeps hashing cheap. */
export const ZNewPassword = z
  .string({ error: VALIDATION.passwordTooShort })
  .min(LIMITS.passwordMinLength, VALIDATION.passwordTooShort)
  .max(1024, 'Password must be at most 1024 characters long');

const passwordsMatch = {
  message: VALIDATION.passwordsDoNotMatch,
  path: ['confirmPassword'],
  // Compare even when another field failed, so the form shows every problem at once.
  when: (p: { value: unknown }) => {
    const v = p.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
  },
};

/** POST /api/auth/sign-up (spec section 5). */
export const ZSignUpRequest = z
  .object({
    displayName: ZDisplayName,
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z.string({ error: VALIDATION.passwordsDoNotMatch }),
    marketingOptIn: z.boolean().optional().default(false),
  })
  .refine((d) => d.password === d.confirmPassword, passwordsMatch);

/** POST /api/auth/sign-in. */
export const ZSignInRequest = z.object({
  email: ZEmail,
  password: z.string({ error: ACCOUNT_MESSAGES.passwordRequired }).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1024),
});
export type SignInRequest = z.input<typeof ZSignInRequest>;

/** POST /api/auth/password-reset: always answers ZPasswordResetRequested (never says whether the email exists). */
export const ZPasswordResetRequest = z.object({ email: ZEmail });
export const ZPasswordResetRequested = z.object({ sent: z.literal(true), message: z.string() });
export type PasswordResetRequested = z.infer<typeof ZPasswordResetRequested>;

/** POST /api/auth/password-reset/confirm: the token comes from the link `/reset-password?token=...`. */
export const ZPasswordResetConfirm = z
  .object({
    token: z
      .string({ error: ACCOUNT_MESSAGES.resetTokenRequired })
      .trim()
      .min(16, ACCOUNT_MESSAGES.resetTokenRequired)
      .max(200),
    password: ZNewPassword,
    confirmPassword: z.string({ error: VALIDATION.passwordsDoNotMatch }),
  })
  .refine((d) => d.password === d.confirmPassword, passwordsMatch);

/** PATCH /api/profile: a user may change only their own display name and marketing opt-in. */
export const ZProfilePatch = z
  .strictObject(
    { displayName: ZDisplayName.optional(), marketingOptIn: z.boolean().optional() },
    { error: (iss) => (iss.code === 'unrecognized_keys' ? ACCOUNT_MESSAGES.profilePatchFields : undefined) },
  )
  .refine((p) => p.displayName !== undefined || p.marketingOptIn !== undefined, ACCOUNT_MESSAGES.profilePatchEmpty);
export type ProfilePatch = z.input<typeof ZProfilePatch>;

/** GET /api/profile, PATCH /api/profile, POST /api/auth/sync: the spec's user profile. */
export const ZProfileResponse = ZUserProfile;
export type ProfileResponse = z.infer<typeof ZProfileResponse>;

/** POST /api/auth/sync (any identity adapter, bearer required): creates the profile when missing, stamps lastLogin. */
export const ZSyncRequest = z
  .object({
    /** Used only when the profile is created (Firebase sign-up passes the form's values here). */
    displayName: ZDisplayName.optional(),
    marketingOptIn: z.boolean().optional(),
  })
  .default({});

export const ZSessionUser = z.object({ uid: z.string().min(1), email: z.string(), displayName: z.string() });
export type SessionUser = z.infer<typeof ZSessionUser>;

/** Answer of sign-up, sign-in, refresh and password-reset/confirm (built-in accounts). */
export const ZSession = z.object({
  accessToken: z.string().min(1),
  /** ISO time the access token stops working; refresh about 5 minutes before. */
  expiresAt: z.string().datetime({ offset: true }),
  /** ISO time the refresh cookie stops working (sign in again after that). */
  refreshExpiresAt: z.string().datetime({ offset: true }),
  user: ZSessionUser,
  profile: ZProfileResponse,
});
export type Session = z.infer<typeof ZSession>;

/** What the client keeps under SESSION_STORAGE_KEY. */
export const ZStoredSession = z.object({
  accessToken: z.string().min(1),
  expiresAt: z.string(),
  user: ZSessionUser,
  /** When it was stored (ms since epoch). */
  storedAt: z.number(),
});

/** GET /api/config: which adapter is active for each outside system, so the client picks the right flows. */
export const ZPublicConfig = z.object({
  identity: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('local'),
      /** true when reset e-mails can be read at GET /api/dev/outbox (DEV_OUTBOX=true, from this machine only). */
      devOutbox: z.boolean(),
      /** Where reset e-mails go: sent by SMTP, or saved in the outbox folder (DATA_DIR/outbox) of the server. */
      mail: z.enum(['smtp', 'outbox']),
    }),
    z.object({
      kind: z.literal('firebase'),
      firebase: z.object({
        apiKey: z.string(),
        authDomain: z.string(),
        projectId: z.string(),
        /** e.g. http://127.0.0.1:9099 when the api verifies Auth-emulator tokens: call connectAuthEmulator with it. */
        authEmulatorUrl: z.string().nullable(),
      }),
    }),
  ]),
  /** 'disabled': production without Stripe keys; paid plans are not sold (checkout answers 503). */
  payments: z.object({ kind: z.enum(['test', 'stripe', 'disabled']) }),
  /** 'offline': AI output is produced by the built-in demo engine; label it as demo output. */
  llm: z.object({ kind: z.enum(['offline', 'openai']) }),
});
export type PublicConfig = z.infer<typeof ZPublicConfig>;

/** One mail of the development outbox (GET /api/dev/outbox), newest first. */
export const ZOutboxMail = z.object({
  id: z.string(),
  to: z.string(),
  from: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  /** Every http(s) link of the text, e.g. the password-reset link. */
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof ZOutboxMail>;
export const ZOutboxResponse = z.object({ mails: z.array(ZOutboxMail) });

/** The friendly message for an identity error code ('auth/wrong-password' or 'wrong-password'), else the fallback. */
export function identityErrorMessage(code: string | undefined | null, fallback: string): string {
  if (!code) return fallback;
  return IDENTITY_ERRORS[code.replace(/^auth\//, '')] ?? fallback;
}

/** POST /api/coach/process-resume (elite, multipart field `resume`): the text of the uploaded CV. */
export const ZProcessResumeResponse = z.object({
  content: z.string(),
  fileName: z.string(),
  /** false when no usable text came out (scanned PDF, old .doc): content then asks the user to paste the text. */
  extracted: z.boolean(),
  /** Characters of resume text stored for the account (0 when nothing was extracted, so nothing was stored). */
  chars: z.number().int().nonnegative(),
});
export type ProcessResumeResponse = z.infer<typeof ZProcessResumeResponse>;

/** Content returned when a file's text could not be read; the client offers the paste-text alternative on it. */
export const RESUME_NOT_EXTRACTED =
  'The text of this file could not be properly extracted (it appears to contain images or an unsupported layout). Please paste your resume text instead.';
/** Longest resume text kept (characters). */
export const RESUME_MAX_CHARS = 60_000;
