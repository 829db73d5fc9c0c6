import type { AiImpactResult } from '@fcs/shared/entities';
import { ExpandableSection } from '../../../components/expandable-section';

export interface ProfessionalPerspectiveProps {
  perspective: AiImpactResult['professionalPerspective'];
}

const GROUPS = [
  { key: 'insights', title: 'Key insights' },
  { key: 'recommendations', title: 'Recommendations' },
  { key: 'concerns', title: 'Concerns' },
  { key: 'opportunities', title: 'Opportunities' },
] as const;

/** How a practitioner of the role reads the change: insights, recommendations, concerns, opportunities. */
export function ProfessionalPerspective({ perspective }: ProfessionalPerspectiveProps) {
  const who = [perspective.role, perspective.experience].filter(Boolean).join(' · ');
  return (
    <ExpandableSection
      className="ai-impact__section"
      headingLevel={2}
      title="Professional Perspective"
      summary={who ? `As seen by: ${who}` : undefined}
    >
      <div className="perspective-grid">
        {GROUPS.map(({ key, title }) =>
          perspective[key].length > 0 ? (
            <div key={key} className={`perspective-grid__group perspective-grid__group--${key}`}>
              <h3 className="perspective-grid__title">{title}</h3>
              <ul>
                {perspective[key].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ) : null,
        )}
      </div>
    </ExpandableSection>
  );
}
