import { describe, expect, it } from 'vitest';
import { ZJobMatchResult } from '@fcs/shared/entities';
import type { Role } from '@fcs/shared/catalog/schema';
import { estimateYears, generateJobMatch } from './job-match';
import { roleOfSector, sampleRoles } from './test-sample';

function relevantCv(role: Role) {
  return {
    id: 'cv-1',
    name: 'Alex Morgan',
    email: 'alex@example.com',
    summary: `Three years working on ${role.interests.slice(0, 2).join(' and ').toLowerCase()}.`,
    skills: role.skills.slice(0, 8),
    experience: [
      {
        id: 'e1',
        title: `Junior ${role.title}`,
        company: 'Greystone Bank plc',
        duration: '2021 - 2024',
        description: role.skills.join('. '),
        achievements: [`Delivered ${role.skills[0]?.toLowerCase()} for a major client`],
      },
    ],
    education: [{ id: 'd1', degree: 'BSc Economics and Finance', institution: 'University of Leeds', year: '2021' }],
  };
}

const unrelatedCv = {
  id: 'cv-2',
  name: 'Sam Baker',
  email: 'sam@example.com',
  summary: 'Head chef who loves seasonal British food and running a busy kitchen.',
  skills: ['Menu design', 'Food hygiene', 'Kitchen brigade leadership', 'Pastry', 'Allergen control'],
  experience: [
    {
      id: 'e1',
      title: 'Head Chef',
      company: 'The Olive Tree',
      duration: '2017 - 2024',
      description: 'Ran a 40-cover kitchen, planned seasonal menus and trained junior cooks.',
      achievements: ['Won a county food award'],
    },
  ],
  education: [
    { id: 'd1', degree: 'NVQ Level 3 Professional Cookery', institution: 'Leeds City College', year: '2016' },
  ],
};

describe('generateJobMatch', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles with a relevant and an unrelated CV, then every result parses', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      for (const cvData of [relevantCv(role), unrelatedCv]) {
        const parsed = ZJobMatchResult.safeParse(generateJobMatch({ role, input: { cvData, jobProfile: role } }));
        expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      }
    }
  });

  it("when the CV is full of the role's skills, then it scores at least 25 points above an unrelated CV", () => {
    for (const role of roles) {
      const relevant = generateJobMatch({ role, input: { cvData: relevantCv(role) } }).fitScore;
      const unrelated = generateJobMatch({ role, input: { cvData: unrelatedCv } }).fitScore;
      expect(relevant - unrelated, role.job_id).toBeGreaterThanOrEqual(25);
      expect(unrelated, role.job_id).toBeLessThan(60);
    }
  });

  it('when skills only partly match (different word forms), then partial matching still gives credit', () => {
    const role = roleOfSector('research');
    const withForms = { ...unrelatedCv, skills: ['Valuations using DCFs', 'Financial modeller', 'Research writing'] };
    const partial = generateJobMatch({ role, input: { cvData: withForms } });
    const none = generateJobMatch({ role, input: { cvData: unrelatedCv } });
    expect(partial.fitScore).toBeGreaterThan(none.fitScore);
    expect(partial.strengths.map((s) => s.title).join(' ')).toMatch(/Valuation/);
  });

  it('when called twice with the same CV, then the result is identical', () => {
    const role = roles[3]!;
    const input = { cvData: relevantCv(role) };
    expect(generateJobMatch({ role, input })).toEqual(generateJobMatch({ role, input }));
  });

  it('when the CV misses core skills, then they appear as gaps with resources and the summary names them', () => {
    const role = roleOfSector('quant');
    const result = generateJobMatch({ role, input: { cvData: unrelatedCv } });
    expect(result.gaps.length).toBeGreaterThan(0);
    expect(result.gaps[0]!.importance).toBe('critical');
    expect(result.gaps[0]!.resources.length).toBeGreaterThan(0);
    expect(result.summary).toContain(result.gaps[0]!.skill);
  });

  it('when the input has no CV at all, then it does not throw and scores low', () => {
    const result = generateJobMatch({ role: roles[0]!, input: {} });
    expect(ZJobMatchResult.safeParse(result).success).toBe(true);
    expect(result.fitScore).toBeLessThan(30);
  });

  it('when durations are written in different ways, then years are estimated from each', () => {
    const cv = (duration: string) => ({
      name: 'x',
      summary: '',
      skills: [],
      education: [],
      experience: [{ title: 'Analyst', company: 'X', duration, description: '', achievements: [] }],
    });
    expect(estimateYears(cv('2019 - 2023'))).toBe(4);
    expect(estimateYears(cv('3 years'))).toBe(3);
    expect(estimateYears(cv('18 months'))).toBe(1.5);
    expect(estimateYears(cv('Jan 2022 - Present'))).toBe(3);
  });
});
