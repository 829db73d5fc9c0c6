import { describe, expect, it } from 'vitest';
import { ZResearchReport } from '@fcs/shared/entities';
import { generateResearchReport } from './research-report';
import { roleOfSector, sampleRoles } from './test-sample';

describe('generateResearchReport', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles, then every report parses and names the company', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      const report = generateResearchReport({
        role,
        input: { companyName: 'Harrowby Capital Partners', jobProfile: role, userTier: 'starter' },
      });
      const parsed = ZResearchReport.safeParse(report);
      expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      expect(report.companyName).toBe('Harrowby Capital Partners');
      expect(report.summary).toContain('Harrowby Capital Partners');
      expect(report.kpisAndExpectations.performanceExpectations.join(' ')).toContain('Harrowby Capital Partners');
    }
  });

  it('when the company is one we know, then its long-established facts are used; when not, the report says it cannot verify them', () => {
    const role = roleOfSector('retail_commercial_banking');
    const known = generateResearchReport({ role, input: { companyName: 'Barclays' } });
    expect(known.companyOverview.founded).toContain('1690');
    expect(known.companyOverview.mission).toContain('Barclays');
    const unknown = generateResearchReport({ role, input: { companyName: 'Zephyr Widgets Ltd' } });
    expect(unknown.companyOverview.founded).toMatch(/not verified offline/);
    expect(unknown.summary).toMatch(/could not verify/);
  });

  it('when the user is elite, then the report carries more trends and KPIs', () => {
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
});
