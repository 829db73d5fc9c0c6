import { ZJobId } from '@fcs/shared/catalog/schema';
import type { AiImpactResult } from '@fcs/shared/entities';
import type { AiImpactRequest } from '@fcs/shared/workflows/ai-impact';
import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { RoleToolSetup } from '../../../components/role-tool-setup';
import { useStoredState } from '../../../lib/use-stored-state';
import { AiImpactResults } from './ai-impact-results';
import '../ai-impact.css';

const ZSelectedJob = ZJobId.nullable();

export interface AiImpactToolProps {
  /** Signed-in user id (scopes what the page remembers); null when signed out. */
  uid: string | null;
  /** A run is starting or running: the button says 'Analyzing...' and nothing can change. */
  isBusy: boolean;
  /** Starts the analysis of the chosen role (the page posts it and follows the run). */
  onStart: (request: AiImpactRequest) => void;
  /** Why the last start failed. */
  startError?: string | null;
  /** The finished analysis, or null until there is one. */
  result: AiImpactResult | null;
  /** The analysed role (from the run), for the result's heading. */
  analysedTitle?: string;
  /** The progress panel of the current run (the page owns the run plumbing). */
  progress?: ReactNode;
  /** The user's previous analyses. */
  history?: ReactNode;
  /** Shown instead of the Analyze button while signed out. */
  signInPrompt?: ReactNode;
}

/**
 * AI impact analysis (spec section 2, /ai-jobs): pick a role, see its description and skills, start the
 * analysis, follow its progress, then read the risk card, summary and expandable sections.
 */
export function AiImpactTool({
  uid,
  isBusy,
  onStart,
  startError,
  result,
  analysedTitle,
  progress,
  history,
  signInPrompt,
}: AiImpactToolProps) {
  const hintId = useId();
  const [selectedJobId, setSelectedJobId] = useStoredState(
    `fcs:ai-impact:${uid ?? 'signed-out'}:role`,
    ZSelectedJob,
    null,
  );

  return (
    <div className="ai-impact">
      <RoleToolSetup
        selectedJobId={selectedJobId}
        onSelect={setSelectedJobId}
        disabled={isBusy}
        emptyText="Search for a finance role to see its description and key skills, then analyse how AI will change it."
      >
        {signInPrompt ?? (
          <>
            <Button
              size="lg"
              onClick={() => selectedJobId && !isBusy && onStart({ jobId: selectedJobId })}
              disabled={!selectedJobId || isBusy}
              aria-describedby={hintId}
            >
              {isBusy ? 'Analyzing...' : 'Analyze AI Impact'}
            </Button>
            <p id={hintId} className="tool-setup__hint">
              {selectedJobId
                ? 'Takes about a minute. You can close this tab; the analysis keeps running and is here when you come back.'
                : 'Choose a role to analyse first.'}
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

      {result ? <AiImpactResults result={result} roleTitle={analysedTitle} /> : null}

      {history}
    </div>
  );
}
