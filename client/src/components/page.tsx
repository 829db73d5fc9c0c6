import type { ReactNode } from 'react';

const PRODUCT_NAME = 'Finance Career Simulator';

export interface PageProps {
  /** The page's only h1, also used for the document title. */
  title: string;
  eyebrow?: string;
  lead?: ReactNode;
  /** Reading width (privacy, contact) instead of the full container. */
  narrow?: boolean;
  children?: ReactNode;
}

/** Frame of an ordinary page: document title, one h1, an optional lead paragraph. */
export function Page({ title, eyebrow, lead, narrow = false, children }: PageProps) {
  return (
    <div className={`page container${narrow ? ' container--narrow' : ''}`}>
      <DocumentTitle title={title} />
      <header className="page__header">
        {eyebrow ? <span className="eyebrow">{eyebrow}</span> : null}
        <h1>{title}</h1>
        {lead ? <p className="page__lead">{lead}</p> : null}
      </header>
      {children ? <div className="page__content">{children}</div> : null}
    </div>
  );
}

/** Sets document.title (React 19 hoists <title> into <head>). */
export function DocumentTitle({ title }: { title?: string }) {
  return (
    <title>{title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: try a finance job before you choose one`}</title>
  );
}
