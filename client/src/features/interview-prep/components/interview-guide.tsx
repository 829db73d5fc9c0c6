import type { InterviewPrepRunResult } from '@fcs/shared/workflows/interview-prep';
import { useId } from 'react';
import { ExpandableSection } from '../../../components/expandable-section';
import { humanize } from '../../../lib/level-tone';
import '../../../components/level-badge.css';

export interface InterviewGuideProps {
  guide: InterviewPrepRunResult;
}

type Item = InterviewPrepRunResult['questions'][number];

function PriorityBadge({ priority }: { priority: Item['priority'] }) {
  return <span className={`priority-badge priority-badge--${priority}`}>{humanize(priority)} priority</span>;
}

function ItemBody({ item }: { item: Item }) {
  return (
    <>
      <p>{item.content}</p>
      {item.tips.length > 0 ? (
        <>
          <h5 className="item-card__subtitle">Tips</h5>
          <ul className="step-list">
            {item.tips.map((tip, index) => (
              <li key={`${index}-${tip}`}>{tip}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/**
 * The Interview Guide: its summary, then expandable sections (each with its items), the practice questions with
 * tips, and the confidence boosters.
 */
export function InterviewGuide({ guide }: InterviewGuideProps) {
  const summaryId = useId();
  return (
    <div className="interview-guide" role="region" aria-label={`Interview Guide: ${guide.jobTitle}`}>
      <section className="interview-guide__summary" aria-labelledby={summaryId}>
        <p className="interview-guide__for">
          Interview Guide for <strong>{guide.jobTitle}</strong> at <strong>{guide.company}</strong>
        </p>
        <h2 id={summaryId} className="interview-guide__summary-title">
          Summary
        </h2>
        <p>{guide.summary}</p>
      </section>

      {guide.sections.map((section, index) => (
        <ExpandableSection
          key={section.id}
          className="guide-section"
          headingLevel={2}
          title={section.title}
          defaultExpanded={index === 0}
          meta={<span className="tag">{humanize(section.type)}</span>}
          summary={section.items.length > 0 ? `${section.items.length} points` : undefined}
        >
          {section.content ? <p>{section.content}</p> : null}
          {section.items.length > 0 ? (
            <ul className="item-list">
              {section.items.map((item) => (
                <li key={item.id} className="guide-item">
                  <div className="guide-item__head">
                    <h3 className="guide-item__title">{item.title}</h3>
                    <PriorityBadge priority={item.priority} />
                  </div>
                  <ItemBody item={item} />
                </li>
              ))}
            </ul>
          ) : null}
        </ExpandableSection>
      ))}

      {guide.questions.length > 0 ? (
        <ExpandableSection
          className="guide-section"
          headingLevel={2}
          title="Practice questions"
          summary={`${guide.questions.length} questions you are likely to be asked, with tips`}
        >
          <ol className="item-list">
            {guide.questions.map((question) => (
              <li key={question.id}>
                <ExpandableSection
                  className="item-card"
                  headingLevel={3}
                  title={question.title}
                  meta={<PriorityBadge priority={question.priority} />}
                >
                  <ItemBody item={question} />
                </ExpandableSection>
              </li>
            ))}
          </ol>
        </ExpandableSection>
      ) : null}

      {guide.confidenceBoosters.length > 0 ? (
        <ExpandableSection
          className="guide-section"
          headingLevel={2}
          title="Confidence boosters"
          summary={`${guide.confidenceBoosters.length} reminders for the day`}
        >
          <ul className="booster-list">
            {guide.confidenceBoosters.map((booster, index) => (
              <li key={`${index}-${booster}`}>{booster}</li>
            ))}
          </ul>
        </ExpandableSection>
      ) : null}
    </div>
  );
}
