import { ZQuizMatch, type QuizAnswer, type QuizMatch } from '@fcs/shared/quiz/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-transport';
import { apiRequest } from '../../../lib/api-client';

const ZMatchResponse = z.object({ data: z.array(ZQuizMatch), saved: z.boolean() });

export interface QuizSubmission {
  matches: QuizMatch[];
  /** 'api': scored by the server; 'device': the api failed and the same shared function scored on this device. */
  scoredBy: 'api' | 'device';
  /** True when the server saved the results to the user's profile. */
  saved: boolean;
}

export interface SubmitQuizInput {
  answers: QuizAnswer[];
  user: { uid: string; email: string | null } | null;
}

/** True for failures the spec's client-side fallback covers: the api unreachable or broken, not a refusal. */
function shouldFallBack(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500;
}

/**
 * POST /api/quiz/match with the spec's payload. When the api cannot be reached or fails, the answers are scored
 * on this device with the very function the api uses (`scoreQuizAnswers`), so the results are the same;
 * they are just not saved.
 */
export async function submitQuiz({ answers, user }: SubmitQuizInput): Promise<QuizSubmission> {
  try {
    const body = { answers, user_id: user?.uid ?? null, email: user?.email ?? null };
    const response = await apiRequest('/quiz/match', {
      method: 'POST',
      body,
      schema: ZMatchResponse,
      auth: 'optional',
    });
    return { matches: response.data, scoredBy: 'api', saved: response.saved };
  } catch (error) {
    if (!shouldFallBack(error)) throw error;
    // Loaded only now: the scoring carries the whole role catalogue, which the quiz page does not need otherwise.
    const { scoreQuizAnswers } = await import('@fcs/shared/quiz/score');
    return { matches: scoreQuizAnswers(answers), scoredBy: 'device', saved: false };
  }
}

/** The submit mutation; a save refreshes the cached saved results. */
export function useSubmitQuiz() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitQuiz,
    onSuccess: async (result, input) => {
      if (result.saved && input.user)
        await queryClient.invalidateQueries({ queryKey: ['quiz', 'results', input.user.uid] });
    },
  });
}
