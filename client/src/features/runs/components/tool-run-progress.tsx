import { getWorkflow } from '@fcs/shared/workflows/registry';
import { Button } from '../../../components/button';
import type { ToolRun } from '../hooks/use-tool-run';
import { RunProgressPanel } from './run-progress-panel';

export interface ToolRunProgressProps {
  /** The page's run (useToolRun). */
  tool: Pick<ToolRun<unknown, unknown>, 'workflow' | 'run' | 'live' | 'resultUnreadable' | 'close'>;
  /** The panel's heading, e.g. 'Simulation Progress'. */
  title: string;
}

/**
 * The progress of a tool's run: its workflow's steps (drawn before the first event arrives), the step streaming
 * now, the spec's failure text on the failed step with Retry, Cancel while it runs. A run that cannot be shown
 * (another account's, removed) says so with Dismiss; a result that cannot be read says so too. Nothing without a run.
 */
export function ToolRunProgress({ tool, title }: ToolRunProgressProps) {
  const { live, run } = tool;
  if (live.problem) {
    return (
      <div className="actions" role="alert">
        <p className="field__error">{live.problem.message}</p>
        <Button variant="secondary" size="sm" onClick={tool.close}>
          Dismiss
        </Button>
      </div>
    );
  }
  if (!run) return null;
  return (
    <>
      <RunProgressPanel
        title={title}
        run={run}
        plannedSteps={getWorkflow(tool.workflow).steps}
        connection={live.connection}
        onRetry={live.retry}
        isRetrying={live.isRetrying}
        onCancel={live.cancel}
        isCancelling={live.isCancelling}
        actionError={live.actionError}
      />
      {tool.resultUnreadable ? (
        <p className="field__error" role="alert">
          This run finished but its result could not be read. Please run it again.
        </p>
      ) : null}
    </>
  );
}
