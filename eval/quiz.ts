/**
 * Quiz eval: over many random answer sets (seeded, `eval/cases/quiz.json`), how many catalogue roles never
 * reach anyone's top 5, and the largest share of top 5s a single role appears in. Run alone with
 * `tsx eval/quiz.ts`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ROLES } from '@fcs/shared/catalog/roles';
import { QUIZ_QUESTIONS } from '@fcs/shared/quiz/questions';
import { scoreQuizAnswers, type QuizAnswer } from '@fcs/shared/quiz/score';
import { createRng, type Rng } from '@fcs/worker/llm/offline/generators/seed';

const ZQuizCases = z
  .object({
    seed: z.number().int(),
    count: z.number().int().min(100),
    minPicks: z.number().int().min(1),
    maxPicks: z.number().int().min(1),
  })
  .refine((c) => c.minPicks <= c.maxPicks, { message: 'minPicks must not exceed maxPicks' });
type QuizCases = z.infer<typeof ZQuizCases>;

export interface QuizEval {
  roles_never_top5: number;
  max_top5_share: number;
}

const TOP = 5;

function loadQuizCases(): QuizCases {
  const path = fileURLToPath(new URL('./cases/quiz.json', import.meta.url));
  return ZQuizCases.parse(JSON.parse(readFileSync(path, 'utf8')));
}

/** One complete random answer set: every question answered within its limits. */
export function randomAnswers(rng: Rng, cases: QuizCases): QuizAnswer[] {
  return QUIZ_QUESTIONS.map((question) => {
    const limit = question.type === 'single-select' ? 1 : (question.maxSelections ?? question.options.length);
    const picks = question.type === 'single-select' ? 1 : rng.int(cases.minPicks, Math.min(cases.maxPicks, limit));
    return { questionId: question.id, answers: rng.sample(question.options, picks).map((o) => o.id) };
  });
}

/** How often each role is in the top 5 over the seeded answer sets. */
export function top5Counts(cases: QuizCases = loadQuizCases()): Map<string, number> {
  const rng = createRng(String(cases.seed));
  const counts = new Map<string, number>(ROLES.map((r) => [r.job_id, 0]));
  for (let i = 0; i < cases.count; i += 1) {
    for (const match of scoreQuizAnswers(randomAnswers(rng, cases)).slice(0, TOP)) {
      counts.set(match.job_id, (counts.get(match.job_id) ?? 0) + 1);
    }
  }
  return counts;
}

/** The headline figures `npm run eval` reports under `quiz`. */
export async function evaluateQuiz(): Promise<QuizEval> {
  const cases = loadQuizCases();
  const counts = [...top5Counts(cases).values()];
  return {
    roles_never_top5: counts.filter((n) => n === 0).length,
    max_top5_share: Math.round((Math.max(...counts) / cases.count) * 1000) / 1000,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const cases = loadQuizCases();
  const counts = [...top5Counts(cases).entries()].sort((a, b) => b[1] - a[1]);
  console.log(
    `most: ${counts
      .slice(0, 8)
      .map(([id, n]) => `${id} ${(n / cases.count).toFixed(3)}`)
      .join(', ')}`,
  );
  console.log(
    `never: ${
      counts
        .filter(([, n]) => n === 0)
        .map(([id]) => id)
        .join(', ') || 'none'
    }`,
  );
  console.log(JSON.stringify(await evaluateQuiz()));
}
