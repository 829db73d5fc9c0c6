import type { SandboxFundamental } from '@fcs/shared/sandbox/schema';

/** Terms of the trade, each expandable: what it is, why it matters, examples and related terms. */
export function Fundamentals({ fundamentals }: { fundamentals: readonly SandboxFundamental[] }) {
  return (
    <div className="sim-fundamentals">
      {fundamentals.map((item) => (
        <details key={item.term} className="sim-fundamental">
          <summary className="sim-fundamental__summary">{item.term}</summary>
          <div className="sim-fundamental__body">
            <p>{item.description}</p>
            <h4 className="sim-card__subhead">Why it matters</h4>
            <p>{item.importance}</p>
            <h4 className="sim-card__subhead">Examples</h4>
            <ul>
              {item.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
            <h4 className="sim-card__subhead">Related terms</h4>
            <ul className="sim-chips" aria-label="Related terms">
              {item.relatedTerms.map((term) => (
                <li key={term} className="sim-chip">
                  {term}
                </li>
              ))}
            </ul>
          </div>
        </details>
      ))}
    </div>
  );
}
