import { describe, expect, it } from 'vitest';
import { ZSandboxContent } from '@fcs/shared/sandbox/schema';
import { generateSandbox } from './sandbox-generation';
import { getRole } from '@fcs/shared/catalog/roles';
import type { Role } from '@fcs/shared/catalog/schema';
import { roleOfSector, sampleRoles } from './test-sample';

const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};
const text = (value: unknown) => JSON.stringify(value).toLowerCase();

describe('generateSandbox', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles, then every week parses with ZSandboxContent and has the brief’s counts', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      const week = generateSandbox({ role, input: { jobId: role.job_id } });
      const parsed = ZSandboxContent.safeParse(week);
      expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      expect(week.emails.length).toBeGreaterThanOrEqual(6);
      expect(week.emails.length).toBeLessThanOrEqual(8);
      expect(week.projects.length).toBeGreaterThanOrEqual(3);
      expect(week.projects.length).toBeLessThanOrEqual(5);
      expect(week.meetings.length).toBeGreaterThanOrEqual(3);
      expect(week.meetings.length).toBeLessThanOrEqual(4);
      expect(week.files.length).toBeGreaterThanOrEqual(4);
      expect(week.files.length).toBeLessThanOrEqual(6);
      expect(week.news.length).toBeGreaterThanOrEqual(4);
      expect(week.news.length).toBeLessThanOrEqual(6);
      expect(week.fundamentals.length).toBeGreaterThanOrEqual(6);
      expect(week.fundamentals.length).toBeLessThanOrEqual(8);
      expect(week.companies.length).toBeGreaterThanOrEqual(3);
      expect(week.companies.length).toBeLessThanOrEqual(5);
    }
  });

  it("when a week is generated, then the role's title, skills and manager run through it and no placeholder is left", () => {
    const role = roleOfSector('private_markets');
    const week = generateSandbox({ role, input: {} });
    expect(week.scenario).toContain(role.title);
    expect(week.emails.some((e) => e.subject.toLowerCase().includes(role.skills[0]!.toLowerCase().slice(0, 20)))).toBe(
      true,
    );
    expect(JSON.stringify(week)).not.toMatch(/\{(role|company|company2|skill|manager|senior)\}/);
  });

  it('when the manager appears in an email and in the 1:1, then it is the same person', () => {
    const week = generateSandbox({ role: roleOfSector('investment_banking'), input: {} });
    const oneToOne = week.meetings.find((m) => m.title.startsWith('1:1 with '))!;
    const manager = oneToOne.title.replace('1:1 with ', '');
    expect(week.emails.some((e) => e.from.startsWith(manager))).toBe(true);
  });

  it('when called twice, then the week is identical', () => {
    expect(generateSandbox({ role: roles[7]!, input: {} })).toEqual(generateSandbox({ role: roles[7]!, input: {} }));
  });

  it('when two very different roles are generated, then their inbox and projects differ', () => {
    const a = generateSandbox({ role: roleOfSector('hedge_funds'), input: {} });
    const b = generateSandbox({ role: roleOfSector('public_sector'), input: {} });
    expect(a.emails.map((e) => e.subject)).not.toEqual(b.emails.map((e) => e.subject));
    expect(a.scenario).not.toEqual(b.scenario);
  });

  it('when a week is written, then it comes from one case file: every sender and attendee is a case-file person and its figures and fixed points appear in the week', () => {
    const week = generateSandbox({ role: role('reserving_actuary'), input: {} });
    const names = new Set(week.people.map((p) => p.name));
    expect(week.people.length).toBeGreaterThanOrEqual(4);
    for (const email of week.emails) {
      const sender = email.from.replace(/\s*\(.*$/, '');
      expect(names.has(sender) || /learning & development/i.test(email.from), email.from).toBe(true);
    }
    for (const meeting of week.meetings) {
      for (const attendee of meeting.attendees.filter((a) => a !== 'You')) {
        expect(names.has(attendee.replace(/\s*\(.*$/, '')), attendee).toBe(true);
      }
    }
    const body = text([week.scenario, week.emails, week.projects, week.meetings, week.files]);
    expect(week.keyFigures.length).toBeGreaterThanOrEqual(3);
    for (const figure of week.keyFigures) expect(body, figure.value).toContain(figure.value.toLowerCase());
    expect(week.meetings.find((m) => m.title === 'Reserving committee')?.time).toBe('Thu 10:00');
  });

  it('keeps sibling roles in their own work: a pensions actuary handles no storm claims, advisory compliance drafts no SARs, a pricing actuary negotiates no broker renewals', () => {
    const pensions = text(generateSandbox({ role: role('pensions_actuary'), input: {} }));
    expect(pensions).not.toMatch(/storm claim|loss adjust/);
    expect(pensions).toMatch(/trustee/);
    const advisory = text(generateSandbox({ role: role('compliance_advisory_analyst'), input: {} }));
    expect(advisory).not.toMatch(/suspicious activity report|\bsars?\b|national crime agency/);
    const pricing = text(generateSandbox({ role: role('pricing_actuary'), input: {} }));
    expect(pricing).not.toMatch(/negotiat\w* (?:the )?(?:broker )?renewal|broker renewal/);
  });

  it('when two roles share a job family but not the work, then each has its own week (KYC and sanctions)', () => {
    const kyc = generateSandbox({ role: role('kyc_analyst'), input: {} });
    const sanctions = generateSandbox({ role: role('sanctions_analyst'), input: {} });
    expect(kyc.projects.map((p) => p.title)).not.toEqual(sanctions.projects.map((p) => p.title));
    expect(text(sanctions)).toMatch(/designat|screening/);
  });
});
