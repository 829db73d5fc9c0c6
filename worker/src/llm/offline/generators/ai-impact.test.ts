import { describe, expect, it } from 'vitest';
import { ZAiImpactResult } from '@fcs/shared/entities';
import { getRole } from '@fcs/shared/catalog/roles';
import { familyOf } from '../knowledge/index';
import { generateAiImpact } from './ai-impact';
import { asRunRole, roleOfSector, sampleRoles } from './test-sample';

describe('generateAiImpact', () => {
  const roles = sampleRoles();

  it('when run over at least 20 catalogue roles, then every result parses with ZAiImpactResult', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      const parsed = ZAiImpactResult.safeParse(generateAiImpact({ role, input: { jobProfile: role } }));
      expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
    }
  });

  it('when called twice with the same role, then the output is identical', () => {
    for (const role of roles.slice(0, 5)) {
      expect(generateAiImpact({ role, input: {} })).toEqual(generateAiImpact({ role, input: {} }));
    }
  });

  it('when the role is a processing role rather than an advisory one, then its risk score is higher', () => {
    const processing = generateAiImpact({ role: roleOfSector('operations'), input: {} });
    const advisory = generateAiImpact({ role: roleOfSector('wealth_management'), input: {} });
    expect(processing.riskAssessment.riskScore).toBeGreaterThan(advisory.riskAssessment.riskScore);
  });

  it('when a skill is said to be moving to tools, then no vendor product is named as the one doing it', () => {
    // Pairing a skill with a named product claims something about that product ("model validation ... produced
    // by Moody's RMS Intelligent Risk Platform"); the factor is said at the level of the family's work.
    const role = getRole('capital_modelling_actuary')!;
    const result = generateAiImpact({ role: asRunRole(role), input: {} });
    const tools = result.emergingTools.map((t) => t.name);
    const ownFactors = familyOf(role.job_id)?.ai?.disruptionFactors ?? [];
    for (const factor of result.riskAssessment.disruptionFactors.filter((f) => !ownFactors.includes(f))) {
      for (const tool of tools) expect(factor, factor).not.toContain(tool);
    }
  });

  it('when the summary explains the score, then it names the score, the sector baseline and the skill counts', () => {
    const role = roleOfSector('research');
    const result = generateAiImpact({ role, input: {} });
    expect(result.summary).toContain(`${result.riskAssessment.riskScore}%`);
    expect(result.summary).toMatch(/sector baseline \d+%/);
    expect(result.summary).toContain(`Of its ${role.skills.length} core skills`);
  });

  it('when two very different roles are analysed, then their tools, strategies and summaries differ', () => {
    const a = generateAiImpact({ role: roleOfSector('investment_banking'), input: {} });
    const b = generateAiImpact({ role: roleOfSector('insurance_actuarial'), input: {} });
    expect(a.emergingTools.map((t) => t.name)).not.toEqual(b.emergingTools.map((t) => t.name));
    expect(a.summary).not.toEqual(b.summary);
  });

  it('when the role arrives as a run role without its sector, then the catalogue sector is still used', () => {
    const role = roleOfSector('insurance_actuarial');
    const fromRun = generateAiImpact({ role: asRunRole(role), input: {} });
    expect(fromRun).toEqual(generateAiImpact({ role, input: {} }));
  });

  it("when a role's family has a view of AI, then its tasks, tools and new work come from that family and siblings differ", () => {
    const pricing = generateAiImpact({ role: asRunRole(getRole('pricing_actuary')!), input: {} });
    const reserving = generateAiImpact({ role: asRunRole(getRole('reserving_actuary')!), input: {} });
    const fam = familyOf('pricing_actuary')!.ai!;
    expect(pricing.emergingTools.map((t) => t.name)).toEqual(fam.tools.map((t) => t.name));
    expect(pricing.adaptationStrategies[0]!.description).toContain(fam.automatable[0]!.slice(1));
    expect(pricing.adaptationStrategies.map((s) => s.title).join(' ')).toContain(fam.newWork![0]!);
    expect(pricing.emergingTools.map((t) => t.name)).not.toEqual(reserving.emergingTools.map((t) => t.name));
    expect(pricing.riskAssessment.timeline).not.toEqual(reserving.riskAssessment.timeline);
  });

  it('when the perspective is given, then it is labelled as a summary of knowledge, not an invented person with years of experience', () => {
    for (const role of roles) {
      const { professionalPerspective: p } = generateAiImpact({ role, input: {} });
      expect(p.experience, role.job_id).toMatch(/not the words of a real person/);
      expect(`${p.role} ${p.experience} ${p.insights.join(' ')}`).not.toMatch(/\d+ years/);
    }
  });
});
