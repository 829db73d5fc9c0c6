import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';
import { scoreFit } from './score-fit';

/**
 * A quant developer's performance work against adjacent quant work (issue 13, ADR 009, 2026-11-28, quantdev). The
 * skill "Performance optimisation of pricing and risk batches" asks for the speed-up: a quant who prices and whose
 * models risk approves, or a support lead whose applications are risk's, names what the work is done on, not the
 * work. Developers describe the speed-up as a timing ("took the overnight run from 5h to 50 min"). Sentences are
 * the author's own.
 */
const PERFORMANCE = 'Performance optimisation of pricing and risk batches';
const credit = (skill: string, ...lines: string[]) => {
  const units = new Set(lines.flatMap((line) => [...evidenceUnits(line)]));
  return Math.min(1, requirementCoverage(requirementUnits(skill), units).share / 0.6);
};
const perf = (line: string) => evidenceUnits(line).has('c:performance_optimisation');

describe('what a requirement names after its activity and "of" (issue 13, quantdev)', () => {
  it('reads the words after "performance optimisation of" as what it is done on', () => {
    const units = requirementUnits(PERFORMANCE);
    expect(units.filter((u) => u.object).map((u) => u.label)).toEqual(['pricing', 'risk', 'batches']);
    expect(units.find((u) => u.anyOf.includes('c:performance_optimisation'))?.object).toBeUndefined();
  });

  it('keeps a term that runs through its "of" whole ("Quality of earnings review")', () => {
    expect(requirementUnits('Quality of earnings review').some((u) => u.object)).toBe(false);
  });

  it.each([
    ['Build and calibrate pricing models for callable notes, which the model risk team signs off.'],
    ['Price exotic options for the desk', 'Explain the risk numbers to traders every morning'],
    ['Support the risk and pricing applications of the credit trading floor.'],
  ])('gives pricing and risk named without any speed-up a quarter at most: %s', (...lines) => {
    expect(credit(PERFORMANCE, ...lines)).toBeLessThanOrEqual(0.25);
  });

  it.each([
    ['Profiled the pricing library and halved the time of the overnight risk batch.'],
    ['Took the overnight risk batch from 5h to 50min by moving the Greeks to AAD.'],
    ['Own the intraday pricing service', 'Brought the risk refresh down from 12 minutes to 40 seconds'],
  ])('still reads a developer who makes pricing and risk faster in full: %s', (...lines) => {
    expect(credit(PERFORMANCE, ...lines)).toBe(1);
  });
});

describe('a speed-up told as a timing (issue 13, quantdev)', () => {
  it.each([
    'Cut the end-of-day Greeks run from 3h to 35m.',
    'Got the intraday repricing down from ten minutes to under 30 seconds.',
    'Reduced calibration of the vol surface from 2 hours to 12 minutes by caching the grid.',
    'Halved pricer lookups to 200ms.',
  ])('reads "%s" as performance work', (line) => {
    expect(perf(line)).toBe(true);
  });

  it.each([
    'Cut the time from application to decision from 6 weeks to 10 days.',
    'Reduced the batch changeover on the bottling line from 2 hours to 25 minutes.',
    'Cut average A&E waits from 5 hours to 3 hours on my shift.',
    'Took the overnight shift on the ward, twelve hours from 8pm.',
    'Reduced customer query response times from 4 hours to 30 minutes.',
    'Signed 12 new merchants processing £140m a year.',
  ])('reads no performance work in other work: "%s"', (line) => {
    expect(perf(line)).toBe(false);
  });
});

describe('a profile is no profiling (issue 13, quantdev)', () => {
  it.each([
    'Present the risk profile of the trading book to the risk committee.',
    'Assess each client’s attitude-to-risk profile before advising.',
    'Updated customer profiles in the CRM.',
  ])('reads no performance work in "%s"', (line) => {
    expect(perf(line)).toBe(false);
  });

  it.each(['Performance profiling of the Monte Carlo engine', 'Profiling with VTune and valgrind'])(
    'still reads "%s" as performance work',
    (line) => {
      expect(perf(line)).toBe(true);
    },
  );
});

describe('the function that approves the work is not the person’s risk work (issue 13, quantdev)', () => {
  it.each([
    ['approved by model risk', 'Launched a new callable pricer, approved by model risk.'],
    ['signed off by market risk', 'The new hedging model was signed off by market risk.'],
    ['challenge from credit risk', 'Answered challenge from credit risk on each new limit.'],
  ])('reads the risk in "%s" as the approver', (_, line) => {
    const units = evidenceUnits(line);
    expect(units.has('w:risk')).toBe(false);
    expect(units.has('w:risk@with')).toBe(true);
  });

  it.each([
    'Approved by the board, I rebuilt the market risk reporting.',
    'Run the risk engine and the overnight batch.',
    'Reviewed market risk limits each month.',
  ])('keeps risk as the person’s in "%s"', (line) => {
    expect(evidenceUnits(line).has('w:risk')).toBe(true);
  });
});

describe('an engineer is no engine (issue 13, quantdev)', () => {
  it('reads no risk engine in a support engineer’s title', () => {
    const lines = [
      'Senior Support Engineer, Fixed Income',
      'Cover the bond risk applications and their development releases.',
    ];
    expect(credit('Pricing library and risk engine development', ...lines)).toBeLessThanOrEqual(0.34);
  });

  it('still reads a risk engine and a software engineer as before', () => {
    expect(evidenceUnits('Extended the counterparty risk engine for new trades.').has('c:quant_library')).toBe(true);
    expect(
      requirementCoverage(
        requirementUnits('Software engineering'),
        evidenceUnits('Software engineer on trading systems'),
      ).share,
    ).toBe(1);
  });
});

describe('a front-office quant scored as a quant developer (issue 13, quantdev)', () => {
  const role = getRole('quant_developer')!;
  const quant = {
    summary: 'Derivatives quant: I design rates models and prototype them in Python for the library team.',
    experience: [
      {
        title: 'Quantitative Analyst, Rates',
        company: 'A bank',
        duration: 'Jan 2020 - Present',
        description:
          'Develop and calibrate pricing models for Bermudan swaptions and range accruals. Document each model for independent validation and explain model reserves to the desk.',
        achievements: [
          'A new short-rate model for callables, approved by model risk',
          'Prototyped new payoffs in Python',
        ],
      },
    ],
  };
  const developer = {
    summary: 'Quant developer on the rates library.',
    experience: [
      {
        title: 'Quant Developer',
        company: 'A bank',
        duration: 'Jan 2020 - Present',
        description:
          'Maintain the C++ pricing library and the overnight risk batch for the rates desk, with Python bindings for the quants.',
        achievements: ['Took the overnight risk batch from 7h to 1h30m with AAD and grid scheduling'],
      },
    ],
  };
  const skill = (cv: typeof quant) =>
    scoreFit(cv, role, { asOf: '2026-11' }).skills.find((s) => s.skill === PERFORMANCE)!.credit;

  it('gives the quant little of the performance skill and the developer all of it', () => {
    expect(skill(quant)).toBeLessThan(0.2);
    expect(skill(developer)).toBe(1);
  });
});
