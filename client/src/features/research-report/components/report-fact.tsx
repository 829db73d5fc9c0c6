import { RESEARCH_NOT_KNOWN } from '@fcs/shared/entities';

/** True when a report field states that a fact is not known (the facts policy's wording, RESEARCH_NOT_KNOWN). */
export function isNotKnown(text: string): boolean {
  return text.trim().toLowerCase().startsWith(RESEARCH_NOT_KNOWN.toLowerCase());
}

/**
 * A report field as text; a fact the report could not establish is drawn as such (a 'Not known' tag and muted
 * text saying where to find it), so it never reads like an answer.
 */
export function ReportText({ text }: { text: string }) {
  if (!isNotKnown(text)) return <>{text}</>;
  const where = text
    .trim()
    .slice(RESEARCH_NOT_KNOWN.length)
    .replace(/^[\s:,-]*(offline)?[\s:,-]*/i, '');
  return (
    <span className="report-unknown">
      <span className="report-unknown__tag">Not known</span>{' '}
      <span className="report-unknown__text">{upperFirst(where)}</span>
    </span>
  );
}

function upperFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A labelled fact of a definition list. */
export function ReportFact({ label, text }: { label: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <div className={isNotKnown(text) ? 'report-fact report-fact--unknown' : 'report-fact'}>
      <dt>{label}</dt>
      <dd>
        <ReportText text={text} />
      </dd>
    </div>
  );
}

/** A titled bullet list (skipped when empty). */
export function ReportList({
  title,
  items,
  ordered = false,
}: {
  title: string;
  items: readonly string[];
  ordered?: boolean;
}) {
  if (items.length === 0) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h3 className="item-card__subtitle">{title}</h3>
      <List className="report-list">
        {items.map((item) => (
          <li key={item}>
            <ReportText text={item} />
          </li>
        ))}
      </List>
    </>
  );
}
