import type { SignInRequest } from '@fcs/shared/accounts';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { useSession, type SignUpDetails } from '../../../lib/session';

/** Every way of signing in shares this key, so a pending one disables the others (useIsSigningIn). */
const SIGN_IN_KEY = ['accounts', 'sign-in'] as const;

interface SignInOptions {
  /** Called once the user is signed in (the session and profile are loaded). */
  onSignedIn?: () => void;
}

/** Sign-in with e-mail and password (values already parsed by ZSignInRequest). */
export function useSignIn({ onSignedIn }: SignInOptions = {}) {
  const { signIn } = useSession();
  return useMutation({
    mutationKey: [...SIGN_IN_KEY, 'password'],
    mutationFn: ({ email, password }: SignInRequest) => signIn(email, password),
    onSuccess: () => onSignedIn?.(),
  });
}

/** Creates the account and signs in (values parsed by ZSignUpRequest: trimmed name, lower-cased e-mail). */
export function useSignUp({ onSignedIn }: SignInOptions = {}) {
  const { signUp } = useSession();
  return useMutation({
    mutationKey: [...SIGN_IN_KEY, 'sign-up'],
    mutationFn: (details: SignUpDetails) => signUp(details),
    onSuccess: () => onSignedIn?.(),
  });
}

/** 'Continue with Google' (identity providers that offer it). */
export function useGoogleSignIn({ onSignedIn }: SignInOptions = {}) {
  const { signInWithGoogle } = useSession();
  return useMutation({
    mutationKey: [...SIGN_IN_KEY, 'google'],
    mutationFn: () => signInWithGoogle(),
    onSuccess: () => onSignedIn?.(),
  });
}

/** True while any sign-in or sign-up of this page is under way. */
export function useIsSigningIn(): boolean {
  return useIsMutating({ mutationKey: SIGN_IN_KEY }) > 0;
}

/** 'Forgot your password?': e-mails a reset link; resolves with the address it went to. */
export function useRequestPasswordReset() {
  const { requestPasswordReset } = useSession();
  return useMutation({
    mutationFn: async ({ email }: { email: string }) => {
      await requestPasswordReset(email);
      return email;
    },
  });
}

/** Sets the new password from the e-mailed link; resolves true when that also signed the user in. */
export function useConfirmPasswordReset() {
  const { confirmPasswordReset } = useSession();
  return useMutation({
    mutationFn: ({ token, password, confirmPassword }: { token: string; password: string; confirmPassword: string }) =>
      confirmPasswordReset(token, password, confirmPassword),
  });
}
