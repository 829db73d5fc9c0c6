import { FREE_JOB_ID } from '@fcs/shared/constants';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { Spinner } from '../../components/spinner';
import { CoachSimulator } from '../../features/coach/components/coach-simulator';
import { useJobList } from '../../lib/job-list';
import { useCoachState } from '../coach/use-coach-state';

/**
 * ROUTES.coach (/coach): the AI Career Simulator (spec section 2). The role is kept in ?jobId= so a reload keeps
 * it; without the parameter the default role (Equity Research Analyst) is chosen, with it empty none is.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const jobId = params.has('jobId') ? params.get('jobId') || null : FREE_JOB_ID;
  const state = useCoachState(jobId);
  const jobs = useJobList();

  return (
    <Page
      title="AI Career Simulator"
      eyebrow="AI career coach"
      lead="Pick a finance role and chat with a coach who has done the job, or let an agent run a workflow that analyses the role for you."
    >
      {state.sessionLoading ? (
        <Spinner label="Loading your session…" />
      ) : (
        <CoachSimulator
          state={state}
          jobId={jobId}
          onSelectJob={(next) => setParams({ jobId: next ?? '' }, { replace: true })}
          roles={{ status: jobs.status, data: jobs.data ?? [] }}
        />
      )}
    </Page>
  );
}
