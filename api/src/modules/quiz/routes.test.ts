import { describe, expect, it } from 'vitest';
import { ROLES } from '@fcs/shared/catalog/roles';
import { QUIZ } from '@fcs/shared/constants';
import { VALIDATION } from '@fcs/shared/messages';
import { QUIZ_QUESTIONS } from '@fcs/shared/quiz/questions';
import { scoreQuizAnswers, ZQuizMatch, type QuizAnswer, type QuizMatch } from '@fcs/shared/quiz/score';
import type { TestApi } from '../../testing/app';
import { TEST_DB_KINDS } from '@fcs/core/testing/db';
import { useTestApi } from '../../testing/use-test-api';

/** Someone who loves valuation, Excel and writing reports. */
const ANALYST: QuizAnswer[] = [
  { questionId: 'enjoyed_activities', answers: ['act_valuation_models', 'act_writing_reports'] },
  { questionId: 'finance_areas', answers: ['area_companies', 'area_markets'] },
  { questionId: 'strongest_skills', answers: ['skill_excel', 'skill_writing', 'skill_accounts'] },
  { questionId: 'tools_used', answers: ['tool_excel', 'tool_terminal'] },
  { questionId: 'work_output', answers: ['out_report'] },
  { questionId: 'described_as', answers: ['desc_analytical', 'desc_curious'] },
  { questionId: 'career_priorities', answers: ['prio_challenge', 'prio_earnings'] },
];

/** Someone who enjoys client conversations and sales targets. */
const SELLER: QuizAnswer[] = [
  { questionId: 'enjoyed_activities', answers: ['act_client_deals'] },
  { questionId: 'strongest_skills', answers: ['skill_persuading', 'skill_relationships', 'skill_presenting'] },
  { questionId: 'tools_used', answers: ['tool_crm'] },
  { questionId: 'work_output', answers: ['out_conversation'] },
  { questionId: 'work_style', answers: ['style_people'] },
  { questionId: 'described_as', answers: ['desc_persuasive', 'desc_sociable', 'desc_competitive'] },
  { questionId: 'career_priorities', answers: ['prio_earnings'] },
];

/** Someone into code, statistics and markets. */
const QUANT: QuizAnswer[] = [
  { questionId: 'enjoyed_activities', answers: ['act_code_stats', 'act_live_markets'] },
  { questionId: 'finance_areas', answers: ['area_markets'] },
  { questionId: 'strongest_skills', answers: ['skill_coding', 'skill_maths'] },
  { questionId: 'tools_used', answers: ['tool_python', 'tool_sql'] },
  { questionId: 'numbers_comfort', answers: ['num_advanced'] },
  { questionId: 'work_output', answers: ['out_code'] },
  { questionId: 'background', answers: ['bg_stem', 'bg_computing'] },
  { questionId: 'career_priorities', answers: ['prio_challenge'] },
];

const skillsOf = (jobId: string): readonly string[] => ROLES.find((r) => r.job_id === jobId)!.matching.skills;

