import { useParams } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';

/** 'equity_research_analyst' → 'Equity Research Analyst'. */
function jobTitleFromId(jobId: string): string {
  return jobId
    .split(/[_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** /sandbox/:jobId: one job simulation (the free one is equity_research_analyst). Placeholder until built. */
export function Component() {
  const { jobId = '' } = useParams();
  const title = jobTitleFromId(jobId);
  return (
    <ComingSoon
      name={title ? `${title} Simulation` : 'Job Simulation'}
      description="Work through this role's inbox, meetings, files, news and tasks, and ask an AI coach who has done the job."
    />
  );
}
