import type { Tier } from '@fcs/shared/plans';

/** The signed-in person as the UI needs them. */
export interface SessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  tier: Tier;
}

export interface Session {
  /** null while signed out. */
  user: SessionUser | null;
  signOut: () => Promise<void>;
}

const SIGNED_OUT: Session = {
  user: null,
  signOut: async () => undefined,
};

/**
 * The current session. Accounts are not built yet, so everyone is signed out.
 * The auth feature replaces this body (e.g. reading a context filled by an AuthProvider in
 * app/providers.tsx) and keeps the signature, so callers do not change.
 */
export function useSession(): Session {
  return SIGNED_OUT;
}
