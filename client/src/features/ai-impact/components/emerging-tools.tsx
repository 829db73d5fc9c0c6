import type { AiImpactResult } from '@fcs/shared/entities';
import { humanize } from '../../../lib/level-tone';
import { ExpandableSection } from '../../../components/expandable-section';
import { LevelBadge } from '../../../components/level-badge';

export interface EmergingToolsProps {
  tools: AiImpactResult['emergingTools'];
}

type Tool = AiImpactResult['emergingTools'][number];

const RESOURCE_LABEL: Record<Tool['resources'][number]['type'], string> = {
  tutorial: 'Tutorial',
  course: 'Course',
  documentation: 'Documentation',
  community: 'Community',
  certification: 'Certification',
};

/** The AI tools arriving in the role, each expandable to its description and learning resources. */
export function EmergingTools({ tools }: EmergingToolsProps) {
  return (
    <ExpandableSection
      className="ai-impact__section"
      headingLevel={2}
      title="Emerging AI Tools"
      summary={`${tools.length} ${tools.length === 1 ? 'tool' : 'tools'} to know, with where to learn them`}
    >
      <ul className="item-list">
        {tools.map((tool) => (
          <li key={tool.id}>
            <ExpandableSection
              className="item-card"
              headingLevel={3}
              title={tool.name}
              summary={`${humanize(tool.category)} · ${humanize(tool.trend)} trend`}
              meta={
                <>
                  <LevelBadge label="Adoption" level={tool.adoptionLevel} meaning="higher-is-better" />
                  <LevelBadge label="Impact" level={tool.impact} meaning="higher-is-better" />
                </>
              }
            >
              <p>{tool.description}</p>
              <p className="item-card__fact">
                <LevelBadge label="Learning curve" level={tool.learningCurve} meaning="higher-is-worse" />
              </p>
              {tool.resources.length > 0 ? (
                <>
                  <h4 className="item-card__subtitle">Learning resources</h4>
                  <ul className="resource-list">
                    {tool.resources.map((resource) => (
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
    </ExpandableSection>
  );
}
