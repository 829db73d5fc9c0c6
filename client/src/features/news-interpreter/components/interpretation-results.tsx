import type { Insight } from '@fcs/shared/entities';
import type { NewsInterpretationRunResult } from '@fcs/shared/workflows/news-interpretation';
import { useId } from 'react';
import { ExpandableSection } from '../../../components/expandable-section';
import '../../../components/level-badge.css';

export interface InterpretationResultsProps {
  result: NewsInterpretationRunResult;
}

const IMPACT: Record<Insight['impact'], { label: string; tone: string }> = {
  positive: { label: 'Positive', tone: 'good' },
  negative: { label: 'Negative', tone: 'bad' },
  neutral: { label: 'Neutral', tone: 'neutral' },
};

function ConfidenceBar({ value }: { value: number }) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <span className="confidence">
      <span
        className="confidence__bar"
        role="meter"
        aria-label="Confidence"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% confidence`}
      >
        <span className="confidence__fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="confidence__value">{percent}% confidence</span>
    </span>
  );
}

/**
 * Professional Interpretation: the executive summary, expandable key insights (impact, confidence, sources) and
 * numbered recommendations. An enhanced interpretation made without live search says so.
 */
export function InterpretationResults({ result }: InterpretationResultsProps) {
  const titleId = useId();
  const summaryId = useId();
  const recommendationsId = useId();
  return (
    <section className="interpretation" aria-labelledby={titleId}>
      <div className="interpretation__head">
        <h2 id={titleId} className="interpretation__title">
          Professional Interpretation
        </h2>
        <p className="interpretation__for">
          <strong>{result.articleTitle}</strong> · interpreted for <strong>{result.jobTitle}</strong>
        </p>
      </div>
      {result.sourceNote ? (
        <p className="interpretation__note" role="note">
          {result.sourceNote}
        </p>
      ) : null}

      <section className="interpretation__summary" aria-labelledby={summaryId}>
        <h3 id={summaryId} className="interpretation__subtitle">
          Executive summary
        </h3>
        <p>{result.summary}</p>
      </section>

      <ExpandableSection
        className="interpretation__section"
        headingLevel={3}
        title="Key insights"
        defaultExpanded
        summary={`${result.insights.length} ${result.insights.length === 1 ? 'insight' : 'insights'} for the role`}
      >
        <ul className="item-list">
          {result.insights.map((insight) => (
            <li key={insight.id}>
              <ExpandableSection
                className="item-card"
                headingLevel={4}
                title={insight.title}
                summary={insight.category}
                meta={
                  <span className={`level-badge level-badge--${IMPACT[insight.impact].tone}`}>
                    <span className="level-badge__label">Impact</span> {IMPACT[insight.impact].label}
                  </span>
                }
              >
                <ConfidenceBar value={insight.confidence} />
                <p>{insight.content}</p>
                {insight.sources.length > 0 ? (
                  <p className="interpretation__sources">Source: {insight.sources.join('; ')}</p>
                ) : null}
              </ExpandableSection>
            </li>
          ))}
        </ul>
      </ExpandableSection>

      <section className="interpretation__recommendations" aria-labelledby={recommendationsId}>
        <h3 id={recommendationsId} className="interpretation__subtitle">
          Recommendations
        </h3>
        <ol className="numbered-list">
          {result.recommendations.map((recommendation, index) => (
            <li key={`${index}-${recommendation}`}>{recommendation}</li>
          ))}
        </ol>
      </section>

      {result.webSources.length > 0 ? (
        <p className="interpretation__sources">
          Read from:{' '}
          {result.webSources.map((source, index) => (
            <span key={source.url}>
              {index > 0 ? ', ' : null}
              <a href={source.url} target="_blank" rel="noreferrer noopener">
                {source.title}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </section>
  );
}
