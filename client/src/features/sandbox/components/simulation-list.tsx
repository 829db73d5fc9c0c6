import { FREE_JOB_ID } from '@fcs/shared/constants';
import { useId, useState } from 'react';
import { Badge } from '../../../components/badge';
import { ButtonLink } from '../../../components/button';
import type { SimulationChoice } from '../simulation-access';
import '../sandbox.css';

export interface SimulationListProps {
  choices: readonly SimulationChoice[];
  /** Link of a simulation (the app's route). */
  hrefFor: (jobId: string) => string;
}

/** Above this many simulations (elite: every role) the list gets a filter box. */
const FILTER_FROM = 13;

/** /sandbox: the simulations the user's plan opens, each a card linking to its simulated week. */
export function SimulationList({ choices, hrefFor }: SimulationListProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const wanted = filter.trim().toLowerCase();
  const shown = wanted
    ? choices.filter((c) => `${c.title} ${c.summary ?? ''}`.toLowerCase().includes(wanted))
    : choices;

  return (
    <div className="sim-list">
      {choices.length >= FILTER_FROM ? (
        <div className="field sim-list__filter">
          <label htmlFor={filterId}>Find a role</label>
          <input
            id={filterId}
            type="search"
            value={filter}
            placeholder="e.g. credit, trader, compliance"
            onChange={(e) => setFilter(e.target.value)}
          />
          <p className="field__hint" role="status">
            {shown.length} of {choices.length} simulations
          </p>
        </div>
      ) : null}
      <ul className="sim-list__grid">
        {shown.map((choice) => (
          <li key={choice.job_id} className="sim-list__card">
            <div className="sim-list__head">
              <h2 className="sim-list__title">{choice.title}</h2>
              {choice.job_id === FREE_JOB_ID ? <Badge tone="accent">Free</Badge> : null}
            </div>
            {choice.summary ? <p className="sim-list__summary">{choice.summary}</p> : null}
            <ButtonLink
              to={hrefFor(choice.job_id)}
              size="sm"
              variant={choice.job_id === FREE_JOB_ID ? 'primary' : 'secondary'}
            >
              Open simulation<span className="visually-hidden">: {choice.title}</span>
            </ButtonLink>
          </li>
        ))}
      </ul>
      {shown.length === 0 ? <p>No role matches “{filter}”.</p> : null}
    </div>
  );
}
