import { ZQuizAnswer, ZQuizMatch } from '@fcs/shared/quiz/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export const ZSavedQuizResults = z.object({
  answers: z.array(ZQuizAnswer),
  matches: z.array(ZQuizMatch),
  lastQuizDate: z.string().nullable(),
});
export type SavedQuizResults = z.infer<typeof ZSavedQuizResults>;

const ZResultsResponse = z.object({ data: ZSavedQuizResults.nullable() });

/** GET /api/quiz/results: the signed-in user's saved answers and matches, or null before their first quiz. */
export async function fetchSavedQuizResults(signal?: AbortSignal): Promise<SavedQuizResults | null> {
  return (await apiRequest('/quiz/results', { schema: ZResultsResponse, signal })).data;
}

export const savedQuizResultsQuery = (uid: string) =>
  queryOptions({
    queryKey: ['quiz', 'results', uid],
    queryFn: ({ signal }) => fetchSavedQuizResults(signal),
    staleTime: 60_000,
  });

/** The saved quiz of the signed-in user (disabled while signed out). */
export function useSavedQuizResults(uid: string | null) {
  return useQuery({ ...savedQuizResultsQuery(uid ?? ''), enabled: uid !== null });
}
