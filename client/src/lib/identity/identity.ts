import type { PublicConfig, SessionUser } from '@fcs/shared/accounts';
import type { UserProfile } from '@fcs/shared/entities';

/** 'local' (built-in accounts) or 'firebase', as GET /api/config says. */
export type IdentityMode = PublicConfig['identity']['kind'];

/** Who is signed in, as the identity adapter reports it (empty strings when the provider does not know). */
export type IdentityUser = SessionUser;

/** A signed-in identity: the bearer token the api accepts, when it stops being accepted, and who it is. */
export interface IdentitySession {
  token: string;
  /** Epoch milliseconds when the token expires. */
  expiresAt: number;
  user: IdentityUser;
  /** The profile, when the provider's answer already carried it (saves a GET /api/profile). */
  profile?: UserProfile;
}

export interface SignUpDetails {
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  marketingOptIn: boolean;
}

/**
 * One identity provider behind one interface (built-in accounts or Firebase). Every method rejects with an
 * IdentityError (friendly message, optional per-field reasons) or an ApiError.
 */
export interface IdentityAdapter {
  readonly mode: IdentityMode;
  /** Resumes a persisted session: a still-valid (or refreshable) stored session, or the provider's own. */
  restore(stored: IdentitySession | null): Promise<IdentitySession | null>;
  signIn(email: string, password: string): Promise<IdentitySession>;
  signUp(details: SignUpDetails): Promise<IdentitySession>;
  /** Google sign-in with a popup; only some providers offer it. */
  signInWithGoogle?: () => Promise<IdentitySession>;
  /** A new token for the same user; rejects with an ApiError 401 / IdentityError when the session is over. */
  refresh(current: IdentitySession): Promise<IdentitySession>;
  requestPasswordReset(email: string): Promise<void>;
  /** Sets the new password from an e-mailed link; a session when the provider signs the user in with it. */
  confirmPasswordReset(token: string, password: string, confirmPassword: string): Promise<IdentitySession | null>;
  signOut(current: IdentitySession | null): Promise<void>;
}

/** A failed identity action with a message fit for the user and, where known, which field was wrong. */
export class IdentityError extends Error {
  override readonly name = 'IdentityError';

  constructor(
    message: string,
    /** Friendly code of spec section 8 ('wrong-password', 'user-disabled', ...), when there is one. */
    readonly code: string | null = null,
    readonly fields: Readonly<Record<string, string>> = {},
    /** True when the session can never be renewed (disabled user, revoked or expired session). */
    readonly sessionEnded = false,
  ) {
    super(message);
  }
}

export function isIdentityError(error: unknown): error is IdentityError {
  return error instanceof IdentityError;
}
