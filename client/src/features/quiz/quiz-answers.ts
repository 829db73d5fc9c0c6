/**
 * The quiz's answer rules (spec section 5): single-select replaces the answer, multi-select toggles up to the
 * question's maxSelections, and clearing every choice removes the question's entry. Pure, so the wizard and
 * its tests share them.
 */

export interface AnswerableQuestion {
  id: string;
  type: 'multi-select' | 'single-select';
  maxSelections?: number;
  options: readonly { id: string }[];
}

export interface QuizAnswerEntry {
  questionId: string;
  answers: string[];
}

/** The choices made for a question ([] when none). */
export function selectedFor(answers: readonly QuizAnswerEntry[], questionId: string): readonly string[] {
  return answers.find((a) => a.questionId === questionId)?.answers ?? [];
}

/** True when the question already has as many choices as it allows (multi-select with a maximum only). */
export function isAtMaximum(question: AnswerableQuestion, selected: readonly string[]): boolean {
  return (
    question.type === 'multi-select' &&
    question.maxSelections !== undefined &&
    selected.length >= question.maxSelections
  );
}

/** Whether an option can be chosen now: a selected one can always be clicked (to deselect it). */
export function isOptionDisabled(question: AnswerableQuestion, selected: readonly string[], optionId: string): boolean {
  return !selected.includes(optionId) && isAtMaximum(question, selected);
}

/**
 * The answers after a click on optionId. The result keeps the questions' order (`order`), so what is sent to
 * the api and stored on the profile reads like the quiz.
 */
export function toggleAnswer(
  answers: readonly QuizAnswerEntry[],
  question: AnswerableQuestion,
  optionId: string,
  order: readonly string[],
): QuizAnswerEntry[] {
  if (!question.options.some((o) => o.id === optionId)) return [...answers];
  const current = selectedFor(answers, question.id);
  let next: string[];
  if (question.type === 'single-select') {
    next = [optionId];
  } else if (current.includes(optionId)) {
    next = current.filter((id) => id !== optionId);
  } else if (isAtMaximum(question, current)) {
    return [...answers];
  } else {
    next = [...current, optionId];
  }
  const others = answers.filter((a) => a.questionId !== question.id);
  const merged = next.length === 0 ? others : [...others, { questionId: question.id, answers: next }];
  return merged.sort((a, b) => order.indexOf(a.questionId) - order.indexOf(b.questionId));
}

/** True when every question has at least one choice. */
export function isComplete(answers: readonly QuizAnswerEntry[], questionIds: readonly string[]): boolean {
  return questionIds.every((id) => selectedFor(answers, id).length > 0);
}
