import { ZAiImpactResult } from '@fcs/shared/entities';
import type { RunStatus } from '@fcs/shared/runs';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../../../components/button';
import { RoleSearch } from '../../../components/role-search';
import { SelectedRoleCard } from '../../../components/selected-role-card';
import { Spinner } from '../../../components/spinner';
import { isApiError } from '../../../lib/api-transport';
import { jobListQuery } from '../../../lib/job-list';
import { jobProfileQuery } from '../api/get-job-profile';
import { startAiImpactAnalysis } from '../api/start-analysis';
import { loadAnalysisMemory, saveAnalysisMemory, type AnalysisMemory } from '../analysis-memory';
import { AiImpactResults } from './ai-impact-results';
import '../ai-impact.css';

/** What the tool needs to know of the page's current run (the runs feature owns the rest). */
export interface AiImpactRunView {
  status: RunStatus | null;
  result: unknown;
}

export interface AiImpactToolProps {
  /** Signed-in user id (scopes what the page remembers); null when signed out. */
  uid: string | null;
  /** The current run, or null before the first analysis. */
  run: AiImpactRunView | null;
  /** Called with the id of the run 'Analyze AI Impact' started. */
  onRunStarted: (runId: string) => void;
  /** The progress panel of the current run (drawn by the page, which owns run plumbing). */
  progress?: ReactNode;
  /** Shown instead of the Analyze button while signed out (the page composes the sign-in prompt). */
  signInPrompt?: ReactNode;
}

/**
 * AI impact analysis (spec section 2, /ai-jobs): pick a role, see its description and skills, start the
 * analysis, follow its progress, then read the risk card, summary and expandable sections.
 */
export function AiImpactTool({ uid, run, onRunStarted, progress, signInPrompt }: AiImpactToolProps) {
  const hintId = useId();
  const scope = uid ?? 'signed-out';
  const [memory, setMemory] = useState<{ scope: string; value: AnalysisMemory }>(() => ({
    scope,
    value: loadAnalysisMemory(scope),
  }));
  let current = memory;
  if (memory.scope !== scope) {
    current = { scope, value: loadAnalysisMemory(scope) };
    setMemory(current);
  }
  const remember = (change: Partial<AnalysisMemory>) => {
    const value = { ...current.value, ...change };
    saveAnalysisMemory(scope, value);
    setMemory({ scope, value });
  };
  const { selectedJobId, analysed } = current.value;

  const jobs = useQuery(jobListQuery);
  const profile = useQuery({ ...jobProfileQuery(selectedJobId ?? ''), enabled: selectedJobId !== null });

  const start = useMutation({
    mutationFn: (jobId: string) => startAiImpactAnalysis({ jobId }),
  });

  const isRunning = run !== null && (run.status === null || run.status === 'queued' || run.status === 'running');
  const isBusy = isRunning || start.isPending;
  const selectedTitle = jobs.data?.find((job) => job.job_id === selectedJobId)?.title ?? profile.data?.title;

  function analyse() {
    if (!selectedJobId || isBusy) return;
    start.mutate(selectedJobId, {
      onSuccess: (runId) => {
        remember({ analysed: { jobId: selectedJobId, title: selectedTitle ?? selectedJobId } });
        onRunStarted(runId);
      },
    });
  }

  const parsedResult = run?.status === 'completed' ? ZAiImpactResult.safeParse(run.result) : null;
  const startError = start.error
    ? isApiError(start.error)
      ? start.error.message
      : 'The analysis could not be started. Please try again.'
    : null;

  return (
    <div className="ai-impact">
      <div className="ai-impact__setup">
        <div className="ai-impact__picker">
          {jobs.isPending ? (
            <Spinner label="Loading roles…" />
          ) : jobs.isError ? (
            <p className="field__error" role="alert">
              The list of roles could not be loaded. Please refresh the page to try again.
            </p>
          ) : (
            <RoleSearch
              roles={jobs.data}
              selectedId={selectedJobId}
              onSelect={(jobId) => {
                start.reset();
                remember({ selectedJobId: jobId });
              }}
              disabled={isBusy}
            />
          )}
          {signInPrompt ?? (
            <>
              <Button size="lg" onClick={analyse} disabled={!selectedJobId || isBusy} aria-describedby={hintId}>
                {isBusy ? 'Analyzing...' : 'Analyze AI Impact'}
              </Button>
              <p id={hintId} className="ai-impact__start-hint">
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
        </div>
        {selectedJobId === null ? (
          <div className="selected-role selected-role--empty">
            <p className="muted">
              Search for a finance role to see its description and key skills, then analyse how AI will change it.
            </p>
          </div>
        ) : profile.isPending ? (
          <div className="selected-role">
            <Spinner label="Loading role…" />
          </div>
        ) : profile.isError ? (
          <div className="selected-role">
            <p className="field__error" role="alert">
              This role's profile could not be loaded.
            </p>
          </div>
        ) : (
          <SelectedRoleCard
            title={profile.data.title}
            description={profile.data.description}
            skills={profile.data.skills}
          />
        )}
      </div>

      {progress}

      {parsedResult?.success ? (
        <AiImpactResults result={parsedResult.data} roleTitle={analysed?.title} />
      ) : parsedResult && !parsedResult.success ? (
        <p className="field__error" role="alert">
          The analysis finished but its result could not be read. Please run it again.
        </p>
      ) : null}
    </div>
  );
}
