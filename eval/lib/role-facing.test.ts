import { describe, expect, it } from 'vitest';
import { roleFacing } from './role-facing';
import { stringLeaves } from './sentences';

describe('roleFacing', () => {
  const report = {
    companyName: 'Tesco',
    companyOverview: {
      industry: 'Grocery retail',
      mission: 'Not known offline: Tesco’s own statement of purpose.',
      values: ['Not known offline: Tesco’s published values.'],
      recentTrends: [{ title: 'Sector theme: claims inflation', description: 'What it means for a pricing actuary.' }],
      location: 'Welwyn Garden City',
    },
    rolePositioning: { department: 'Pricing team' },
    summary: 'As a Pricing Actuary you would sit in the pricing team.',
  };

  it('when a research report is compared, then its company profile facts are left out and its trends kept', () => {
    const leaves = stringLeaves(roleFacing('research_report', report));
    expect(leaves).not.toContain('Grocery retail');
    expect(leaves).not.toContain('Welwyn Garden City');
    expect(leaves.join(' ')).not.toContain('published values');
    expect(leaves).toContain('Sector theme: claims inflation');
    expect(leaves).toContain('Pricing team');
    expect(leaves).toContain(report.summary);
  });

  it('when another workflow is compared, then its whole result is', () => {
    const result = { companyOverview: { industry: 'x' }, summary: 'y' };
    expect(roleFacing('day_in_life', result)).toBe(result);
  });
});
