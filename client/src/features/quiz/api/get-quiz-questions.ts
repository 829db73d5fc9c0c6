import { QUIZ_QUESTIONS, ZQuizQuestion, type QuizQuestion } from '@fcs/shared/quiz/questions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

const ZQuestionsResponse = z.object({ data: z.array(ZQuizQuestion).min(1) });

/** GET /api/quiz/questions. When the api cannot be reached the quiz still works from the same questions bundled in shared. */
export async function fetchQuizQuestions(signal?: AbortSignal): Promise<readonly QuizQuestion[]> {
  try {
    return (await apiRequest('/quiz/questions', { auth: 'none', schema: ZQuestionsResponse, signal })).data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return QUIZ_QUESTIONS;
  }
}

export const quizQuestionsQuery = queryOptions({
  queryKey: ['quiz', 'questions'],
  queryFn: ({ signal }) => fetchQuizQuestions(signal),
  staleTime: Infinity,
});

export function useQuizQuestions() {
  return useQuery(quizQuestionsQuery);
}
