import type { QuizQuestion } from '@fcs/shared/quiz/questions';
import type { QuizAnswer, QuizMatch } from '@fcs/shared/quiz/contract';
import { useState } from 'react';
import { Badge } from '../../../components/badge';
import { Button } from '../../../components/button';
import { AnswersReview } from './answers-review';
import { JobInsights } from './job-insights';
import { MatchCard } from './match-card';

export interface QuizResultsProps {
  matches: readonly QuizMatch[];
  answers: readonly QuizAnswer[];
  questions: readonly QuizQuestion[];
  /**
   * Saved to the profile: answers are locked. `justSaved` when this visit completed it (the notice says it was
   * saved); otherwise a returning user sees the spec's 'Quiz Already Completed'.
   */
  locked: { lastQuizDate: string | null; justSaved?: boolean } | null;
  /** 'device' when the api could not be reached and the answers were scored in the browser. */
  scoredBy: 'api' | 'device';
  signedIn: boolean;
  onTrySimulation: (match: QuizMatch) => void;
  /** Start again (only for results that are not saved). */
  onRetake?: () => void;
  onSignIn?: () => void;
}

function formatDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? null
    : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The quiz results: top-matches grid, detailed job insights and 'Review My Quiz Answers'. */
export function QuizResults(props: QuizResultsProps) {
  const { matches, answers, questions, locked, scoredBy, signedIn, onTrySimulation, onRetake, onSignIn } = props;
  const [reviewing, setReviewing] = useState(false);
  const takenOn = formatDate(locked?.lastQuizDate ?? null);

  if (reviewing) {
    return (
      <section className="quiz-results" aria-labelledby="review-title">
        <div className="quiz-results__head">
          <div>
            <h2 id="review-title">Your Quiz Answers</h2>
            <p className="quiz-results__lead">
              {locked
                ? 'These answers are saved to your profile and cannot be modified.'
                : 'The answers your matches were worked out from.'}
            </p>
          </div>
          {locked ? <Badge tone="warning">Locked</Badge> : null}
        </div>
        <AnswersReview questions={questions} answers={answers} />
        <div className="quiz-results__actions">
          <Button variant="secondary" onClick={() => setReviewing(false)}>
            Back to My Matches
          </Button>
        </div>
      </section>
    );
  }

  return (
    <div className="quiz-results">
      {locked?.justSaved ? (
        <div className="quiz-notice quiz-notice--locked" role="status">
          <strong className="quiz-notice__title">Results saved to your profile</strong>
          <p>Your answers and matches are saved and locked: your plan opens simulations from these matches.</p>
        </div>
      ) : locked ? (
        <div className="quiz-notice quiz-notice--locked" role="status">
          <strong className="quiz-notice__title">Quiz Already Completed</strong>
          <p>
            Your answers{takenOn ? ` from ${takenOn}` : ''} are saved to your profile and cannot be modified. Your plan
            opens simulations from these matches.
          </p>
        </div>
      ) : null}
      {scoredBy === 'device' ? (
        <div className="quiz-notice quiz-notice--warning" role="status">
          <strong className="quiz-notice__title">Scored on your device</strong>
          <p>
            We could not reach our server, so your matches were worked out in your browser with the same scoring. They
            are not saved to a profile yet.
          </p>
        </div>
      ) : null}
      {!signedIn && !locked ? (
        <div className="quiz-notice" role="status">
          <strong className="quiz-notice__title">Keep your matches</strong>
          <p>
            Your results are kept in this browser tab. Sign in or create a free account to save them to your profile.
          </p>
          {onSignIn ? (
            <Button size="sm" variant="secondary" onClick={onSignIn}>
              Sign in to save
            </Button>
          ) : null}
        </div>
      ) : null}

      <section aria-labelledby="top-matches-title">
        <div className="quiz-results__head">
          <div>
            <h2 id="top-matches-title">Your Top {matches.length} Matches</h2>
            <p className="quiz-results__lead">
              Ranked by how well each role fits your interests, skills, experience and personality.
            </p>
          </div>
          <div className="quiz-results__head-actions">
            <Button variant="secondary" onClick={() => setReviewing(true)}>
              Review My Quiz Answers
            </Button>
            {!locked && onRetake ? (
              <Button variant="ghost" onClick={onRetake}>
                Retake quiz
              </Button>
            ) : null}
          </div>
        </div>
        <ol className="match-grid">
          {matches.map((match, index) => (
            <MatchCard key={match.job_id} match={match} rank={index + 1} onTrySimulation={onTrySimulation} />
          ))}
        </ol>
      </section>

      <JobInsights matches={matches} questions={questions} onTrySimulation={onTrySimulation} />
    </div>
  );
}
