import { ZJobId } from '@fcs/shared/catalog/schema';
import type { DayInLifeRequest, DayInLifeRunResult } from '@fcs/shared/workflows/day-in-life';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { RoleToolSetup } from '../../../components/role-tool-setup';
import { useStoredState } from '../../../lib/use-stored-state';
import { DayInLifeResults } from './day-in-life-results';
import '../day-in-life.css';

const ZSelectedJob = ZJobId.nullable();

export interface DayInLifeToolProps {
  /** Signed-in user id (scopes the remembered role); null when signed out. */
  uid: string | null;
  /** A simulation is starting or running: the button says 'Simulating...' and the role cannot change. */
  isBusy: boolean;
  onStart: (request: DayInLifeRequest) => void;
  startError?: string | null;
  /** The finished simulation, or null until there is one. */
  result: DayInLifeRunResult | null;
  /** Simulation Progress (drawn by the page, which owns the run). */
  progress?: ReactNode;
  /** The user's previous simulations. */
  history?: ReactNode;
  /** Shown instead of the button while signed out. */
  signInPrompt?: ReactNode;
}

/**
 * Day in the Life (spec section 2): choose a role, start the simulation, follow its progress, then meet the persona
 * and walk through the five periods of their working day.
 */
export function DayInLifeTool({
  uid,
  isBusy,
  onStart,
  startError,
  result,
  progress,
  history,
  signInPrompt,
}: DayInLifeToolProps) {
  const hintId = useId();
  const [selectedJobId, setSelectedJobId] = useStoredState(
    `fcs:day-in-life:${uid ?? 'signed-out'}:role`,
    ZSelectedJob,
    null,
  );

  return (
    <div className="tool-page">
      <RoleToolSetup
        selectedJobId={selectedJobId}
        onSelect={setSelectedJobId}
        disabled={isBusy}
        emptyText="Search for a finance role to see its description and key skills, then spend a simulated working day in it."
      >
        {signInPrompt ?? (
          <>
            <Button
              size="lg"
              onClick={() => selectedJobId && !isBusy && onStart({ jobId: selectedJobId })}
              disabled={!selectedJobId || isBusy}
              aria-describedby={hintId}
            >
              {isBusy ? 'Simulating...' : 'Start Day Simulation'}
            </Button>
            <p id={hintId} className="tool-setup__hint">
              {selectedJobId
                ? 'Takes about a minute. You can close this tab; the simulation keeps running and is here when you come back.'
                : 'Choose a role to simulate first.'}
            </p>
            {startError ? (
              <p className="field__error" role="alert">
                {startError}
              </p>
            ) : null}
          </>
        )}
      </RoleToolSetup>

      {progress}

      {result && result.persona.name ? <DayInLifeResults result={result} /> : null}

      {history}
    </div>
  );
}
