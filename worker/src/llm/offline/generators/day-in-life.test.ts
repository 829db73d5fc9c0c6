import { describe, expect, it } from 'vitest';
import { DAY_PERIODS } from '@fcs/shared/constants';
import { ZDaySimulationResult } from '@fcs/shared/entities';
import { generateDayInLife } from './day-in-life';
import { getRole } from '@fcs/shared/catalog/roles';
import { roleOfSector, sampleRoles } from './test-sample';

describe('generateDayInLife', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles, then every day parses and follows the five DAY_PERIODS', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      const day = generateDayInLife({ role, input: { jobProfile: role } });
      const parsed = ZDaySimulationResult.safeParse(day);
      expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      expect(day.daySchedule.map((p) => [p.title, p.timeRange, p.energy])).toEqual(
        DAY_PERIODS.map((p) => [p.title, p.timeRange, p.energy]),
      );
    }
  });

  it("when a day is simulated, then the role's own skills and tools appear in its activities", () => {
    const role = roleOfSector('compliance_financial_crime');
    const day = generateDayInLife({ role, input: {} });
    const titles = day.daySchedule.flatMap((p) => p.activities.map((a) => a.title.toLowerCase()));
    expect(titles.some((t) => t.startsWith(role.skills[0]!.toLowerCase().slice(0, 12)))).toBe(true);
    expect(day.summary).toContain(role.title);
    expect(day.persona.experience).toContain(role.title);
  });

  it('when called twice, then the day is identical', () => {
    expect(generateDayInLife({ role: roles[4]!, input: {} })).toEqual(
      generateDayInLife({ role: roles[4]!, input: {} }),
    );
  });

  it('when two very different roles are simulated, then persona, activities and summary differ', () => {
    const a = generateDayInLife({ role: roleOfSector('sales_trading'), input: {} });
    const b = generateDayInLife({ role: roleOfSector('accounting_audit'), input: {} });
    expect(a.daySchedule[1]!.activities.map((x) => x.title)).not.toEqual(
      b.daySchedule[1]!.activities.map((x) => x.title),
    );
    expect(a.summary).not.toEqual(b.summary);
  });

  it("when siblings in one sector are simulated, then each day is its family's work", () => {
    const day = (id: string) => {
      const role = getRole(id)!;
      return JSON.stringify(generateDayInLife({ role, input: { jobProfile: role } })).toLowerCase();
    };
    const pensions = day('pensions_actuary');
    expect(pensions).toMatch(/trustee/);
    expect(pensions).not.toMatch(/broker submission|storm claim/);
    const adjuster = day('loss_adjuster');
    expect(adjuster).toMatch(/site inspection|policy wording/);
    expect(day('kyc_analyst')).not.toEqual(day('sanctions_analyst'));
  });
});
