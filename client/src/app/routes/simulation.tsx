import { simulationPath } from '@fcs/shared/routes';
import { FREE_JOB_ID } from '@fcs/shared/constants';
import { initialRunState, runStateFromSnapshot } from '@fcs/shared/runs';
import { canOpenSimulation } from '@fcs/shared/tier-policy';
import { SANDBOX_GENERATION_STEPS } from '@fcs/shared/workflows/sandbox-generation';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { RunProgressPanel } from '../../features/runs/components/run-progress-panel';
import { useJobList } from '../../lib/job-list';
import { SimulationScreen } from '../../features/sandbox/components/simulation-screen';
import { availableSimulations } from '../../features/sandbox/simulation-access';
import {
  SimulationCoachAside,
  SimulationCoachPanel,
  simulationCoachActions,
} from '../../features/coach/components/simulation-coach';
import { useSession } from '../../lib/session';
import { useCoachState } from '../coach/use-coach-state';

/** 'equity_research_analyst' → 'Equity Research Analyst', until the job list has the real title. */
function titleFromId(jobId: string): string {
  return jobId
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * /sandbox/:jobId (spec section 4, "Simulation access"): the free role is open to everyone; otherwise signed-out
 * users and users without an active plan go to /roles, essential and pro users without a quiz to
 * /roles?required=true, and a role outside the plan's list to the plan's first role. The api enforces the same
 * rules on the content itself.
 */
export function Component() {
  const { jobId = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const jobs = useJobList();
  const coach = useCoachState(jobId);

  if (jobId !== FREE_JOB_ID && session.status === 'loading') {
    return (
      <div className="container page">
        <Spinner label="Checking your plan…" />
      </div>
    );
  }
  const access = canOpenSimulation(session.profile, jobId);
  if (!access.allowed) return <Navigate to={access.redirectTo} replace />;

  const choices = availableSimulations(session.profile, jobs.data);
  const title =
    choices.find((c) => c.job_id === jobId)?.title ??
    jobs.data?.find((j) => j.job_id === jobId)?.title ??
    titleFromId(jobId);

  return (
    <SimulationScreen
      jobId={jobId}
      uid={session.user?.uid ?? null}
      title={title}
      choices={choices}
      onSelectRole={(next) => void navigate(simulationPath(next))}
      coach={{
        aside: <SimulationCoachAside state={coach} jobId={jobId} roleTitle={title} />,
        renderMain: ({ sections, openSection }) => (
          <SimulationCoachPanel
            state={coach}
            jobId={jobId}
            roleTitle={title}
            contentSuggestions={sections}
            onOpenContent={openSection}
          />
        ),
        quickActions: simulationCoachActions({ state: coach, jobId, roleTitle: title }),
      }}
      renderGeneration={(generation) => (
        <RunProgressPanel
          title="Preparing this simulation"
          run={generation.run ? runStateFromSnapshot(generation.run) : initialRunState(generation.runId ?? 'pending')}
          plannedSteps={SANDBOX_GENERATION_STEPS}
        />
      )}
    />
  );
}
