import type { QuizQuestion } from '@fcs/shared/quiz/questions';
import type { AnswerReference, QuizMatch } from '@fcs/shared/quiz/contract';
import { Button } from '../../../components/button';
import { FitScore } from './fit-score';

export interface JobInsightsProps {
  matches: readonly QuizMatch[];
  questions: readonly QuizQuestion[];
  onTrySimulation: (match: QuizMatch) => void;
}

/** 'Detailed Job Insights': per match, the job and the answers that raised and lowered its fit, in expandable rows. */
export function JobInsights({ matches, questions, onTrySimulation }: JobInsightsProps) {
  const questionText = new Map(questions.map((q) => [q.id, q.question]));
  return (
    <section className="job-insights" aria-labelledby="job-insights-title">
      <h2 id="job-insights-title">Detailed Job Insights</h2>
      <p className="job-insights__lead">
        Open a role to see which of your answers pushed its fit up and which held it back.
      </p>
      <div className="job-insights__list">
        {matches.map((match, index) => (
          <details key={match.job_id} id={`insight-${match.job_id}`} className="insight" open={index === 0}>
            <summary className="insight__summary">
              <span className="insight__rank">{index + 1}</span>
              <span className="insight__title">{match.title}</span>
              <FitScore value={match.match} />
            </summary>
            <div className="insight__body">
              <p>{match.description}</p>
              <div className="insight__columns">
                <ExplanationList
                  title="What raised your fit"
                  tone="up"
                  items={match.explanation.raisedBy}
                  questionText={questionText}
                  empty="None of your answers pointed strongly towards this role."
                />
                <ExplanationList
                  title="What lowered it"
                  tone="down"
                  items={match.explanation.loweredBy}
                  questionText={questionText}
                  empty="None of your answers counted against this role."
                />
              </div>
              <Button size="sm" variant="secondary" onClick={() => onTrySimulation(match)}>
                Try Simulation
              </Button>
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

function ExplanationList({
  title,
  tone,
  items,
  questionText,
  empty,
}: {
  title: string;
  tone: 'up' | 'down';
  items: readonly AnswerReference[];
  questionText: ReadonlyMap<string, string>;
  empty: string;
}) {
  return (
    <div className={`explanation explanation--${tone}`}>
      <h4 className="explanation__title">
        <span className="explanation__icon" aria-hidden="true">
          {tone === 'up' ? '▲' : '▼'}
        </span>
        {title}
      </h4>
      {items.length === 0 ? (
        <p className="explanation__empty">{empty}</p>
      ) : (
        <ul className="explanation__list">
          {items.map((item) => (
            <li key={`${item.questionId}:${item.optionId}`}>
              <span className="explanation__answer">{item.label}</span>
              {questionText.get(item.questionId) ? (
                <span className="explanation__question">{questionText.get(item.questionId)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
