import { useId } from 'react';
import { Button } from '../../../components/button';
import { ExpandableSection } from '../../../components/expandable-section';
import type { SavedJobDescription } from '../interview-memory';

export interface JobDescriptionListProps {
  descriptions: readonly SavedJobDescription[];
  /** The description the current guide is for, marked in the list. */
  activeId: string | null;
  onPrepare: (description: SavedJobDescription) => void;
  onRemove: (id: string) => void;
  disabled?: boolean;
}

/** The job descriptions added, newest first, each with its parsed parts and Prepare Interview. */
export function JobDescriptionList({ descriptions, activeId, onPrepare, onRemove, disabled }: JobDescriptionListProps) {
  const titleId = useId();
  return (
    <section className="jd-list" aria-labelledby={titleId}>
      <h2 id={titleId} className="jd-list__title">
        Job Descriptions
      </h2>
      {descriptions.length === 0 ? (
        <p className="muted">Paste or upload a job description above; it will appear here, ready to prepare for.</p>
      ) : (
        <ul className="jd-list__items">
          {descriptions.map((jd) => (
            <li key={jd.id} className={`jd-card${jd.id === activeId ? ' jd-card--active' : ''}`}>
              <div className="jd-card__head">
                <div>
                  <h3 className="jd-card__title">{jd.title}</h3>
                  <p className="jd-card__company">{jd.company}</p>
                </div>
                {jd.id === activeId ? <span className="tag">Current guide</span> : null}
              </div>
              <p className="jd-card__source">From {jd.source}</p>
              <ExpandableSection
                className="item-card"
                headingLevel={4}
                title="What the role asks"
                summary={`${jd.requirements.length} requirements · ${jd.responsibilities.length} responsibilities`}
              >
                {jd.responsibilities.length > 0 ? (
                  <>
                    <h5 className="item-card__subtitle">Responsibilities</h5>
                    <ul className="step-list">
                      {jd.responsibilities.map((line, index) => (
                        <li key={`${index}-${line}`}>{line}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {jd.requirements.length > 0 ? (
                  <>
                    <h5 className="item-card__subtitle">Requirements</h5>
                    <ul className="step-list">
                      {jd.requirements.map((line, index) => (
                        <li key={`${index}-${line}`}>{line}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
                {jd.requirements.length + jd.responsibilities.length === 0 ? (
                  <p className="muted">
                    No listed requirements or responsibilities were found; the guide reads the whole text.
                  </p>
                ) : null}
              </ExpandableSection>
              <div className="jd-card__actions">
                <Button onClick={() => onPrepare(jd)} disabled={disabled} aria-label={`Prepare Interview: ${jd.title}`}>
                  Prepare Interview
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(jd.id)}
                  disabled={disabled}
                  aria-label={`Remove ${jd.title}`}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
