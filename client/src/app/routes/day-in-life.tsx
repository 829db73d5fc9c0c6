import { ZDayInLifeRunResult } from '@fcs/shared/workflows/day-in-life';
import { useContext } from 'react';
import { Page } from '../../components/page';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { Spinner } from '../../components/spinner';
import { AccountDialogContext } from '../../lib/account-dialog';
import { DayInLifeTool } from '../../features/day-in-life/components/day-in-life-tool';
import { RunHistory } from '../../features/runs/components/run-history';
import { ToolRunProgress } from '../../features/runs/components/tool-run-progress';
import { useToolRun } from '../../features/runs/hooks/use-tool-run';

/** ROUTES.dayInLife (/day-in-life): a simulated working day in a role (spec section 2). */
export function Component() {
  const accountDialog = useContext(AccountDialogContext);
  const tool = useToolRun({ workflow: 'day_in_life', result: ZDayInLifeRunResult });

  return (
    <Page
      title="Day in the Life"
      eyebrow="AI analysis tools"
      lead="Follow a professional through a working day in the role you choose: who they are, what fills each part of their day, and how it feels."
    >
      {tool.sessionStatus === 'loading' ? (
        <Spinner label="Loading your session…" />
      ) : (
        <DayInLifeTool
          uid={tool.uid}
          isBusy={tool.isBusy}
          onStart={(request) => void tool.start('/day-in-life/simulate', request)}
          startError={tool.startErrorMessage}
          result={tool.result}
          signInPrompt={
            tool.uid ? undefined : (
              <SignInPrompt
                title="Sign in to run the simulation"
                onSignIn={accountDialog ? () => accountDialog.openAccountDialog('sign-in') : undefined}
                onSignUp={accountDialog ? () => accountDialog.openAccountDialog('sign-up') : undefined}
              >
                Day simulations run on our servers and are saved to your account, so you can leave and come back to
                them. Creating an account is free.
              </SignInPrompt>
            )
          }
          progress={<ToolRunProgress tool={tool} title="Simulation Progress" />}
          history={
            <RunHistory
              types={['day_in_life']}
              title="Previous Simulations"
              emptyText="Your day simulations will be listed here."
              activeRunId={tool.runId}
            />
          }
        />
      )}
    </Page>
  );
}
