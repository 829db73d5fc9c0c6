import { describe, expect, it } from 'vitest';
import { ZJobDescriptionInput } from '../workflows/interview-prep';
import { parseJobDescription, UNKNOWN_COMPANY } from './parse-job-description';

const JD = `Credit Risk Analyst at Northbridge Bank
London, hybrid

About Northbridge Bank
A UK lender to small and mid-sized businesses.

Key responsibilities
- Analyse financial statements of corporate borrowers
- Write credit papers and present them to committee
- Monitor covenants and early-warning indicators
${Array.from({ length: 10 }, (_, i) => `- Extra duty ${i + 1}`).join('\n')}

What you'll need:
• 2+ years in credit analysis or audit
• A degree in finance, economics or a numerate subject
• Strong Excel; SQL is a plus

Benefits
- 25 days holiday`;

describe('parseJobDescription', () => {
  it('when a description has headed sections, then title, company, and at most 10 lines of each list come out', () => {
    const jd = parseJobDescription(JD);
    expect(jd.title).toBe('Credit Risk Analyst');
    expect(jd.company).toBe('Northbridge Bank');
    expect(jd.responsibilities).toHaveLength(10);
    expect(jd.responsibilities.slice(0, 3)).toEqual([
      'Analyse financial statements of corporate borrowers',
      'Write credit papers and present them to committee',
      'Monitor covenants and early-warning indicators',
    ]);
    expect(jd.requirements).toEqual([
      '2+ years in credit analysis or audit',
      'A degree in finance, economics or a numerate subject',
      'Strong Excel; SQL is a plus',
    ]);
    expect(jd.description).toBe(JD);
    expect(ZJobDescriptionInput.parse(jd)).toMatchObject({ company: 'Northbridge Bank' });
  });

  it('when labels name the role and company, then they win', () => {
    const jd = parseJobDescription('Job title: Treasury Analyst\nCompany: Harbour Insurance\nWe are hiring.');
    expect(jd).toMatchObject({ title: 'Treasury Analyst', company: 'Harbour Insurance' });
  });

  it('when nothing names a company and there are no headings, then the company is Unknown Company and bullets are sorted', () => {
    const jd = parseJobDescription(
      'Operations Analyst\n- Reconcile trades daily\n- Experience with settlement systems\n- Liaise with custodians',
    );
    expect(jd.company).toBe(UNKNOWN_COMPANY);
    expect(jd.requirements).toEqual(['Experience with settlement systems']);
    expect(jd.responsibilities).toEqual(['Reconcile trades daily', 'Liaise with custodians']);
  });
});
