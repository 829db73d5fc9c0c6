import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { inheritedUnits } from './coreference';
import { LEXICON_READER } from './evidence-text';
import { scoreFit, type FitCv } from './score-fit';
import { chefWithPastedSkills } from './test-cvs';

const AS_OF = { asOf: '2026-11' };
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};

/** What each line inherits, as sorted lists: the summary's sentences, then each job's lines. */
const inherited = (summary: string[], jobs: string[][]) => {
  const read = inheritedUnits(summary, jobs, LEXICON_READER);
  const list = (units: Set<string>) => [...units].sort();
  return { summary: read.summary.map(list), jobs: read.jobs.map((lines) => lines.map(list)) };
};

/** An options market maker who names her products once, in the summary, and calls them contracts after. */
const marketMaker = (line: string): FitCv => ({
  summary: 'I make markets in single-stock options on European banks.',
  skills: [],
  experience: [
    {
      title: 'Trader',
      company: 'Amsterdam Trading Group, London',
      duration: 'Jan 2022 - Present',
      description: '',
      achievements: [line, 'Kept the delta of the book flat through the day'],
    },
  ],
  education: [],
});

describe('references back in a CV (issue 13)', () => {
  it('when a job line prices "these contracts" after the summary names options, then it shows option pricing', () => {
    const trader = role('equity_derivatives_trader');
    const referring = 'Quoted prices on these contracts to clients every day';
    const fit = scoreFit(marketMaker(referring), trader, AS_OF);
    const pricing = fit.skills.find((s) => s.skill === 'Option pricing and the Greeks')!;
    expect(pricing).toMatchObject({ credit: 1, evidence: 'experience' });
    expect(pricing.quotes).toContain(referring);
    // The same line without the reference leaves the summary's claim only.
    const plain = scoreFit(marketMaker('Quoted prices to clients every day'), trader, AS_OF);
    expect(plain.skills.find((s) => s.skill === 'Option pricing and the Greeks')).toMatchObject({
      evidence: 'listed',
    });
    expect(fit.fitScore).toBeGreaterThan(plain.fitScore);
  });

  it('when a line says "these deals" or "the loans we ...", then it inherits what the earlier mention was read as', () => {
    const deals = inherited(
      ['I work on leveraged buyouts for mid-market private equity funds.'],
      [['Modelled the returns on these deals']],
    );
    expect(deals.jobs[0]![0]).toContain('c:acquisition');
    const loans = inherited(['Relationship manager for export finance loans.'], [['Arranged the loans we guaranteed']]);
    expect(loans.jobs[0]![0]).toContain('c:export_credit');
    // What the summary line itself shows is not inherited again.
    expect(loans.summary).toEqual([[]]);
  });

  it('when the noun modifies another ("the loan agreement") or sits inside a term, then it refers to nothing', () => {
    const read = inherited(['Relationship manager for export finance loans.'], [['Checked the loan agreement']]);
    expect(read.jobs).toEqual([[[]]]);
    // Nor is a word inside a term the head of one: "loan" in "loan-to-value" names no loan.
    const ltv = inherited([], [['Sized each deal on loan-to-value', 'Watched the loan after drawdown']]);
    expect(ltv.jobs).toEqual([[[], []]]);
  });

  it('when another job or an unread mention comes between, then nothing is inherited', () => {
    // Another job's work is its own: job two's "these contracts" does not reach job one's swaps.
    const otherJob = inherited([], [['Traded interest rate swaps with pension funds'], ['Reviewed these contracts']]);
    expect(otherJob.jobs).toEqual([[[]], [[]]]);
    // The nearest contracts are employment contracts, which the scorer does not read: not the summary's swaps.
    const unread = inherited(
      ['I trade interest rate swaps with pension funds.'],
      [['Negotiated employment contracts for the desk', 'Reviewed these contracts every month']],
    );
    expect(unread.jobs).toEqual([[[], []]]);
    // Without them, the summary's swaps are what "these contracts" means.
    const direct = inherited(
      ['I trade interest rate swaps with pension funds.'],
      [['Reviewed these contracts every month']],
    );
    expect(direct.jobs[0]![0]!.length).toBeGreaterThan(0);
  });

  it('when a chef writes "these dishes" and "the book" of recipes, then nothing is inherited, even from pasted skills', () => {
    const lines = [
      'Costed these dishes every week',
      'Kept the book of recipes up to date and trained the brigade on the book',
      'Tasted the sauces for the dishes',
    ];
    const ownSummary = ['Head chef at a 60-cover restaurant with a seasonal menu.'];
    expect(inherited(ownSummary, [lines])).toEqual({ summary: [[]], jobs: [[[], [], []]] });
    // The eval's keyword-stuffed chef, with these lines, against roles whose skills name books, bonds and deals.
    for (const id of ['credit_trader', 'fixed_income_portfolio_manager', 'event_driven_analyst', 'fx_trader']) {
      const base = chefWithPastedSkills(role(id));
      const chef: FitCv = { ...base, experience: [{ ...base.experience![0]!, achievements: lines }] };
      const summary = chef.summary!.split(/(?<=\.)\s+/);
      expect(inherited(summary, [lines]).jobs, id).toEqual([[[], [], []]]);
      const fromLines = scoreFit(chef, role(id), AS_OF).skills.filter((s) => s.quotes.some((q) => lines.includes(q)));
      expect(
        fromLines.filter((s) => s.evidence === 'experience'),
        id,
      ).toEqual([]);
    }
  });
});
