import type { AiImpactResult } from '@fcs/shared/entities';
import { humanize } from '../../../lib/level-tone';
import { ExpandableSection } from '../../../components/expandable-section';
import { LevelBadge } from '../../../components/level-badge';

export interface AdaptationStrategiesProps {
  strategies: AiImpactResult['adaptationStrategies'];
}

/** What to do about it: each strategy with its category, priority, timeline, effort, impact and steps. */
export function AdaptationStrategies({ strategies }: AdaptationStrategiesProps) {
  return (
    <ExpandableSection
      className="ai-impact__section"
      headingLevel={2}
      title="Adaptation Strategies"
      summary={`${strategies.length} ${strategies.length === 1 ? 'strategy' : 'strategies'} with implementation steps`}
    >
      <ul className="item-list">
        {strategies.map((strategy) => (
          <li key={strategy.id}>
            <ExpandableSection
              className="item-card"
              headingLevel={3}
              title={strategy.title}
              summary={`${humanize(strategy.category)} · ${strategy.timeline}`}
              meta={
                <span className={`priority-badge priority-badge--${strategy.priority}`}>
                  {humanize(strategy.priority)} priority
                </span>
              }
            >
              <p>{strategy.description}</p>
              <dl className="item-card__facts">
                <div>
                  <dt>Category</dt>
                  <dd>{humanize(strategy.category)}</dd>
                </div>
                <div>
                  <dt>Timeline</dt>
                  <dd>{strategy.timeline}</dd>
                </div>
                <div>
                  <dt>Effort</dt>
                  <dd>
                    <LevelBadge label="Effort" level={strategy.effort} meaning="higher-is-worse" labelHidden />
                  </dd>
                </div>
                <div>
                  <dt>Impact</dt>
                  <dd>
                    <LevelBadge label="Impact" level={strategy.impact} meaning="higher-is-better" labelHidden />
                  </dd>
                </div>
              </dl>
              <h4 className="item-card__subtitle">Implementation steps</h4>
              <ol className="step-list">
                {strategy.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </ExpandableSection>
          </li>
        ))}
      </ul>
    </ExpandableSection>
  );
}
