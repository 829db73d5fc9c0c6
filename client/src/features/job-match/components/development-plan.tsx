import type { JobMatchResult } from '@fcs/shared/entities';
import { ExpandableSection } from '../../../components/expandable-section';
import '../../../components/level-badge.css';
import { humanize } from '../../../lib/level-tone';

export interface DevelopmentPlanProps {
  recommendations: JobMatchResult['recommendations'];
}

/** Development recommendations, numbered in the order to take them, each with timeline, effort and impact. */
export function DevelopmentPlan({ recommendations }: DevelopmentPlanProps) {
  return (
    <ExpandableSection
      className="match-expandable"
      headingLevel={2}
      title="Development recommendations"
      defaultExpanded
      summary={`${recommendations.length} ${recommendations.length === 1 ? 'step' : 'steps'} in the order to take them`}
    >
      <ol className="plan-list">
        {recommendations.map((rec) => (
          <li key={rec.id} className="plan-list__item">
            <div className="plan-list__head">
              <h3 className="plan-list__title">{rec.title}</h3>
              <span className="plan-list__badges">
                <span className="tag">{humanize(rec.category)}</span>
                <span className={`priority-badge priority-badge--${rec.priority}`}>
                  {humanize(rec.priority)} priority
                </span>
              </span>
            </div>
            <p>{rec.description}</p>
            <dl className="item-card__facts">
              <div>
                <dt>Timeline</dt>
                <dd>{rec.timeline}</dd>
              </div>
              <div>
                <dt>Effort</dt>
                <dd>{rec.effort}</dd>
              </div>
              <div>
                <dt>Impact</dt>
                <dd>{rec.impact}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </ExpandableSection>
  );
}
