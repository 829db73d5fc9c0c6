import { Button } from '../../../components/button';

export interface SignInPromptProps {
  /** Opens sign-in (the page wires it to the account dialog); without it the prompt points to the menu. */
  onSignIn?: () => void;
  onSignUp?: () => void;
}

/** Stands in for the Analyze button while signed out: the analysis runs for an account, so it asks to sign in. */
export function SignInPrompt({ onSignIn, onSignUp }: SignInPromptProps) {
  return (
    <div className="sign-in-prompt">
      <h2 className="sign-in-prompt__title">Sign in to run the analysis</h2>
      <p>
        AI impact analyses run on our servers and are saved to your account, so you can leave and come back to them.
        Creating an account is free.
      </p>
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
