import type { QuizMatch } from '@fcs/shared/quiz/contract';
import { Button } from '../../../components/button';
import { FitScore } from './fit-score';

export interface MatchCardProps {
  match: QuizMatch;
  rank: number;
  onTrySimulation: (match: QuizMatch) => void;
}

/** One ranked match in the top-matches grid: rank, title, fit percentage, what the job is, Try Simulation. */
export function MatchCard({ match, rank, onTrySimulation }: MatchCardProps) {
  const titleId = `match-${match.job_id}`;
  return (
    <li className="match-card" aria-labelledby={titleId}>
      <div className="match-card__top">
        <span className="match-card__rank" aria-label={`Rank ${rank}`}>
          {rank}
        </span>
        <FitScore value={match.match} />
      </div>
      <h3 id={titleId} className="match-card__title">
        {match.title}
      </h3>
      <p className="match-card__description">{match.description}</p>
      <div className="match-card__actions">
        <Button size="sm" onClick={() => onTrySimulation(match)} aria-describedby={titleId}>
          Try Simulation
        </Button>
        <a className="match-card__why" href={`#insight-${match.job_id}`} aria-describedby={titleId}>
          Why this match
        </a>
      </div>
    </li>
  );
}
