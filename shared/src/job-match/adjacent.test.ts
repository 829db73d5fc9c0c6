import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { ADJACENT_PAIRS } from './adjacent-cases';
import { scoreFit } from './score-fit';

const AS_OF = { asOf: '2026-11' };
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};
const pair = (id: string) => {
  const found = ADJACENT_PAIRS.find((p) => p.jobId === id);
  if (!found) throw new Error(id);
  return found;
};

/**
 * The least gap each pair of the development set keeps today (practitioner minus adjacent work), as measured
 * when the set was written (issue 13, ADR 009) and raised by the title reading (`titles.ts`) where the adjacent
 * job's title names another catalogue role (before it in brackets). Several stay under the eval's 25: a lexical
 * score reads the neighbour's shared work (the products, rules, portfolios or accounts) as the role's own. A
 * change that lets adjacent work closer fails here; one that separates them better raises these figures. The
 * other-work reading tried on them is in ADR 009 (tried and not kept).
 */
const LEAST_GAP: Record<string, number> = {
  transaction_banking_sales: 24, // (19) Group Treasury Manager
  financial_promotions_reviewer: 4, // Complaints Specialist: no catalogue role
  discretionary_investment_manager: 25, // (19) Chartered Financial Planner
  external_auditor: 17, // (9) Management Accountant
  private_credit_analyst: 22, // a commercial bank's Credit Analyst: an area, not a role
  technical_accounting_manager: 29, // Group Reporting Accountant: no catalogue role
  equity_research_analyst: 42, // (30) Investor Relations Manager; 41 before its title stopped counting as evidence
  lloyds_underwriter: 11, // (5) Account Executive (a broker's title)
  private_equity_associate: 21, // (9) Corporate Development Manager
  fx_trader: 25, // (3) Treasury Analyst; 22 before FX spot, swaps and NDFs read as products (ctx13)
  mortgage_adviser: 66,
  credit_rating_analyst: 35, // an asset manager's Credit Analyst: an area, not a role
  settlements_analyst: 36, // (27) Fund Accountant
  pensions_actuary: 60, // (27) Senior Pensions Administrator; 57 before its title stopped counting as evidence
  money_laundering_reporting_officer: 66, // (62) KYC Analyst
  collections_recoveries_specialist: 24, // (13) Credit Controller
  compliance_monitoring_analyst: 31, // (24) Internal Auditor
  buy_side_dealer: 42, // 40 before products alone stopped counting as the dealing (ctx13)
};

/** Pairs whose adjacent CV's job title names another catalogue role (`FitAssessment.otherWork`). */
const TITLED_AS_OTHER = [
  'transaction_banking_sales',
  'discretionary_investment_manager',
  'external_auditor',
  'equity_research_analyst',
  'lloyds_underwriter',
  'private_equity_associate',
  'fx_trader',
  'mortgage_adviser',
  'settlements_analyst',
  'pensions_actuary',
  'money_laundering_reporting_officer',
  'collections_recoveries_specialist',
  'compliance_monitoring_analyst',
  'buy_side_dealer',
];

describe('adjacent finance work against the role’s own (issue 13, ADR 009)', () => {
  it('covers at least 15 role and adjacent-work pairs, each role once', () => {
    expect(ADJACENT_PAIRS.length).toBeGreaterThanOrEqual(15);
    expect(new Set(ADJACENT_PAIRS.map((p) => p.jobId)).size).toBe(ADJACENT_PAIRS.length);
    expect(Object.keys(LEAST_GAP).sort()).toEqual(ADJACENT_PAIRS.map((p) => p.jobId).sort());
  });

  it.each(ADJACENT_PAIRS.map((p) => [p.jobId, p.adjacentWork]))(
    '%s: the practitioner stays ahead of %s by at least the measured gap',
    (id) => {
      const { practitioner, adjacent } = pair(id);
      const own = scoreFit(practitioner, role(id), AS_OF).fitScore;
      const other = scoreFit(adjacent, role(id), AS_OF).fitScore;
      expect(own - other).toBeGreaterThanOrEqual(LEAST_GAP[id]!);
    },
  );

  it('reads the adjacent job as another role’s work where its title names one, and no practitioner’s job so', () => {
    for (const p of ADJACENT_PAIRS) {
      const other = scoreFit(p.adjacent, role(p.jobId), AS_OF).otherWork ?? [];
      expect(other.length > 0, p.jobId).toBe(TITLED_AS_OTHER.includes(p.jobId));
      expect(scoreFit(p.practitioner, role(p.jobId), AS_OF).otherWork, p.jobId).toEqual([]);
    }
  });
});
