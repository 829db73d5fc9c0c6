import { describe, expect, it } from 'vitest';
import { QUIZ } from '../constants';
import { OPTION_SIGNALS } from './option-signals';
import { getQuizQuestion, QUIZ_CATEGORIES, QUIZ_QUESTIONS, ZQuizQuestion } from './questions';

describe('quiz questions', () => {
  it('has exactly 15 valid questions with unique ids', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(QUIZ.questionCount);
    for (const question of QUIZ_QUESTIONS) {
      const result = ZQuizQuestion.safeParse(question);
      expect(result.success ? [] : result.error.issues, question.id).toEqual([]);
    }
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.id)).size).toBe(QUIZ_QUESTIONS.length);
  });

  it('asks about every category', () => {
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.category))).toEqual(new Set(QUIZ_CATEGORIES));
  });

  it('limits career priorities to three choices and no other question', () => {
    const priorities = getQuizQuestion('career_priorities');
    expect(priorities).toMatchObject({
      type: 'multi-select',
      category: 'goals',
      maxSelections: QUIZ.careerPrioritiesMax,
    });
    expect(QUIZ_QUESTIONS.filter((q) => q.maxSelections !== undefined).map((q) => q.id)).toEqual(['career_priorities']);
  });

  it('uses option ids that are unique across the quiz and each have scoring signals', () => {
    const optionIds = QUIZ_QUESTIONS.flatMap((q) => q.options.map((o) => o.id));
    expect(new Set(optionIds).size).toBe(optionIds.length);
    expect(new Set(Object.keys(OPTION_SIGNALS))).toEqual(new Set(optionIds));
  });

  it('keeps neutral (tagless) options to the explicit "none yet" answers', () => {
    const neutral = Object.entries(OPTION_SIGNALS)
      .filter(([, signals]) => Object.keys(signals).length === 0)
      .map(([id]) => id);
    expect(neutral.sort()).toEqual(['qual_none', 'tool_none']);
  });
});
