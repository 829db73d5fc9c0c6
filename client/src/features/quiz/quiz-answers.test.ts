import { describe, expect, it } from 'vitest';
import { isComplete, isOptionDisabled, toggleAnswer, type AnswerableQuestion } from './quiz-answers';

const priorities: AnswerableQuestion = {
  id: 'career_priorities',
  type: 'multi-select',
  maxSelections: 3,
  options: ['a', 'b', 'c', 'd'].map((id) => ({ id })),
};
const stage: AnswerableQuestion = { id: 'stage', type: 'single-select', options: [{ id: 'x' }, { id: 'y' }] };
const interests: AnswerableQuestion = {
  id: 'interests',
  type: 'multi-select',
  options: ['p', 'q', 'r', 's', 't'].map((id) => ({ id })),
};
const order = ['interests', 'stage', 'career_priorities'];

describe('quiz answer rules', () => {
  it('when a single-select option is chosen after another, then it replaces the answer', () => {
    let answers = toggleAnswer([], stage, 'x', order);
    answers = toggleAnswer(answers, stage, 'y', order);
    expect(answers).toEqual([{ questionId: 'stage', answers: ['y'] }]);
  });

  it('when career_priorities already has 3 choices, then a 4th is refused and shown disabled', () => {
    let answers = ['a', 'b', 'c'].reduce(
      (acc, id) => toggleAnswer(acc, priorities, id, order),
      [] as ReturnType<typeof toggleAnswer>,
    );
    expect(isOptionDisabled(priorities, answers[0]!.answers, 'd')).toBe(true);
    expect(isOptionDisabled(priorities, answers[0]!.answers, 'a')).toBe(false);
    answers = toggleAnswer(answers, priorities, 'd', order);
    expect(answers).toEqual([{ questionId: 'career_priorities', answers: ['a', 'b', 'c'] }]);
  });

  it('when a question without a maximum gets every option, then all are kept', () => {
    const answers = ['p', 'q', 'r', 's', 't'].reduce(
      (acc, id) => toggleAnswer(acc, interests, id, order),
      [] as ReturnType<typeof toggleAnswer>,
    );
    expect(answers[0]!.answers).toHaveLength(5);
  });

  it('when the last choice of a question is cleared, then its entry is removed', () => {
    let answers = toggleAnswer([], interests, 'p', order);
    answers = toggleAnswer(answers, interests, 'p', order);
    expect(answers).toEqual([]);
  });

  it('when questions are answered out of order, then the answers keep the quiz order', () => {
    let answers = toggleAnswer([], priorities, 'a', order);
    answers = toggleAnswer(answers, interests, 'p', order);
    answers = toggleAnswer(answers, stage, 'x', order);
    expect(answers.map((a) => a.questionId)).toEqual(order);
    expect(isComplete(answers, order)).toBe(true);
    expect(isComplete(answers.slice(1), order)).toBe(false);
  });

  it('when an option id is not one of the question, then nothing changes', () => {
    expect(toggleAnswer([], stage, 'nope', order)).toEqual([]);
  });
});
