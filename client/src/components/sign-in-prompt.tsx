import type { ReactNode } from 'react';
import { Button } from './button';
import './sign-in-prompt.css';

export interface SignInPromptProps {
  /** What signing in unlocks, e.g. 'Sign in to run the analysis'. */
  title?: string;
  /** Why an account is needed. */
  children?: ReactNode;
  /** Opens sign-in (the page wires it to the account dialog); without it the prompt points to the menu. */
  onSignIn?: () => void;
  onSignUp?: () => void;
}

/** Stands in for a tool's action button while signed out: runs are saved to an account, so it asks to sign in. */
export function SignInPrompt({
  title = 'Sign in to run the analysis',
  children = 'Analyses run on our servers and are saved to your account, so you can leave and come back to them. Creating an account is free.',
  onSignIn,
  onSignUp,
}: SignInPromptProps) {
  return (
    <div className="sign-in-prompt">
      <h2 className="sign-in-prompt__title">{title}</h2>
      <p>{children}</p>
      {onSignIn || onSignUp ? (
        <div className="actions">
          {onSignIn ? <Button onClick={onSignIn}>Sign In</Button> : null}
          {onSignUp ? (
            <Button variant="secondary" onClick={onSignUp}>
              Sign Up
            </Button>
          ) : null}
        </div>
      ) : (
        <p>Use Sign In in the menu at the top of the page.</p>
      )}
    </div>
  );
}
