import { describe, expect, it } from 'vitest';
import { ZInterviewGuide } from '@fcs/shared/entities';
import { getRole } from '@fcs/shared/catalog/roles';
import { familyOf } from '../knowledge/index';
import { generateInterviewPrep } from './interview-prep';
import { asRunRole } from './test-sample';
import { roleOfSector, sampleRoles } from './test-sample';

const jobDescription = {
  id: 'jd-1',
  title: 'Equity Research Associate',
  company: 'Kingsbridge Securities',
  description: 'Join our UK consumer team supporting a ranked senior analyst.',
  requirements: [
    'Strong financial modelling in Excel',
    'Excellent written communication',
    'Progress towards the CFA Level I exam',
  ],
  responsibilities: [
    'Maintain earnings models for 12 listed companies',
    'Draft results notes before the market opens',
    'Answer client model requests',
  ],
};
const userProfile = {
  experience:
    'Two years in audit at a Big Four firm, auditing retail clients. Built Excel models for impairment testing.',
  skills: ['Excel', 'Financial modelling', 'IFRS'],
  strengths: ['Clear writing', 'Attention to detail'],
  areas: ['Public speaking'],
};

describe('generateInterviewPrep', () => {
  const roles = sampleRoles();

  it('when run over at least 20 roles, then every guide parses with ZInterviewGuide and has all five section types', () => {
    expect(roles.length).toBeGreaterThanOrEqual(20);
    for (const role of roles) {
      const guide = generateInterviewPrep({ role, input: { jobDescription, userProfile } });
      const parsed = ZInterviewGuide.safeParse(guide);
      expect(parsed.success, `${role.job_id}: ${parsed.success ? '' : parsed.error.message}`).toBe(true);
      expect(new Set(guide.sections.map((s) => s.type))).toEqual(
        new Set(['guide', 'questions', 'tips', 'preparation', 'confidence']),
      );
    }
  });

  it('when the description lists requirements and responsibilities, then the questions quote them and the company', () => {
    const guide = generateInterviewPrep({ role: roleOfSector('research'), input: { jobDescription, userProfile } });
    const questions = guide.questions.map((q) => q.title).join('\n');
    expect(questions).toContain('maintain earnings models for 12 listed companies');
    expect(questions).toContain('Why Kingsbridge Securities');
    expect(questions).toContain('public speaking');
    expect(guide.summary).toContain('Kingsbridge Securities');
  });

  it("when the candidate's strengths cover a requirement, then the guide says so, and uncovered ones go to preparation", () => {
    const guide = generateInterviewPrep({ role: roleOfSector('research'), input: { jobDescription, userProfile } });
    const assess = guide.sections.find((s) => s.type === 'guide')!;
    const modelling = assess.items.find((i) => i.title.includes('financial modelling'))!;
    expect(modelling.content).toMatch(/^Covered by/);
    const prep = guide.sections.find((s) => s.type === 'preparation')!;
    expect(prep.items.some((i) => i.title.includes('CFA'))).toBe(true);
    expect(guide.confidenceBoosters.join(' ')).toMatch(/Clear writing/);
  });

  it('when called twice with the same input, then the guide is identical', () => {
    const input = { jobDescription, userProfile };
    expect(generateInterviewPrep({ role: roles[1]!, input })).toEqual(
      generateInterviewPrep({ role: roles[1]!, input }),
    );
  });

  it('when two very different roles prepare for the same description, then their technical questions differ', () => {
    const a = generateInterviewPrep({ role: roleOfSector('quant'), input: { jobDescription, userProfile } });
    const b = generateInterviewPrep({
      role: roleOfSector('wealth_management'),
      input: { jobDescription, userProfile },
    });
    expect(a.questions.map((q) => q.title)).not.toEqual(b.questions.map((q) => q.title));
  });

  it('when the description has no listed requirements and the profile is thin, then it still builds a guide', () => {
    const guide = generateInterviewPrep({
      role: roles[0]!,
      input: {
        jobDescription: {
          title: 'Analyst',
          company: 'Unknown Company',
          description: 'You will build models. You will support senior bankers on live deals.',
        },
        userProfile: { experience: 'Graduate.' },
      },
    });
    expect(ZInterviewGuide.safeParse(guide).success).toBe(true);
    expect(guide.questions.length).toBeGreaterThan(3);
  });

  it('when two sibling roles prepare for the same generic graduate description, then each reads its requirements through its own work', () => {
    const generic = {
      title: 'Graduate Programme',
      company: 'Northgate Insurance',
      description: 'Rotations across the business with study support.',
      requirements: [
        'Strong analytical and problem-solving skills',
        'Ability to work in a team and build relationships',
      ],
      responsibilities: ['Deliver analysis to stakeholders'],
    };
    const pricing = generateInterviewPrep({
      role: asRunRole(getRole('pricing_actuary')!),
      input: { jobDescription: generic, userProfile },
    });
    const reserving = generateInterviewPrep({
      role: asRunRole(getRole('reserving_actuary')!),
      input: { jobDescription: generic, userProfile },
    });
    const guideOf = (g: typeof pricing) => g.sections.find((s) => s.type === 'guide')!.items.map((i) => i.content);
    expect(guideOf(pricing)).not.toEqual(guideOf(reserving));
    // The technical questions and the advice on answering are the family's own.
    const own = familyOf('pricing_actuary')!;
    for (const q of pricing.questions.filter((q) => q.content.startsWith('What a strong answer covers')))
      expect(own.interview!.map((x) => x.question)).toContain(q.title);
    const tips = pricing.sections.find((s) => s.type === 'tips')!;
    expect(tips.items.map((i) => i.title)).toEqual(expect.arrayContaining(own.interviewing!.tips));
    expect(tips.content).toContain(own.interviewing!.pitfalls[0]!.replace(/\.$/, '').toLowerCase().slice(0, 30));
  });
});