interface MatchBody {
  data: QuizMatch[];
  saved: boolean;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function post(api: TestApi, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${api.url}/api/quiz/match`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('quiz questions and matching (signed out)', () => {
  const ctx = useTestApi('pglite');

  it('when the questions are asked, then the 15 quiz questions come back with caching headers', async () => {
    const res = await fetch(`${ctx.api.url}/api/quiz/questions`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('public');
    const body = (await res.json()) as { data: typeof QUIZ_QUESTIONS };
    expect(body.data).toHaveLength(QUIZ.questionCount);
    expect(body.data).toEqual(QUIZ_QUESTIONS);
    expect(body.data.find((q) => q.id === 'career_priorities')?.maxSelections).toBe(QUIZ.careerPrioritiesMax);
  });

  it('when answers are matched, then the top 12 come back ranked, within 15-98, each with an explanation', async () => {
    const res = await post(ctx.api, { answers: ANALYST, user_id: null, email: null });
    expect(res.status).toBe(200);
    const body = (await res.json()) as MatchBody;
    expect(body.saved).toBe(false);
    expect(body.data).toHaveLength(QUIZ.topMatches);
    for (const match of body.data) {
      ZQuizMatch.parse(match);
      expect(match.match).toBeGreaterThanOrEqual(QUIZ.minScore);
      expect(match.match).toBeLessThanOrEqual(QUIZ.maxScore);
    }
    const scores = body.data.map((m) => m.match);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(body.data[0]!.explanation.raisedBy.length).toBeGreaterThan(0);
  });

  it('when the same answers are matched twice, then the api gives the same result as the shared function the client falls back to', async () => {
    const first = (await (await post(ctx.api, { answers: QUANT })).json()) as MatchBody;
    const second = (await (await post(ctx.api, { answers: QUANT })).json()) as MatchBody;
    expect(second.data).toEqual(first.data);
    expect(first.data).toEqual(scoreQuizAnswers(QUANT));
  });

  it.each([
    ['loves valuation, Excel and writing reports', ANALYST, ['valuation', 'financial_modelling', 'report_writing']],
    ['enjoys client conversations and sales targets', SELLER, ['selling', 'relationship_management', 'negotiation']],
    ['likes code, statistics and markets', QUANT, ['programming', 'statistics']],
  ] as const)(
    'when someone who %s takes the quiz, then the top 3 roles need those skills',
    async (_label, answers, skills) => {
      const body = (await (await post(ctx.api, { answers })).json()) as MatchBody;
      for (const match of body.data.slice(0, 3)) {
        expect(
          skillsOf(match.job_id).some((skill) => (skills as readonly string[]).includes(skill)),
          match.job_id,
        ).toBe(true);
      }
    },
  );

  it('when a 4th career priority is chosen, then the answer is 400 naming the field with the spec message', async () => {
    const answers = [
      { questionId: 'work_style', answers: ['style_deep'] },
      {
        questionId: 'career_priorities',
        answers: ['prio_earnings', 'prio_balance', 'prio_security', 'prio_challenge'],
      },
    ];
    const res = await post(ctx.api, { answers });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields).toEqual({ 'answers.1.answers': VALIDATION.careerPrioritiesMax });
  });

  it('when a question id is unknown, then the answer is 400 naming that entry', async () => {
    const res = await post(ctx.api, { answers: [{ questionId: 'favourite_colour', answers: ['blue'] }] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields?.['answers.0.questionId']).toContain('favourite_colour');
  });

  it('when an option id is not one of the question, then the answer is 400 naming that answer', async () => {
    const res = await post(ctx.api, { answers: [{ questionId: 'work_style', answers: ['style_space_cowboy'] }] });
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields?.['answers.0.answers.0']).toContain('style_space_cowboy');
  });

  it('when no question is answered, then the answer is 400 on answers', async () => {
    const res = await post(ctx.api, { answers: [] });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toHaveProperty('answers');
  });

  it('when answers is missing or the email is malformed, then the answer is 400 naming each field', async () => {
    const res = await post(ctx.api, { email: 'not-an-email' });
    expect(res.status).toBe(400);
    const fields = ((await res.json()) as ErrorBody).error.fields ?? {};
    expect(Object.keys(fields).sort()).toEqual(['answers', 'email']);
  });

  it('when saved results are asked while signed out, then the answer is 401', async () => {
    expect((await fetch(`${ctx.api.url}/api/quiz/results`)).status).toBe(401);
  });
});

describe.each(TEST_DB_KINDS)('quiz results saved to the profile (%s)', (kind) => {
  const ctx = useTestApi(kind);

  const stored = async (uid: string) =>
    (
      await ctx.db.query<{
        quiz_answers: QuizAnswer[];
        matched_jobs: { job_id: string; match: number }[];
        last_quiz_date: string | null;
      }>('SELECT quiz_answers, matched_jobs, last_quiz_date FROM users WHERE uid = $1', [uid])
    )[0];

  it('when a signed-in user matches, then answers, matches and the date are saved and read back with explanations', async () => {
    const auth = await ctx.api.authHeader('quiz-alice');
    const empty = await fetch(`${ctx.api.url}/api/quiz/results`, { headers: auth });
    expect(await empty.json()).toEqual({ data: null });

    const res = await post(
      ctx.api,
      { answers: ANALYST, user_id: 'quiz-alice', email: 'quiz-alice@example.test' },
      auth,
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as MatchBody;
    expect(body.saved).toBe(true);

    const row = await stored('quiz-alice');
    expect(row?.quiz_answers).toEqual(ANALYST);
    expect(row?.matched_jobs.map((m) => [m.job_id, m.match])).toEqual(body.data.map((m) => [m.job_id, m.match]));
    expect(row?.last_quiz_date).toBeTruthy();

    const results = await fetch(`${ctx.api.url}/api/quiz/results`, { headers: auth });
    expect(results.headers.get('cache-control')).toContain('no-store');
    const saved = (await results.json()) as {
      data: { answers: QuizAnswer[]; matches: QuizMatch[]; lastQuizDate: string };
    };
    expect(saved.data.answers).toEqual(ANALYST);
    expect(saved.data.matches).toEqual(body.data);
    expect(saved.data.lastQuizDate).toBe(row?.last_quiz_date);
  });

  it('when a user with saved results matches again, then the answer is 409 Quiz Already Completed and nothing changes', async () => {
    const auth = await ctx.api.authHeader('quiz-bob');
    expect((await post(ctx.api, { answers: SELLER }, auth)).status).toBe(200);
    const before = await stored('quiz-bob');
    const again = await post(ctx.api, { answers: QUANT }, auth);
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorBody).error.message).toBe('Quiz Already Completed');
    expect(await stored('quiz-bob')).toEqual(before);
  });

  it('when the body names another user, then the results go to the token holder only', async () => {
    const auth = await ctx.api.authHeader('quiz-carol');
    expect(
      (await post(ctx.api, { answers: QUANT, user_id: 'quiz-dave', email: 'dave@example.test' }, auth)).status,
    ).toBe(200);
    expect((await stored('quiz-carol'))?.quiz_answers).toEqual(QUANT);
    expect(await stored('quiz-dave')).toBeUndefined();
  });

  it('when a signed-out caller names a user id, then nothing is saved', async () => {
    const res = await post(ctx.api, { answers: QUANT, user_id: 'quiz-erin', email: 'erin@example.test' });
    expect(((await res.json()) as MatchBody).saved).toBe(false);
    expect(await stored('quiz-erin')).toBeUndefined();
  });
});
