import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { parseCv } from '../parsing/parse-cv';
import { ZJobDescriptionPaste, ZSelfProfileForm, selfProfileFormValues } from './interview-prep';
import { EMPTY_CV_EDUCATION, EMPTY_CV_EXPERIENCE, ZCvDataForm, ZJobMatchRequest, cvFormValues } from './job-match';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('the CV correction form (ZCvDataForm)', () => {
  it('when a parsed CV is put in the form and sent back unchanged, then the request carries the same CV data', () => {
    const cv = parseCv(
      [
        'Priya Raman',
        'priya@example.com',
        'EXPERIENCE',
        'Credit Analyst, Northbridge Bank | 2021 - Present',
        '• Cut reviews from 15 to 9 days',
        '• Flagged two breaches early',
        'EDUCATION',
        'BSc Economics, University of Leeds, 2015',
        'SKILLS',
        'Excel, Python, Financial modelling',
      ].join('\n'),
    );
    const cvData = ZCvDataForm.parse(cvFormValues(cv));
    expect(cvData).toMatchObject({
      name: 'Priya Raman',
      email: 'priya@example.com',
      skills: ['Excel', 'Python', 'Financial modelling'],
      education: [{ degree: 'BSc Economics', institution: 'University of Leeds', year: '2015' }],
    });
    expect(cvData.experience[0]).toMatchObject({
      title: 'Credit Analyst',
      company: 'Northbridge Bank',
      achievements: ['Cut reviews from 15 to 9 days', 'Flagged two breaches early'],
    });
    // The api parses the form's output with its own request schema.
    expect(ZJobMatchRequest.safeParse({ cvData, jobId: 'credit_analyst' }).success).toBe(true);
  });

  it('when the CV shows no name or e-mail, then the form starts them empty and asks for the name', () => {
    const values = cvFormValues(
      parseCv('12 Some Street\nLondon EC1 2AB\nThis CV covers many years of work in finance and banking'),
    );
    expect(values.name).toBe('');
    expect(values.email).toBe('');
    expect(issues(ZCvDataForm.safeParse(values))).toEqual({ name: VALIDATION.cvNameRequired });
    const named = ZCvDataForm.parse({ ...values, name: '  Sam Lee ' });
    expect(named.name).toBe('Sam Lee');
    expect(named).not.toHaveProperty('email');
  });

  it('when rows are left blank, then they are dropped; a half-filled row asks for its title', () => {
    const base = { name: 'Sam Lee', email: '', summary: '', skills: '' };
    const blank = ZCvDataForm.parse({ ...base, experience: [EMPTY_CV_EXPERIENCE], education: [EMPTY_CV_EDUCATION] });
    expect(blank.experience).toEqual([]);
    expect(blank.education).toEqual([]);
    const half = ZCvDataForm.safeParse({
      ...base,
      experience: [{ ...EMPTY_CV_EXPERIENCE, company: 'Barclays' }],
      education: [{ ...EMPTY_CV_EDUCATION, institution: 'LSE' }],
    });
    expect(issues(half)).toEqual({
      'experience.0.title': VALIDATION.cvEntryTitleRequired,
      'education.0.degree': VALIDATION.cvDegreeRequired,
    });
  });

  it('when more than 15 skills, 3 experiences or an invalid e-mail are given, then the field says why', () => {
    const skills = Array.from({ length: 16 }, (_, i) => `Skill ${i + 1}`).join(', ');
    const result = ZCvDataForm.safeParse({
      name: 'Sam Lee',
      email: 'sam-at-example',
      summary: '',
      skills,
      experience: Array.from({ length: 4 }, (_, i) => ({ ...EMPTY_CV_EXPERIENCE, title: `Role ${i}` })),
      education: [],
    });
    const found = issues(result);
    expect(found.skills).toBe(VALIDATION.cvSkillsMax);
    expect(found.email).toBe(VALIDATION.emailInvalid);
    expect(found.experience).toMatch(/3/);
    // Duplicates and blanks between commas do not count.
    expect(
      ZCvDataForm.parse({
        name: 'Sam Lee',
        email: '',
        summary: '',
        skills: 'Excel, , Excel,SQL ',
        experience: [],
        education: [],
      }).skills,
    ).toEqual(['Excel', 'SQL']);
  });
});

describe('Tell Us About Yourself (ZSelfProfileForm)', () => {
  it('when experience is blank, then the spec message; lists are comma-separated with blanks removed', () => {
    expect(issues(ZSelfProfileForm.safeParse(selfProfileFormValues(null)))).toEqual({
      experience: VALIDATION.experienceRequired,
    });
    const profile = ZSelfProfileForm.parse({
      experience: '  Two years in audit at a Big Four firm ',
      skills: 'Excel, , IFRS ,',
      strengths: 'Detail',
      areas: '',
    });
    expect(profile).toEqual({
      experience: 'Two years in audit at a Big Four firm',
      skills: ['Excel', 'IFRS'],
      strengths: ['Detail'],
      areas: [],
    });
    expect(selfProfileFormValues(profile)).toEqual({
      experience: 'Two years in audit at a Big Four firm',
      skills: 'Excel, IFRS',
      strengths: 'Detail',
      areas: '',
    });
  });

  it('when a pasted job description is blank, then the spec message', () => {
    expect(issues(ZJobDescriptionPaste.safeParse({ text: ' \n ' }))).toEqual({
      text: VALIDATION.jobDescriptionRequired,
    });
  });
});
