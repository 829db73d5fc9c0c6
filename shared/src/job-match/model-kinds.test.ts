import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { lineCredit } from './test-cvs';

/**
 * A skill naming a specific kind of financial model (an LBO, debt sizing and sculpting, a project finance or a
 * long-dated cash flow model, lifetime cashflow planning, stochastic simulation) is a technique of its own: a line
 * showing a model of another kind, or a generic one, shows some modelling, not half of the technique (issue 13,
 * helper modellink; concepts marked `specific` in the lexicon). Written from knowledge of the work, not copied from
 * any eval case.
 */

type Case = readonly [jobId: string, skill: string, line: string];

const LBO = ['leveraged_finance_analyst', 'LBO and debt capacity modelling'] as const;
const SCULPT = ['project_finance_analyst', 'Debt sculpting and sizing'] as const;
const PF = ['project_finance_analyst', 'Project finance modelling (cash flow waterfall, DSCR)'] as const;
const LONG = ['infrastructure_investment_associate', 'Long-dated cash flow modelling'] as const;

describe('a generic model or another kind of model does not earn a specific kind in full', () => {
  const guards: Case[] = [
    [...LBO, 'Built three-statement forecast models for the listed companies I covered.'],
    [...LBO, 'Kept the group’s integrated financial model up to date for the annual budget.'],
    [...LBO, 'Built accretion dilution analysis for a merger of two regional banks.'],
    [...SCULPT, 'Built buyout models for the private equity team’s new deals.'],
    [...SCULPT, 'Updated the operating model every quarter for the board pack.'],
    [...SCULPT, 'Forecast monthly costs to completion on two hospital construction contracts.'],
    [...PF, 'Built accretion dilution analysis for a merger of two regional banks.'],
    [...PF, 'Kept the group’s integrated financial model up to date for the annual budget.'],
  ];
  it.each(guards)('%s "%s" earns under half from "%s"', (jobId, skill, line) => {
    expect(lineCredit(jobId, skill, 'Analyst', line)).toBeLessThan(0.5);
  });
});

describe('the specific kind still reads, in its own name or in plain words', () => {
  const positives: Case[] = [
    [...LBO, 'Modelled buyouts for sponsors: how much debt each business could carry and the returns at exit.'],
    [...LBO, 'Built LBO models and the debt capacity analysis for new deals.'],
    [...SCULPT, 'Sized the senior loan and shaped the repayments to the cash flows of a solar farm.'],
    [...SCULPT, 'Sculpted debt repayments to hold the cover ratios above the lenders’ minimum.'],
    [...LONG, 'Kept the 40-year model of our offshore wind farms up to date.'],
    [...LONG, 'Modelled a 30-year toll road concession for the bid.'],
  ];
  it.each(positives)('%s "%s" earns in full from "%s"', (jobId, skill, line) => {
    expect(lineCredit(jobId, skill, 'Analyst', line)).toBe(1);
  });
});

describe('a long-dated model of an infrastructure asset, by its term of years', () => {
  it.each([
    'Built the 25 year model for a hospital PFI project.',
    'Ran the 35-year model for a portfolio of solar and battery storage sites.',
  ])('reads "%s" as a project finance model', (line) => {
    expect(evidenceUnits(line).has('c:project_finance_model')).toBe(true);
  });
  it.each([
    'Built a 5-year model for a retail chain.',
    'Built the 30-year mortgage book model.',
    'Modelled 40-year pension scheme liabilities for the trustees.',
    'Built a 25-year model of the company’s property leases.',
  ])('does not read "%s" as a project finance model', (line) => {
    expect(evidenceUnits(line).has('c:project_finance_model')).toBe(false);
  });
});
