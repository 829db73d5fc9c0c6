import { describe, expect, it } from 'vitest';
import type { PolicyProfile } from '@fcs/shared/tier-policy';
import { availableSimulations } from './simulation-access';

const jobs = [
  {
    job_id: 'equity_research_analyst',
    title: 'Equity Research Analyst',
    summary: 'Forecasts and values shares.',
    description: 'x',
  },
  { job_id: 'private_banker', title: 'Private Banker', summary: 'Looks after wealthy families.', description: 'x' },
  { job_id: 'equity_sales', title: 'Equity Sales', summary: 'Sells ideas to funds.', description: 'x' },
  { job_id: 'quant_researcher', title: 'Quant Researcher', summary: 'Finds signals.', description: 'x' },
];
const matches = ['quant_researcher', 'equity_sales', 'private_banker'].map((job_id, i) => ({
  job_id,
  title: job_id,
  match: 90 - i,
}));

const profile = (over: Partial<PolicyProfile>): PolicyProfile => ({
  subscriptionTier: 'starter',
  subscriptionStatus: 'incomplete',
  maxSimulations: 0,
  matchedJobs: [],
  ...over,
});

describe('available simulations', () => {
  it('when signed out, then only the free role is offered', () => {
    expect(availableSimulations(null, jobs).map((s) => s.job_id)).toEqual(['equity_research_analyst']);
  });

  it('when on an essential plan with 2 simulations left in its limit, then the free role and the top matches up to the limit are offered', () => {
    const choices = availableSimulations(
      profile({ subscriptionTier: 'essential', subscriptionStatus: 'active', maxSimulations: 2, matchedJobs: matches }),
      jobs,
    );
    expect(choices.map((s) => s.job_id)).toEqual(['equity_research_analyst', 'quant_researcher', 'equity_sales']);
    expect(choices[1]).toEqual({ job_id: 'quant_researcher', title: 'Quant Researcher', summary: 'Finds signals.' });
  });

  it('when elite, then every role is offered with the free role first', () => {
    const choices = availableSimulations(
      profile({ subscriptionTier: 'elite', subscriptionStatus: 'active', maxSimulations: -1 }),
      jobs,
    );
    expect(choices.map((s) => s.job_id)).toEqual([
      'equity_research_analyst',
      'private_banker',
      'equity_sales',
      'quant_researcher',
    ]);
  });

  it('when the job list is not loaded, then titles come from the saved matches', () => {
    const choices = availableSimulations(
      profile({ subscriptionTier: 'pro', subscriptionStatus: 'active', maxSimulations: 12, matchedJobs: matches }),
      undefined,
    );
    expect(choices.map((s) => s.title)).toEqual([
      'Equity Research Analyst',
      'quant_researcher',
      'equity_sales',
      'private_banker',
    ]);
  });
});
