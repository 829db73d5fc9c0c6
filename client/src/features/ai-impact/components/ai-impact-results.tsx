import type { AiImpactResult } from '@fcs/shared/entities';
import { AdaptationStrategies } from './adaptation-strategies';
import { EmergingTools } from './emerging-tools';
import { ProfessionalPerspective } from './professional-perspective';
import { RiskScoreCard } from './risk-score-card';

export interface AiImpactResultsProps {
  result: AiImpactResult;
  /** The analysed role's title, for the heading. */
  roleTitle?: string;
}

/** The finished analysis: risk card, summary, then the three expandable sections. */
export function AiImpactResults({ result, roleTitle }: AiImpactResultsProps) {
  return (
    <div
      className="ai-impact-results"
      aria-label={roleTitle ? `AI impact on ${roleTitle}` : 'AI impact analysis'}
      role="region"
    >
      {roleTitle ? (
        <p className="ai-impact-results__for">
          AI impact analysis for <strong>{roleTitle}</strong>
        </p>
      ) : null}
      <RiskScoreCard risk={result.riskAssessment} />
      <section className="ai-impact__summary" aria-labelledby="ai-impact-summary-title">
        <h2 id="ai-impact-summary-title" className="ai-impact__summary-title">
          Analysis summary
        </h2>
        <p>{result.summary}</p>
      </section>
      <ProfessionalPerspective perspective={result.professionalPerspective} />
      <EmergingTools tools={result.emergingTools} />
      <AdaptationStrategies strategies={result.adaptationStrategies} />
    </div>
  );
}
