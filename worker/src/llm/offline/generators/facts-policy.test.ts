import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { RESEARCH_NOT_KNOWN } from '@fcs/shared/entities';
import { companyFacts, companyRelation } from './facts-policy';
import { buildRoleContext } from './role-context';
import { REAL_COMPANIES } from './test-sample';

function ctxOf(jobId: string) {
  const role = getRole(jobId);
  if (!role) throw new Error(jobId);
  return buildRoleContext(role);
}

describe('companyFacts', () => {
  it.each(REAL_COMPANIES)(
    'when the company is %s, then revenue, size, mission and news are said to be not known',
    (name) => {
      const facts = companyFacts(name);
      for (const field of [facts.revenue, facts.size, facts.mission, ...facts.values]) {
        expect(field.startsWith(RESEARCH_NOT_KNOWN)).toBe(true);
      }
      expect(facts.unknowns).toContain('Recent news, results and deals');
    },
  );

  it('when the company is one whose long-established facts are held, then its true line of business is given', () => {
    expect(companyFacts('Hargreaves Lansdown').industry).toMatch(/investment platform/i);
    expect(companyFacts('Tesco PLC').industry).toMatch(/grocery/i);
    expect(companyFacts('Rolls-Royce').industry).toMatch(/engineering/i);
    expect(companyFacts('legal and general').industry).toMatch(/insurance/i);
    expect(companyFacts('Barclays').founded).toContain('1690');
  });

  it('when the name is not one whose facts are held, then the industry is not guessed from the name', () => {
    for (const name of ['Harrowby Capital Partners', 'Northgate Insurance Brokers', 'Kestrel Payments Ltd']) {
      const facts = companyFacts(name);
      expect(facts.industry.startsWith(RESEARCH_NOT_KNOWN)).toBe(true);
      expect(facts.founded.startsWith(RESEARCH_NOT_KNOWN)).toBe(true);
      expect(facts.headquarters.startsWith(RESEARCH_NOT_KNOWN)).toBe(true);
    }
  });
});

describe('companyRelation', () => {
  it('when a pricing actuary names Tesco, then the report asks and says it is more likely a company the role covers', () => {
    const ctx = ctxOf('pricing_actuary');
    const relation = companyRelation('Tesco', ctx, companyFacts('Tesco').organisation);
    expect(relation.usualEmployer).toBe('no');
    expect(relation.question).toMatch(/^Is Tesco the firm you would work for/);
  });

  it('when a pricing actuary names Aviva, then it reads as a possible employer', () => {
    const ctx = ctxOf('pricing_actuary');
    expect(companyRelation('Aviva', ctx, companyFacts('Aviva').organisation).usualEmployer).toBe('yes');
  });

  it('when an equity research analyst names Unilever, then Unilever is more likely a stock the role covers', () => {
    const ctx = ctxOf('equity_research_analyst');
    expect(companyRelation('Unilever', ctx, companyFacts('Unilever').organisation).usualEmployer).toBe('no');
  });

  it('when the company is unknown, then the question says the report cannot tell from the name', () => {
    const ctx = ctxOf('compliance_advisory_analyst');
    const relation = companyRelation('Harrowby Capital Partners', ctx, undefined);
    expect(relation.usualEmployer).toBe('unclear');
    expect(relation.question).toMatch(/cannot tell from the name/);
  });
});
