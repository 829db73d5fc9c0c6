import { describe, expect, it } from 'vitest';
import { ROLES } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { QUIZ } from '../constants';
import { VALIDATION } from '../messages';
import { ZQuizMatchRequest } from './match-request';
import { OPTION_SIGNALS } from './option-signals';
import { QUIZ_QUESTIONS } from './questions';
import { roleBreadth, scoreQuizAnswers, ZQuizAnswers, ZQuizMatch, type QuizAnswer } from './score';

const answer = (questionId: string, ...answers: string[]): QuizAnswer => ({ questionId, answers });

/** A finance graduate who loves valuation, Excel and writing reports. */
const VALUATION_WRITER: QuizAnswer[] = [
  answer('enjoyed_activities', 'act_valuation_models', 'act_writing_reports'),
  answer('finance_areas', 'area_companies', 'area_deals', 'area_markets'),
  answer('headline_first', 'head_profit_warning'),
  answer('strongest_skills', 'skill_excel', 'skill_writing', 'skill_accounts'),
  answer('tools_used', 'tool_excel', 'tool_powerpoint', 'tool_terminal'),
  answer('numbers_comfort', 'num_business'),
  answer('work_output', 'out_report'),
  answer('career_stage', 'stage_graduate'),
  answer('background', 'bg_finance'),
  answer('qualifications', 'qual_investment'),
  answer('employer_type', 'emp_investment_bank'),
  answer('work_style', 'style_deep'),
  answer('pressure_response', 'pressure_thrive'),
  answer('described_as', 'desc_analytical', 'desc_curious'),
  answer('career_priorities', 'prio_earnings', 'prio_challenge'),
];

/** Someone who enjoys client conversations and sales targets. */
const CLIENT_SELLER: QuizAnswer[] = [
  answer('enjoyed_activities', 'act_client_deals'),
  answer('finance_areas', 'area_markets', 'area_investing'),
  answer('headline_first', 'head_takeover'),
  answer('strongest_skills', 'skill_persuading', 'skill_relationships', 'skill_presenting'),
  answer('tools_used', 'tool_crm', 'tool_powerpoint'),
  answer('numbers_comfort', 'num_words'),
  answer('work_output', 'out_conversation'),
  answer('career_stage', 'stage_early'),
  answer('background', 'bg_sales'),
  answer('employer_type', 'emp_investment_bank', 'emp_wealth'),
  answer('work_style', 'style_people'),
  answer('pressure_response', 'pressure_thrive'),
  answer('described_as', 'desc_persuasive', 'desc_sociable', 'desc_competitive'),
  answer('career_priorities', 'prio_earnings', 'prio_variety'),
];

/** A STEM student who codes, likes statistics and follows markets. */
const CODER: QuizAnswer[] = [
  answer('enjoyed_activities', 'act_code_stats', 'act_live_markets'),
  answer('finance_areas', 'area_markets'),
  answer('headline_first', 'head_ai_fund'),
  answer('strongest_skills', 'skill_coding', 'skill_maths'),
  answer('tools_used', 'tool_python', 'tool_sql'),
  answer('numbers_comfort', 'num_advanced'),
  answer('work_output', 'out_code'),
  answer('career_stage', 'stage_student'),
  answer('background', 'bg_stem', 'bg_computing'),
  answer('employer_type', 'emp_fund_manager', 'emp_investment_bank'),
  answer('work_style', 'style_deep'),
  answer('described_as', 'desc_analytical', 'desc_curious'),
  answer('career_priorities', 'prio_challenge', 'prio_earnings'),
];

/** An accountant who wants a steady, structured job with a life outside work. */
const STEADY_ACCOUNTANT: QuizAnswer[] = [
  answer('enjoyed_activities', 'act_checking_numbers', 'act_processes'),
  answer('finance_areas', 'area_companies'),
  answer('headline_first', 'head_profit_warning'),
  answer('strongest_skills', 'skill_accounts', 'skill_excel', 'skill_detail'),
  answer('tools_used', 'tool_excel', 'tool_accounting'),
  answer('numbers_comfort', 'num_business'),
  answer('work_output', 'out_checked'),
  answer('career_stage', 'stage_early'),
  answer('background', 'bg_accounting'),
  answer('qualifications', 'qual_accountancy'),
  answer('employer_type', 'emp_corporate', 'emp_big_four'),
  answer('work_style', 'style_structured'),
  answer('pressure_response', 'pressure_plan'),
  answer('described_as', 'desc_meticulous', 'desc_organised'),
  answer('career_priorities', 'prio_security', 'prio_balance'),
];

