import type { AiImpactResult } from '@fcs/shared/entities';
import { useId } from 'react';
import { humanize, levelTone } from '../../../lib/level-tone';

export interface RiskScoreCardProps {
  risk: AiImpactResult['riskAssessment'];
}

/** AI Disruption Risk: the percentage as a meter, the overall risk, the timeline and the model's confidence. */
export function RiskScoreCard({ risk }: RiskScoreCardProps) {
  const titleId = useId();
  const tone = levelTone(risk.overallRisk, 'higher-is-worse');
  const score = Math.round(risk.riskScore);
  const confidence = Math.round(risk.confidence);
  return (
    <section className={`risk-card risk-card--${tone}`} aria-labelledby={titleId}>
      <div className="risk-card__head">
        <h2 id={titleId} className="risk-card__title">
          AI Disruption Risk
        </h2>
        <span className={`level-badge level-badge--${tone}`}>{humanize(risk.overallRisk)} risk</span>
      </div>
      <div className="risk-card__score-row">
        <p className="risk-card__score">
          <span className="risk-card__value">{score}%</span>
          <span className="risk-card__caption">of this role's tasks exposed to AI disruption</span>
        </p>
        <dl className="risk-card__facts">
          <div>
            <dt>Timeline</dt>
            <dd>{risk.timeline}</dd>
          </div>
          <div>
            <dt>Confidence</dt>
            <dd className="risk-card__confidence">{confidence}%</dd>
          </div>
        </dl>
      </div>
      <div
        className="risk-card__meter"
        role="meter"
        aria-label="AI disruption risk"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}%, ${risk.overallRisk} risk`}
      >
        <span className="risk-card__meter-fill" style={{ width: `${Math.min(100, Math.max(0, score))}%` }} />
      </div>
      {risk.disruptionFactors.length > 0 || risk.stabilityFactors.length > 0 ? (
        <div className="risk-card__factors">
          <div>
            <h3 className="risk-card__factors-title">What drives the risk</h3>
            <ul>
              {risk.disruptionFactors.map((factor) => (
                <li key={factor}>{factor}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="risk-card__factors-title">What keeps the role stable</h3>
            <ul>
              {risk.stabilityFactors.map((factor) => (
                <li key={factor}>{factor}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
    </section>
  );
}
