import type { QuizQuestion } from '@fcs/shared/quiz/questions';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { selectedFor, toggleAnswer, type QuizAnswerEntry } from '../quiz-answers';
import { QuizQuestionCard } from './quiz-question-card';

export interface QuizWizardProps {
  questions: readonly QuizQuestion[];
  answers: QuizAnswerEntry[];
  onAnswersChange: (answers: QuizAnswerEntry[]) => void;
  /** 'See My Matches' on the last question. */
  onSubmit: () => void;
  isSubmitting: boolean;
  /** Why the last submit failed (shown under the buttons). */
  submitError?: string | null;
}

/** The quiz, one question at a time: progress bar, Previous / Next, and 'See My Matches' on the last question. */
export function QuizWizard({
  questions,
  answers,
  onAnswersChange,
  onSubmit,
  isSubmitting,
  submitError,
}: QuizWizardProps) {
  const [index, setIndex] = useState(() => firstUnanswered(questions, answers));
  const cardRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const question = questions[Math.min(index, questions.length - 1)]!;
  const selected = selectedFor(answers, question.id);
  const isLast = index === questions.length - 1;
  const answeredCount = questions.filter((q) => selectedFor(answers, q.id).length > 0).length;
  const order = questions.map((q) => q.id);

  useEffect(() => {
    // Moving between questions puts focus on the new question so keyboard and screen-reader users follow.
    if (moved.current) cardRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [index]);

  function go(to: number) {
    moved.current = true;
    setIndex(to);
  }

  return (
    <div className="quiz-wizard">
      <div className="quiz-progress">
        <div className="quiz-progress__text">
          <span>
            Question <strong>{index + 1}</strong> of {questions.length}
          </span>
          <span>{answeredCount} answered</span>
        </div>
        <div
          className="quiz-progress__bar"
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={index + 1}
          aria-valuetext={`Question ${index + 1} of ${questions.length}`}
        >
          <span className="quiz-progress__fill" style={{ width: `${((index + 1) / questions.length) * 100}%` }} />
        </div>
      </div>

      <div className="quiz-wizard__card" ref={cardRef} key={question.id}>
        <QuizQuestionCard
          question={question}
          selected={selected}
          onToggle={(optionId) => onAnswersChange(toggleAnswer(answers, question, optionId, order))}
        />
      </div>

      <div className="quiz-wizard__nav">
        <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0 || isSubmitting}>
          Previous
        </Button>
        {selected.length === 0 ? <span className="quiz-wizard__need">Choose an answer to continue.</span> : <span />}
        {isLast ? (
          <Button onClick={onSubmit} disabled={answeredCount < questions.length || isSubmitting}>
            {isSubmitting ? <Spinner size="sm" label="Finding your matches…" /> : 'See My Matches'}
          </Button>
        ) : (
          <Button onClick={() => go(index + 1)} disabled={selected.length === 0}>
            Next
          </Button>
        )}
      </div>
      {isLast && answeredCount < questions.length ? (
        <p className="quiz-wizard__need" role="status">
          Question {questions.findIndex((q) => selectedFor(answers, q.id).length === 0) + 1} still needs an answer.
        </p>
      ) : null}
      {submitError ? (
        <p className="quiz-wizard__error" role="alert">
          {submitError}
        </p>
      ) : null}
    </div>
  );
}

function firstUnanswered(questions: readonly QuizQuestion[], answers: readonly QuizAnswerEntry[]): number {
  const i = questions.findIndex((q) => selectedFor(answers, q.id).length === 0);
  return i === -1 ? questions.length - 1 : i;
}
