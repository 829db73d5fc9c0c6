import type { QuizQuestion } from '@fcs/shared/quiz/questions';
import { useId } from 'react';
import { isAtMaximum, isOptionDisabled } from '../quiz-answers';

export interface QuizQuestionCardProps {
  question: QuizQuestion;
  selected: readonly string[];
  onToggle: (optionId: string) => void;
  /** Read-only (review of locked answers): choices are shown, not changeable. */
  readOnly?: boolean;
}

const CATEGORY_LABELS: Record<QuizQuestion['category'], string> = {
  interests: 'Interests',
  skills: 'Skills',
  experience: 'Experience',
  personality: 'Personality',
  goals: 'Goals',
};

/** How the question wants to be answered, in words. */
function selectionHint(question: QuizQuestion): string {
  if (question.type === 'single-select') return 'Choose one answer.';
  if (question.maxSelections) return `Choose up to ${question.maxSelections}.`;
  return 'Choose all that apply.';
}

/**
 * One quiz question with its options as toggle buttons: a radio group for single-select, a checkbox group for
 * multi-select. Once a multi-select question reaches its maximum, the other options are disabled and a hint says
 * how to change the choice.
 */
export function QuizQuestionCard({ question, selected, onToggle, readOnly = false }: QuizQuestionCardProps) {
  const headingId = useId();
  const hintId = useId();
  const atMax = isAtMaximum(question, selected);
  const single = question.type === 'single-select';
  return (
    <fieldset className="quiz-question" aria-labelledby={headingId} aria-describedby={hintId}>
      <span className="eyebrow quiz-question__category">{CATEGORY_LABELS[question.category]}</span>
      <h2 id={headingId} className="quiz-question__title" tabIndex={-1}>
        {question.question}
      </h2>
      <p id={hintId} className="quiz-question__hint">
        {selectionHint(question)}
        {atMax && !readOnly ? (
          <strong className="quiz-question__limit" role="status">
            {' '}
            You have chosen {question.maxSelections}. Deselect one to pick another.
          </strong>
        ) : null}
      </p>
      <div className="quiz-options" role={single ? 'radiogroup' : 'group'} aria-labelledby={headingId}>
        {question.options.map((option) => {
          const isSelected = selected.includes(option.id);
          const disabled = readOnly || isOptionDisabled(question, selected, option.id);
          return (
            <button
              key={option.id}
              type="button"
              role={single ? 'radio' : 'checkbox'}
              aria-checked={isSelected}
              aria-disabled={disabled || undefined}
              className={[
                'quiz-option',
                isSelected ? 'quiz-option--selected' : '',
                disabled && !isSelected ? 'quiz-option--disabled' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              onClick={() => {
                if (!disabled) onToggle(option.id);
              }}
            >
              <span
                className={`quiz-option__mark quiz-option__mark--${single ? 'radio' : 'check'}`}
                aria-hidden="true"
              />
              <span className="quiz-option__label">{option.label}</span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
