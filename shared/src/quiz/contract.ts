import { z } from 'zod';
import { ZJobId } from '../catalog/schema';
import { QUIZ } from '../constants';
import { VALIDATION } from '../messages';
import { getQuizQuestion, type QuizQuestion } from './questions';

// The quiz's wire contract (answers in, matches out), apart from the scoring so that a page holding answers or
// showing matches does not load the role catalogue the scoring needs (score.ts re-exports all of it).

/** Why an answer set was refused; paths name the entry, e.g. `3.answers` (or `answers.3.answers` in a request body). */
export const QUIZ_ANSWER_MESSAGES = {
  unknownQuestion: (questionId: string) => `Unknown quiz question "${questionId}"`,
  duplicateQuestion: (questionId: string) => `Question "${questionId}" is answered more than once`,
  unknownOption: (questionId: string, optionId: string) => `"${optionId}" is not an option of question "${questionId}"`,
  duplicateOption: (optionId: string) => `"${optionId}" is selected more than once`,
  singleSelect: 'Choose only one answer for this question',
  tooManySelections: (max: number) => `Choose at most ${max} answers for this question`,
} as const;

/** One answered question: the chosen option ids. */
export const ZQuizAnswer = z.object({
  questionId: z.string().min(1),
  answers: z.array(z.string().min(1)),
});
export type QuizAnswer = z.infer<typeof ZQuizAnswer>;

/**
 * A user's quiz answers as stored on the profile and sent to `POST /api/quiz/match`. Partial answer
 * sets are valid (the quiz may be scored before every question is answered); an entry with no
 * answers is allowed and ignored, since clearing a question normally removes its entry.
 */
export const ZQuizAnswers = z.array(ZQuizAnswer).superRefine((entries, ctx) => {
  const seen = new Set<string>();
  entries.forEach((entry, index) => {
    const question = getQuizQuestion(entry.questionId);
    if (!question) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'questionId'],
        message: QUIZ_ANSWER_MESSAGES.unknownQuestion(entry.questionId),
      });
      return;
    }
    if (seen.has(question.id)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'questionId'],
        message: QUIZ_ANSWER_MESSAGES.duplicateQuestion(question.id),
      });
    }
    seen.add(question.id);

    const optionIds = new Set(question.options.map((option) => option.id));
    const chosen = new Set<string>();
    entry.answers.forEach((optionId, answerIndex) => {
      if (!optionIds.has(optionId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'answers', answerIndex],
          message: QUIZ_ANSWER_MESSAGES.unknownOption(question.id, optionId),
        });
      } else if (chosen.has(optionId)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'answers', answerIndex],
          message: QUIZ_ANSWER_MESSAGES.duplicateOption(optionId),
        });
      }
      chosen.add(optionId);
    });

    const limit = selectionLimit(question);
    if (entry.answers.length > limit) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'answers'],
        message:
          question.type === 'single-select'
            ? QUIZ_ANSWER_MESSAGES.singleSelect
            : question.id === 'career_priorities'
              ? VALIDATION.careerPrioritiesMax
              : QUIZ_ANSWER_MESSAGES.tooManySelections(limit),
      });
    }
  });
});

/** The answer behind an explanation line, with the label the user saw. */
export const ZAnswerReference = z.object({
  questionId: z.string().min(1),
  optionId: z.string().min(1),
  label: z.string().min(1),
});
export type AnswerReference = z.infer<typeof ZAnswerReference>;

/** A ranked job match with the answers that raised and lowered its score. */
export const ZQuizMatch = z.object({
  job_id: ZJobId,
  title: z.string().min(1),
  description: z.string().min(1),
  /** Fit score in percent, an integer from 15 to 98. */
  match: z.number().int().min(QUIZ.minScore).max(QUIZ.maxScore),
  explanation: z.object({
    raisedBy: z.array(ZAnswerReference),
    loweredBy: z.array(ZAnswerReference),
  }),
});
export type QuizMatch = z.infer<typeof ZQuizMatch>;

/** Most options a question accepts: 1 for single-select, else maxSelections or all of them. */
export function selectionLimit(question: QuizQuestion): number {
  if (question.type === 'single-select') return 1;
  return question.maxSelections ?? question.options.length;
}
