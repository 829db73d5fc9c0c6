import { describe, expect, it } from 'vitest';
import { getRole } from '@fcs/shared/catalog/roles';
import { RESEARCH_NOT_KNOWN, ZResearchReport } from '@fcs/shared/entities';
import { generateResearchReport } from './research-report';
import { REAL_COMPANIES, roleOfSector, sampleRoles } from './test-sample';

/** Words that report an event at a company: none may follow a real company's name in a report. */
const EVENT =
  /\b(?:warns?|cuts?|raises?|guidance|profit warning|bidders?|sale process|appoints?|beats?|fined|takeover|acquires?|shares (?:fall|rise|fell|rose))\b/i;

function report(jobId: string, companyName: string, userTier = 'starter') {
  const role = getRole(jobId);
  if (!role) throw new Error(jobId);
  return generateResearchReport({ role, input: { companyName, jobProfile: role, userTier } });
}

function sentences(value: unknown): string[] {
  return JSON.stringify(value)
    .split(/(?<=[.!?])\s+|","/)
    .filter((s) => s.length > 0);
}

describe('generateResearchReport', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles, then every report parses and names the company', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      const r = generateResearchReport({
        role,
        input: { companyName: 'Harrowby Capital Partners', jobProfile: role, userTier: 'starter' },
      });
      const parsed = ZResearchReport.safeParse(r);
      expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      expect(r.companyName).toBe('Harrowby Capital Partners');
      expect(r.summary).toContain('Harrowby Capital Partners');
    }
  });

  it.each(REAL_COMPANIES)('when the company is %s, then no sentence attaches an event to it', (name) => {
    for (const jobId of ['equity_research_analyst', 'private_equity_associate', 'pricing_actuary']) {
      const r = report(jobId, name, 'elite');
      const named = sentences(r).filter((s) => s.includes(name));
      for (const s of named) {
        const after = s.slice(s.indexOf(name) + name.length, s.indexOf(name) + name.length + 80);
        expect(after, `${jobId}: ${s}`).not.toMatch(EVENT);
      }
    }
  });

  it('when the company is a real one, then every trend but the first is labelled sector-level and none names it', () => {
    const r = report('equity_research_analyst', 'Tesco', 'elite');
    const [first, ...themes] = r.companyOverview.recentTrends;
    expect(first?.scope).toBe('company');
    expect(first?.source).toMatch(/^Not known/);
    expect(themes.length).toBeGreaterThanOrEqual(2);
    for (const t of themes) {
      expect(t.scope).toBe('sector');
      expect(t.title).toMatch(/^Sector theme: /);
      expect(t.title).not.toContain('Tesco');
    }
  });

  it('when the company is Hargreaves Lansdown, then its industry is its real one, not a guess from the role', () => {
    const r = report('compliance_advisory_analyst', 'Hargreaves Lansdown');
    expect(r.companyOverview.industry).toMatch(/investment platform/i);
    expect(r.companyOverview.revenue.startsWith(RESEARCH_NOT_KNOWN)).toBe(true);
  });

  it('when the company is unknown, then what it does is not known and the report says it guesses nothing', () => {
    const r = report('compliance_advisory_analyst', 'Zephyr Widgets Ltd');
    expect(r.companyOverview.industry.startsWith(RESEARCH_NOT_KNOWN)).toBe(true);
    expect(r.notKnown).toContain('What the company does');
    expect(r.summary).toMatch(/none are guessed/);
  });

  it('when any company is researched, then the report asks whether it is the employer or a company the role covers', () => {
    const r = report('equity_research_analyst', 'Unilever');
    expect(r.openQuestions?.[0]).toMatch(/^Is Unilever the firm you would work for/);
    expect(r.summary.startsWith('Is Unilever the firm you would work for')).toBe(true);
  });

  it('when the user is elite, then the report carries more sector themes and KPIs', () => {
    const role = roleOfSector('risk');
    const starter = generateResearchReport({ role, input: { companyName: 'Aviva', userTier: 'starter' } });
    const elite = generateResearchReport({ role, input: { companyName: 'Aviva', userTier: 'elite' } });
    expect(elite.companyOverview.recentTrends.length).toBeGreaterThan(starter.companyOverview.recentTrends.length);
    expect(elite.kpisAndExpectations.primaryKPIs.length).toBeGreaterThan(
      starter.kpisAndExpectations.primaryKPIs.length,
    );
  });

  it('when called twice with the same company, then the report is identical', () => {
    const input = { companyName: 'Schroders' };
    expect(generateResearchReport({ role: roles[6]!, input })).toEqual(
      generateResearchReport({ role: roles[6]!, input }),
    );
  });

  it('when two very different roles research the same company, then positioning and KPIs differ', () => {
    const a = generateResearchReport({ role: roleOfSector('quant'), input: { companyName: 'HSBC' } });
    const b = generateResearchReport({ role: roleOfSector('wealth_management'), input: { companyName: 'HSBC' } });
    expect(a.rolePositioning.department).not.toEqual(b.rolePositioning.department);
    expect(a.kpisAndExpectations.primaryKPIs.map((k) => k.name)).not.toEqual(
      b.kpisAndExpectations.primaryKPIs.map((k) => k.name),
    );
  });

  it("when the role's family has themes and checks, then the report uses them: themes labelled sector-level, checks as what is not known", () => {
    const r = report('reserving_actuary', 'Aviva', 'elite');
    const themes = r.companyOverview.recentTrends.filter((t) => t.scope === 'sector');
    expect(themes.length).toBeGreaterThanOrEqual(3);
    for (const t of themes) {
      expect(t.title.startsWith('Sector theme: ')).toBe(true);
      expect(t.description).toContain('not a report about Aviva');
    }
    expect(themes.map((t) => t.title)).toContain('Sector theme: IFRS 17 reporting');
    expect(r.notKnown?.some((n) => n.includes('Solvency and Financial Condition Report'))).toBe(true);
  });

  it('when two siblings research the same company, then their themes, KPIs and questions differ', () => {
    const a = report('reserving_actuary', 'Aviva', 'elite');
    const b = report('pensions_actuary', 'Aviva', 'elite');
    expect(a.companyOverview.recentTrends.slice(1).map((t) => t.title)).not.toEqual(
      b.companyOverview.recentTrends.slice(1).map((t) => t.title),
    );
    expect(a.kpisAndExpectations.primaryKPIs.map((k) => k.name)).not.toEqual(
      b.kpisAndExpectations.primaryKPIs.map((k) => k.name),
    );
    expect(a.openQuestions).not.toEqual(b.openQuestions);
  });
});
