import { useId } from 'react';
import { fitBand } from '../fit-band';

export interface FitScoreCardProps {
  fitScore: number;
  summary: string;
  roleTitle: string;
}

/** The fit score as a number, a band (excellent / good / moderate in its colour) and a meter, with the summary. */
export function FitScoreCard({ fitScore, summary, roleTitle }: FitScoreCardProps) {
  const titleId = useId();
  const score = Math.min(100, Math.max(0, Math.round(fitScore)));
  const band = fitBand(score);
  return (
    <section className={`score-card score-card--${band.tone}`} aria-labelledby={titleId}>
      <div className="score-card__head">
        <h2 id={titleId} className="score-card__title">
          Your fit for {roleTitle}
        </h2>
        <span className={`level-badge level-badge--${band.tone}`}>{band.label}</span>
      </div>
      <p className="score-card__score">
        <span className="score-card__value">{score}%</span>
        <span className="score-card__caption">fit score</span>
      </p>
      <div
        className="score-card__meter"
        role="meter"
        aria-label="Fit score"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
        aria-valuetext={`${score}%, ${band.label.toLowerCase()}`}
      >
        <span className="score-card__meter-fill" style={{ width: `${score}%` }} />
      </div>
      <ol className="score-card__scale" aria-label="Fit score bands">
        <li className={band.band === 'moderate' ? 'score-card__scale-item--current' : undefined}>Below 60: moderate</li>
        <li className={band.band === 'good' ? 'score-card__scale-item--current' : undefined}>60-79: good</li>
        <li className={band.band === 'excellent' ? 'score-card__scale-item--current' : undefined}>80+: excellent</li>
      </ol>
      <p className="score-card__summary">{summary}</p>
    </section>
  );
}
