import type { QuizQuestion } from '@fcs/shared/quiz/questions';
import type { QuizAnswer } from '@fcs/shared/quiz/contract';
import { selectedFor } from '../quiz-answers';

export interface AnswersReviewProps {
  questions: readonly QuizQuestion[];
  answers: readonly QuizAnswer[];
}

/** 'Review My Quiz Answers': every question with the choices made, read-only. */
export function AnswersReview({ questions, answers }: AnswersReviewProps) {
  return (
    <ol className="answers-review">
      {questions.map((question) => {
        const chosen = selectedFor(answers as QuizAnswer[], question.id);
        const labels = question.options.filter((o) => chosen.includes(o.id)).map((o) => o.label);
        return (
          <li key={question.id} className="answers-review__item">
            <p className="answers-review__question">{question.question}</p>
            {labels.length > 0 ? (
              <ul className="answers-review__choices" aria-label="Your answers">
                {labels.map((label) => (
                  <li key={label} className="answers-review__choice">
                    {label}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="answers-review__none">Not answered</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
