import type { JobMatchRunResult } from '@fcs/shared/workflows/job-match';
import { DevelopmentPlan } from './development-plan';
import { FitScoreCard } from './fit-score-card';
import { SkillGaps } from './skill-gaps';
import { StrengthsList } from './strengths-list';
import '../job-match.css';

export interface JobMatchResultsProps {
  result: JobMatchRunResult;
}

/** The finished match: fit-score card, strengths with evidence, skill gaps, development recommendations. */
export function JobMatchResults({ result }: JobMatchResultsProps) {
  return (
    <div className="job-match-results" role="region" aria-label={`Job match for ${result.jobTitle}`}>
      <FitScoreCard fitScore={result.fitScore} summary={result.summary} roleTitle={result.jobTitle} />
      <StrengthsList strengths={result.strengths} />
      <SkillGaps gaps={result.gaps} />
      <DevelopmentPlan recommendations={result.recommendations} />
    </div>
  );
}
