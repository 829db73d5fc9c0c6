import type { JobMatchResult } from '@fcs/shared/entities';
import { useId } from 'react';
import { LevelBadge } from '../../../components/level-badge';
import { humanize } from '../../../lib/level-tone';

export interface StrengthsListProps {
  strengths: JobMatchResult['strengths'];
}

/** What the CV already shows for the role: each strength with its impact and the CV lines that prove it. */
export function StrengthsList({ strengths }: StrengthsListProps) {
  const titleId = useId();
  return (
    <section className="match-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="match-section__title">
        Strengths
      </h2>
      {strengths.length === 0 ? (
        <p className="muted">
          Your CV does not yet show strengths this role asks for; the skill gaps below say where to start.
        </p>
      ) : (
        <ul className="strength-grid">
          {strengths.map((strength) => (
            <li key={strength.id} className="strength-card">
              <div className="strength-card__head">
                <h3 className="strength-card__title">{strength.title}</h3>
                <LevelBadge label="Impact" level={strength.impact} meaning="higher-is-better" />
              </div>
              {strength.category ? <p className="strength-card__category">{humanize(strength.category)}</p> : null}
              <p>{strength.description}</p>
              {strength.evidence.length > 0 ? (
                <>
                  <h4 className="item-card__subtitle">Evidence from your CV</h4>
                  <ul className="evidence-list">
                    {strength.evidence.map((line, index) => (
                      <li key={`${index}-${line}`}>{line}</li>
                    ))}
                  </ul>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
