import { describe, expect, it } from 'vitest';
import { ZCvData } from '../entities';
import { ZCvDataInput } from '../workflows/job-match';
import { CV_EMAIL_PLACEHOLDER, CV_NAME_PLACEHOLDER, parseCv } from './parse-cv';

const CV = `CURRICULUM VITAE
Priya Raman
London · 07700 900123 · priya.raman@example.com · linkedin.com/in/priya

PROFILE
Credit analyst with six years in UK mid-market lending, comfortable building cash-flow models and writing credit papers for committee.

WORK EXPERIENCE
Senior Credit Analyst, Northbridge Bank | Jan 2021 – Present
Lead analyst on a £600m portfolio of leveraged loans.
• Cut annual review turnaround from 15 to 9 days by standardising the model template
• Flagged two covenant breaches a quarter before default

Credit Analyst
Harbour Capital | 2018 - 2020
- Wrote 40+ credit papers for the investment committee

Graduate Analyst at Oak Partners (2016 – 2018)
- Rotations in risk and operations

Intern, Some Firm, 2015 - 2016

EDUCATION
BSc Economics, University of Leeds, 2015
A-levels: Maths, Economics, History
Leeds Grammar School 2012

SKILLS
Financial modelling, Excel, Python; SQL | Bloomberg
Languages: English, Tamil
IT
`;

describe('parseCv', () => {
  it('when a CV with the usual sections is read, then the spec fields come out', () => {
    const cv = parseCv(CV);
    expect(ZCvData.parse(cv)).toEqual(cv);
    expect(ZCvDataInput.parse(cv)).toBeTruthy();
    expect(cv.name).toBe('Priya Raman');
    expect(cv.email).toBe('priya.raman@example.com');
    expect(cv.summary).toMatch(/^Credit analyst with six years/);
    expect(cv.experience.map((e) => [e.title, e.company, e.duration])).toEqual([
      ['Senior Credit Analyst', 'Northbridge Bank', 'Jan 2021 – Present'],
      ['Credit Analyst', 'Harbour Capital', '2018 - 2020'],
      ['Graduate Analyst', 'Oak Partners', '2016 – 2018'],
    ]);
    expect(cv.experience[0]).toMatchObject({
      description: 'Lead analyst on a £600m portfolio of leveraged loans.',
      achievements: [
        'Cut annual review turnaround from 15 to 9 days by standardising the model template',
        'Flagged two covenant breaches a quarter before default',
      ],
    });
    expect(cv.experience[1]!.achievements).toEqual(['Wrote 40+ credit papers for the investment committee']);
    expect(cv.education).toEqual([
      { id: 'edu-1', degree: 'BSc Economics', institution: 'University of Leeds', year: '2015' },
      { id: 'edu-2', degree: 'A-levels: Maths', institution: 'Leeds Grammar School', year: '2012' },
    ]);
    // 'Languages:' starts a section of its own.
    expect(cv.skills).toEqual(['Financial modelling', 'Excel', 'Python', 'SQL', 'Bloomberg']);
  });

  it('when there are many skills, then 15 come back, none of two letters or fewer, no duplicates', () => {
    const skills = Array.from({ length: 30 }, (_, i) => `Skill${i}`).join(', ');
    const cv = parseCv(`Sam Lee\nSkills\n${skills}, IT, R, skill0`);
    expect(cv.skills).toHaveLength(15);
    expect(cv.skills).not.toContain('IT');
    expect(cv.skills.filter((s) => s.toLowerCase() === 'skill0')).toHaveLength(1);
  });

  it('when no line of the first five reads as a name and no e-mail is there, then the placeholders say so', () => {
    const cv = parseCv('https://example.com/cv\n07700 900123\nA\nmail: none\nx\nJo Bloggs');
    expect(cv.name).toBe(CV_NAME_PLACEHOLDER);
    expect(cv.email).toBe(CV_EMAIL_PLACEHOLDER);
    expect(cv.experience).toEqual([]);
    expect(ZCvData.parse(cv)).toEqual(cv);
  });

  it('when the name is one of the first five lines after contact lines, then it is found; a sixth line is not', () => {
    expect(parseCv('Resume\nphone 0123\nmail@x.com\nhttps://x.io\nJane Doe').name).toBe('Jane Doe');
    expect(parseCv('1\n2\n3\n4\n5\nJane Doe').name).toBe(CV_NAME_PLACEHOLDER);
  });

  it('when there is no experience heading, then date-ranged lines of the CV are still read as roles', () => {
    const cv = parseCv(
      'Tom Hart\nRisk Analyst at Acme Bank, 2019 - 2023\n- Built stress tests\nAnalyst | Beta Ltd | 2017-2019',
    );
    expect(cv.experience.map((e) => [e.title, e.company])).toEqual([
      ['Risk Analyst', 'Acme Bank'],
      ['Analyst', 'Beta Ltd'],
    ]);
    expect(cv.experience[0]!.achievements).toEqual(['Built stress tests']);
  });
});
