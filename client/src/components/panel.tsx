import { useId, type ReactNode } from 'react';
import './panel.css';

export interface PanelProps {
  /** Heading of the panel; also names the region for assistive technology. */
  title: ReactNode;
  /** Heading level that fits the page outline (default 2). */
  headingLevel?: 2 | 3;
  description?: ReactNode;
  /** Buttons or links shown under the content. */
  actions?: ReactNode;
  tone?: 'default' | 'subtle';
  className?: string;
  children?: ReactNode;
}

/** A titled, bordered section of a page (a form, a result, a notice). */
export function Panel({
  title,
  headingLevel = 2,
  description,
  actions,
  tone = 'default',
  className,
  children,
}: PanelProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const classes = ['panel', `panel--${tone}`, className ?? ''].filter(Boolean).join(' ');
  return (
    <section className={classes} aria-labelledby={headingId}>
      <Heading id={headingId} className="panel__title">
        {title}
      </Heading>
      {description ? <p className="panel__description">{description}</p> : null}
      {children ? <div className="panel__body">{children}</div> : null}
      {actions ? <div className="panel__actions">{actions}</div> : null}
    </section>
  );
}
