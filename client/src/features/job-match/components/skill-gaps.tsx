import type { JobMatchResult } from '@fcs/shared/entities';
import { ExpandableSection } from '../../../components/expandable-section';

export interface SkillGapsProps {
  gaps: JobMatchResult['gaps'];
}

type Gap = JobMatchResult['gaps'][number];

const IMPORTANCE: Record<Gap['importance'], { label: string; tone: string }> = {
  critical: { label: 'Critical', tone: 'bad' },
  important: { label: 'Important', tone: 'caution' },
  'nice-to-have': { label: 'Nice to have', tone: 'neutral' },
};

const RESOURCE_LABEL: Record<Gap['resources'][number]['type'], string> = {
  course: 'Course',
  book: 'Book',
  project: 'Project',
  certification: 'Certification',
  mentorship: 'Mentorship',
};

/** The skills the role asks for that the CV does not show, most important first, each expandable to a plan. */
export function SkillGaps({ gaps }: SkillGapsProps) {
  const order: Gap['importance'][] = ['critical', 'important', 'nice-to-have'];
  const sorted = [...gaps].sort((a, b) => order.indexOf(a.importance) - order.indexOf(b.importance));
  const critical = gaps.filter((g) => g.importance === 'critical').length;
  return (
    <ExpandableSection
      className="match-expandable"
      headingLevel={2}
      title="Skill gaps"
      defaultExpanded
      summary={
        gaps.length === 0
          ? 'No gaps found against this role'
          : `${gaps.length} ${gaps.length === 1 ? 'gap' : 'gaps'}${critical ? `, ${critical} critical` : ''}, with how to close them`
      }
    >
      {gaps.length === 0 ? (
        <p className="muted">Your CV covers every skill this role asks for.</p>
      ) : (
        <ul className="item-list">
          {sorted.map((gap) => (
            <li key={gap.id}>
              <ExpandableSection
                className="item-card"
                headingLevel={3}
                title={gap.skill}
                summary={gap.impact}
                meta={
                  <span className={`level-badge level-badge--${IMPORTANCE[gap.importance].tone}`}>
                    {IMPORTANCE[gap.importance].label}
                  </span>
                }
              >
                <dl className="gap-levels">
                  <div className="gap-levels__row gap-levels__row--now">
                    <dt>Where you are</dt>
                    <dd>{gap.currentLevel}</dd>
                  </div>
                  <div className="gap-levels__row gap-levels__row--needed">
                    <dt>What the role needs</dt>
                    <dd>{gap.requiredLevel}</dd>
                  </div>
                </dl>
                {gap.suggestions.length > 0 ? (
                  <>
                    <h4 className="item-card__subtitle">How to close it</h4>
                    <ul className="step-list">
                      {gap.suggestions.map((suggestion, index) => (
                        <li key={`${index}-${suggestion}`}>{suggestion}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {gap.resources.length > 0 ? (
                  <>
                    <h4 className="item-card__subtitle">Resources</h4>
                    <ul className="resource-list">
                      {gap.resources.map((resource) => (
                        <li key={resource.id} className="resource-list__item">
                          <span className="resource-list__type">{RESOURCE_LABEL[resource.type]}</span>
                          <span className="resource-list__title">{resource.title}</span>
                          {resource.description ? (
                            <span className="resource-list__description">{resource.description}</span>
                          ) : null}
                          {resource.duration ? (
                            <span className="resource-list__duration">{resource.duration}</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </ExpandableSection>
            </li>
          ))}
        </ul>
      )}
    </ExpandableSection>
  );
}
