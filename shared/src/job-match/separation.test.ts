import { describe, expect, it } from 'vitest';
import { getRole, ROLES } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { scoreFit } from './score-fit';
import { practitionerCv, SEPARATION_AS_OF, separationOf } from './separation';

const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};

/**
 * Adjacent roles whose skill lists were revised to name what is specific to each job (ADR 009, issue 13), with
 * the least margin each must keep: the role's own synthetic practitioner's score minus the neighbour's
 * practitioner's score against the role. A later catalogue edit that names the shared work again fails here.
 * The full matrix is printed by `npm run job-match:separation`.
 */
const REVISED_PAIRS: readonly [role: string, neighbour: string, minMargin: number][] = [
  // Before the revision in brackets.
  ['corporate_broker', 'investor_relations_manager', 30], // (8)
  ['leveraged_finance_analyst', 'project_finance_analyst', 20], // (8)
  ['leveraged_finance_analyst', 'commercial_real_estate_lender', 25], // (12)
  ['external_auditor', 'technical_accounting_manager', 27], // (18)
  ['external_auditor', 'financial_controller', 25], // (21)
  ['financial_controller', 'product_control_analyst', 17], // (15)
  ['discretionary_investment_manager', 'financial_planner', 38], // (36)
  ['discretionary_investment_manager', 'client_portfolio_manager', 27], // (25)
  ['energy_trader', 'commodities_analyst', 24], // (10)
  ['equity_sales_trader', 'buy_side_dealer', 19], // (10)
  ['equity_research_analyst', 'equity_strategist', 13], // (11)
  ['commercial_credit_analyst', 'commercial_real_estate_lender', 18], // (12)
  ['credit_risk_manager', 'private_credit_analyst', 18], // (12)
  ['restructuring_analyst', 'distressed_debt_analyst', 19], // (12)
  ['distressed_debt_analyst', 'restructuring_analyst', 19], // (14)
  ['fx_trader', 'rates_trader', 24], // (13)
  ['private_equity_associate', 'corporate_development_manager', 16], // (13)
  ['private_equity_associate', 'private_credit_analyst', 19], // (15)
  ['model_validation_analyst', 'derivatives_quant', 21], // (14)
  ['rates_fx_strategist', 'debt_capital_markets_analyst', 21], // (14)
  ['treasury_policy_adviser', 'ombudsman_investigator', 34], // (14)
  ['bank_economist', 'central_bank_economist', 24], // (15)
  ['compliance_advisory_analyst', 'regulatory_change_analyst', 26], // (16)
  ['corporate_actions_analyst', 'equity_derivatives_trader', 29], // (17)
  ['specialty_insurance_broker', 'lloyds_underwriter', 18], // (18)
  ['credit_trader', 'rates_trader', 25], // (17)
  ['real_estate_investment_analyst', 'commercial_real_estate_lender', 27], // (18)
  ['compliance_monitoring_analyst', 'paraplanner', 27], // (22)
  ['fca_supervisor', 'digital_assets_analyst', 22], // (20)
  // Neighbours whose own descriptions now name more of their work: kept from drawing closer.
  ['corporate_broker', 'equity_capital_markets_analyst', 22], // (32: ECM and broking share placings)
  ['equity_capital_markets_analyst', 'corporate_broker', 26], // (28)
  ['transaction_services_analyst', 'commercial_credit_analyst', 28], // (33)
  ['settlements_analyst', 'corporate_actions_analyst', 28], // (45: both now name custodians' notifications)
  ['credit_rating_analyst', 'leveraged_finance_analyst', 35], // (36)
  ['real_estate_asset_manager', 'real_estate_investment_analyst', 42], // (46: asset business plans are the asset manager's)
  ['portfolio_operations_manager', 'private_equity_associate', 32], // (35: value creation is portfolio operations' work)
  ['venture_capital_analyst', 'private_equity_associate', 32], // (36: deal sourcing is the VC analyst's)
];

describe('cross-role separation of the fit score', () => {
  it("writes a practitioner's CV from the role: its title, description and skills in one job, dated from the entry years", () => {
    const auditor = role('external_auditor');
    const cv = practitionerCv(auditor);
    const job = cv.experience![0]!;
    expect(job.title).toBe('External Auditor');
    expect(job.description).toContain(auditor.description);
    for (const skill of auditor.skills) expect(job.description).toContain(skill);
    expect(job.duration).toBe('Jan 2023 - Present');
  });

  it("scores every role's own synthetic practitioner an excellent fit", () => {
    for (const r of ROLES) {
      expect(scoreFit(practitionerCv(r), r, { asOf: SEPARATION_AS_OF }).fitScore, r.job_id).toBeGreaterThanOrEqual(88);
    }
  });

  it('lists the neighbours nearest first, each with its margin below the own score', () => {
    const row = separationOf(role('corporate_broker'), ROLES);
    expect(row.neighbours).toHaveLength(ROLES.length - 1);
    const margins = row.neighbours.map((n) => n.margin);
    expect(margins).toEqual([...margins].sort((a, b) => a - b));
    for (const n of row.neighbours) expect(n.margin).toBe(row.own - n.score);
  });

  it.each(REVISED_PAIRS)('keeps %s apart from a practitioner of %s by at least %i points', (id, other, minMargin) => {
    const own = scoreFit(practitionerCv(role(id)), role(id), { asOf: SEPARATION_AS_OF }).fitScore;
    const neighbour = scoreFit(practitionerCv(role(other)), role(id), { asOf: SEPARATION_AS_OF }).fitScore;
    expect(own - neighbour).toBeGreaterThanOrEqual(minMargin);
  });
});