const roleById = (jobId: string): Role => ROLES.find((r) => r.job_id === jobId)!;

const topIds = (answers: QuizAnswer[], n: number) =>
  scoreQuizAnswers(answers)
    .slice(0, n)
    .map((m) => m.job_id);
const sectorOf = (jobId: string) => ROLES.find((r) => r.job_id === jobId)?.sector;

describe('scoreQuizAnswers', () => {
  it('when someone loves valuation, Excel and writing reports, then research and banking roles lead', () => {
    const top5 = topIds(VALUATION_WRITER, 5);
    expect(top5[0]).toBe('equity_research_analyst');
    expect(top5.some((id) => sectorOf(id) === 'investment_banking')).toBe(true);
    expect(
      top5.filter((id) => ['research', 'investment_banking', 'asset_management'].includes(sectorOf(id)!)).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('when someone enjoys client conversations and sales targets, then sales and relationship roles dominate', () => {
    const top5 = scoreQuizAnswers(CLIENT_SELLER).slice(0, 5);
    const clientFacing = top5.filter((m) => {
      const tags = ROLES.find((r) => r.job_id === m.job_id)!.matching;
      return (
        tags.interests.includes('selling') ||
        tags.skills.includes('selling') ||
        tags.skills.includes('relationship_management')
      );
    });
    expect(clientFacing.length, top5.map((m) => m.job_id).join(', ')).toBeGreaterThanOrEqual(4);
    expect(top5.map((m) => m.job_id)).not.toContain('quant_researcher');
  });

  it('when someone codes, likes statistics and follows markets, then quant roles are on top', () => {
    const top3 = topIds(CODER, 3);
    for (const id of top3) expect(['quant', 'sales_trading']).toContain(sectorOf(id));
    expect(top3.filter((id) => sectorOf(id) === 'quant').length).toBeGreaterThanOrEqual(2);
    expect(topIds(CODER, 12)).not.toContain('financial_planner');
  });

  it('returns the 12 best matches as valid ZQuizMatch objects, scored 15-98 and sorted', () => {
    for (const profile of [VALUATION_WRITER, CLIENT_SELLER, CODER, []]) {
      const matches = scoreQuizAnswers(profile);
      expect(matches).toHaveLength(QUIZ.topMatches);
      for (const match of matches) {
        expect(ZQuizMatch.safeParse(match).success).toBe(true);
        expect(Number.isInteger(match.match)).toBe(true);
        expect(match.match).toBeGreaterThanOrEqual(QUIZ.minScore);
        expect(match.match).toBeLessThanOrEqual(QUIZ.maxScore);
      }
      const scores = matches.map((m) => m.match);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
    }
  });

  it('is deterministic: the same answers give the same output', () => {
    expect(scoreQuizAnswers(VALUATION_WRITER)).toEqual(
      scoreQuizAnswers(JSON.parse(JSON.stringify(VALUATION_WRITER)) as QuizAnswer[]),
    );
    expect(scoreQuizAnswers(CODER)).toEqual(scoreQuizAnswers(CODER));
  });

  it('when nothing is answered, then every role scores a neutral 50 and ties go by job_id', () => {
    const matches = scoreQuizAnswers([]);
    expect(new Set(matches.map((m) => m.match))).toEqual(new Set([50]));
    const ids = matches.map((m) => m.job_id);
    expect(ids).toEqual([...ROLES.map((r) => r.job_id)].sort().slice(0, QUIZ.topMatches));
  });

  it('explains which answers raised and which lowered a match', () => {
    const answers = [answer('enjoyed_activities', 'act_valuation_models', 'act_helping_people')];
    const era = scoreQuizAnswers(
      answers,
      ROLES.filter((r) => r.job_id === 'equity_research_analyst'),
    )[0]!;
    expect(era.explanation).toEqual({
      raisedBy: [
        {
          questionId: 'enjoyed_activities',
          optionId: 'act_valuation_models',
          label: 'Building valuation models in Excel',
        },
      ],
      loweredBy: [
        {
          questionId: 'enjoyed_activities',
          optionId: 'act_helping_people',
          label: 'Helping people plan their money and their future',
        },
      ],
    });

    const full = scoreQuizAnswers(VALUATION_WRITER)[0]!;
    expect(full.explanation.raisedBy).toHaveLength(5);
    expect(full.explanation.loweredBy.length).toBeLessThanOrEqual(5);

    const quant = scoreQuizAnswers(
      CLIENT_SELLER,
      ROLES.filter((r) => r.job_id === 'quant_researcher'),
    )[0]!;
    expect(quant.explanation.loweredBy.map((r) => r.optionId)).toContain('num_words');
    expect(quant.explanation.raisedBy.map((r) => r.optionId)).not.toContain('num_words');
  });

  it('scores only the roles it is given', () => {
    const roles: Role[] = ROLES.filter((r) => ['equity_research_analyst', 'fraud_analyst'].includes(r.job_id));
    expect(scoreQuizAnswers(VALUATION_WRITER, roles).map((m) => m.job_id)).toEqual([
      'equity_research_analyst',
      'fraud_analyst',
    ]);
  });

  it('ignores unknown ids and selections beyond a question’s limit instead of throwing', () => {
    const messy = [
      answer('nope', 'x'),
      answer('headline_first', 'head_gilts', 'head_profit_warning'),
      answer('career_priorities', 'prio_earnings', 'prio_balance', 'prio_security', 'prio_impact', 'bogus'),
    ];
    const clean = [
      answer('headline_first', 'head_gilts'),
      answer('career_priorities', 'prio_earnings', 'prio_balance', 'prio_security'),
    ];
    expect(scoreQuizAnswers(messy)).toEqual(scoreQuizAnswers(clean));
  });

  it('lets every role reach the top five when the answers point at it', () => {
    const kinds = ['interests', 'skills', 'traits', 'stages', 'backgrounds', 'employers', 'rewards'] as const;
    const hits = (optionId: string, role: Role) =>
      kinds.reduce((sum, kind) => {
        const tags: readonly string[] = OPTION_SIGNALS[optionId]?.[kind] ?? [];
        const roleTags: readonly string[] = role.matching[kind];
        return sum + tags.filter((tag) => roleTags.includes(tag)).length;
      }, 0);
    for (const role of ROLES) {
      const answers = QUIZ_QUESTIONS.map((q) =>
        answer(
          q.id,
          ...q.options
            .filter((o) => hits(o.id, role) > 0)
            .sort((a, b) => hits(b.id, role) - hits(a.id, role))
            .slice(0, q.type === 'single-select' ? 1 : 3)
            .map((o) => o.id),
        ),
      );
      expect(topIds(answers, 5), role.job_id).toContain(role.job_id);
    }
  });

  // Lifestyle penalties: an answer that rules out what a career demands (work-life balance against long
  // hours, job security against cyclical, bonus-driven pay) takes a fixed 12 points off that role, up to 30.
  it('when an accountant wants stability and work-life balance, then M&A is not first and the priorities explain why', () => {
    const top = scoreQuizAnswers(STEADY_ACCOUNTANT);
    expect(top[0]!.job_id).not.toBe('mergers_acquisitions_analyst');
    expect(['accounting_audit', 'corporate_finance_treasury']).toContain(sectorOf(top[0]!.job_id));
    const ma = scoreQuizAnswers(STEADY_ACCOUNTANT, [roleById('mergers_acquisitions_analyst')])[0]!;
    expect(ma.explanation.loweredBy.slice(0, 2).map((r) => r.optionId)).toEqual(['prio_security', 'prio_balance']);
  });

  it('takes 12 points off per conflicting priority from a role that demands long hours, and none from one that does not', () => {
    const withPriorities = (...ids: string[]) => [
      ...STEADY_ACCOUNTANT.filter((a) => a.questionId !== 'career_priorities'),
      answer('career_priorities', ...ids),
    ];
    const matchOf = (jobId: string, answers: QuizAnswer[]) => scoreQuizAnswers(answers, [roleById(jobId)])[0]!.match;
    // prio_variety carries no conflict; swapping it for prio_balance changes only the penalty and the reward tag.
    const ma = matchOf('mergers_acquisitions_analyst', withPriorities('prio_variety'));
    const maBalanced = matchOf('mergers_acquisitions_analyst', withPriorities('prio_balance'));
    expect(ma - maBalanced).toBeGreaterThanOrEqual(12);
    const controller = matchOf('financial_controller', withPriorities('prio_variety'));
    expect(matchOf('financial_controller', withPriorities('prio_balance'))).toBeGreaterThanOrEqual(controller);
  });

  it('when someone adds a market data terminal such as Bloomberg to their tools, then Equity Research does not go down', () => {
    const withTools = (...ids: string[]) => [
      ...VALUATION_WRITER.filter((a) => a.questionId !== 'tools_used'),
      answer('tools_used', ...ids),
    ];
    const era = (answers: QuizAnswer[]) => scoreQuizAnswers(answers, [roleById('equity_research_analyst')])[0]!.match;
    expect(era(withTools('tool_excel', 'tool_terminal'))).toBeGreaterThanOrEqual(era(withTools('tool_excel')));
    expect(era(withTools('tool_excel', 'tool_powerpoint', 'tool_terminal'))).toBeGreaterThanOrEqual(
      era(withTools('tool_excel', 'tool_powerpoint')),
    );
  });

  it('corrects for breadth: a role whose tags most answers name scores lower for a typical answer set than before', () => {
    // The catalogue's mean breadth is the reference: broad roles move down, narrow ones up, by the same rule.
    const breadths = ROLES.map((r) => roleBreadth(r));
    const mean = breadths.reduce((a, b) => a + b, 0) / breadths.length;
    const broadest = ROLES[breadths.indexOf(Math.max(...breadths))]!;
    expect(roleBreadth(broadest)).toBeGreaterThan(mean);
    expect(roleBreadth(roleById('equity_research_analyst'))).toBeGreaterThan(mean);
  });
});

describe('ZQuizAnswers', () => {
  const issuesOf = (value: unknown) => {
    const result = ZQuizAnswers.safeParse(value);
    return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  };

  it('accepts a valid, partial answer set', () => {
    expect(issuesOf(VALUATION_WRITER)).toEqual([]);
    expect(issuesOf([answer('career_priorities', 'prio_earnings', 'prio_balance', 'prio_security')])).toEqual([]);
  });

  it('when four career priorities are chosen, then the issue is on that entry’s answers', () => {
    const value = [
      answer('career_stage', 'stage_graduate'),
      answer('career_priorities', 'prio_earnings', 'prio_balance', 'prio_security', 'prio_impact'),
    ];
    expect(issuesOf(value)).toEqual([{ path: '1.answers', message: VALIDATION.careerPrioritiesMax }]);
  });

  it('when the answers sit in the match request body, then the path starts with answers', () => {
    const body = {
      answers: [
        ...VALUATION_WRITER.slice(0, 3),
        answer('career_priorities', 'prio_earnings', 'prio_balance', 'prio_security', 'prio_impact'),
      ],
      user_id: null,
      email: null,
    };
    const result = ZQuizMatchRequest.safeParse(body);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['answers.3.answers']);
  });

  it('when a question id is unknown, then the issue names its questionId', () => {
    expect(issuesOf([answer('favourite_colour', 'blue')])).toEqual([
      { path: '0.questionId', message: 'Unknown quiz question "favourite_colour"' },
    ]);
  });

  it('when an option id is unknown, then the issue names that answer', () => {
    expect(issuesOf([answer('enjoyed_activities', 'act_code_stats', 'act_juggling')])).toEqual([
      { path: '0.answers.1', message: '"act_juggling" is not an option of question "enjoyed_activities"' },
    ]);
  });

  it('when a single-select question has two answers, then the issue is on its answers', () => {
    expect(issuesOf([answer('work_style', 'style_deep', 'style_fast')])).toEqual([
      { path: '0.answers', message: 'Choose only one answer for this question' },
    ]);
  });

  it('when a question or an option repeats, then each repeat is reported', () => {
    expect(
      issuesOf([answer('work_style', 'style_deep'), answer('work_style', 'style_fast')]).map((i) => i.path),
    ).toEqual(['1.questionId']);
    expect(issuesOf([answer('described_as', 'desc_curious', 'desc_curious')]).map((i) => i.path)).toEqual([
      '0.answers.1',
    ]);
  });
});
