import type { SandboxNewsItem } from '@fcs/shared/sandbox/schema';
import { ImpactBadge } from './level-badge';

/** Market news of the week with its impact and why it matters to someone in this role. */
export function News({ news }: { news: readonly SandboxNewsItem[] }) {
  return (
    <ul className="sim-cards">
      {news.map((item) => (
        <li key={item.title} className="sim-card">
          <p className="sim-card__meta">
            <span>{item.source}</span> · <span>{item.timestamp}</span> · <span>{item.category}</span>
          </p>
          <div className="sim-card__head">
            <h3 className="sim-card__title">{item.title}</h3>
            <ImpactBadge impact={item.impact} />
          </div>
          <p>{item.summary}</p>
          <div className="sim-callout">
            <h4 className="sim-callout__title">Why this matters</h4>
            <p>{item.whyThisMatters}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
