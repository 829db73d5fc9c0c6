import { useId, useState, type ReactNode } from 'react';
import './expandable-section.css';

export interface ExpandableSectionProps {
  title: ReactNode;
  /** A short line under the title that stays visible while collapsed (a count, a teaser). */
  summary?: ReactNode;
  /** Badges shown beside the title. */
  meta?: ReactNode;
  defaultExpanded?: boolean;
  /** Heading level that fits the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/**
 * A section whose body expands and collapses on click (spec section 4: result sections expand/collapse).
 * The heading holds a button with aria-expanded, the disclosure pattern screen readers know.
 */
export function ExpandableSection({
  title,
  summary,
  meta,
  defaultExpanded = false,
  headingLevel = 3,
  className,
  children,
}: ExpandableSectionProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const bodyId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={['expandable', expanded ? 'expandable--open' : '', className ?? ''].filter(Boolean).join(' ')}>
      <Heading className="expandable__heading">
        <button
          type="button"
          className="expandable__toggle"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((open) => !open)}
        >
          <span className="expandable__title-row">
            <span className="expandable__title">{title}</span>
            {meta ? <span className="expandable__meta">{meta}</span> : null}
          </span>
          {summary ? <span className="expandable__summary">{summary}</span> : null}
          <svg className="expandable__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
            <path
              d="M6 9l6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </Heading>
      <div id={bodyId} className="expandable__body" hidden={!expanded}>
        {children}
      </div>
    </section>
  );
}
