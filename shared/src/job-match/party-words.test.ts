import { describe, expect, it } from 'vitest';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';

/**
 * Generic words earn nothing of a requirement alone (issue 13, helper evalrows): a light word of the requirement
 * ("supporting") counts only beside something of its other units, and a concept's words that name only whom the
 * work is for ("customers" of "vulnerable customers") count only beside another of its words. Written from
 * knowledge of the work, not copied from any eval case.
 */
const share = (requirement: string, line: string) =>
  requirementCoverage(requirementUnits(requirement), evidenceUnits(line)).share;

describe('generic words alone show nothing of a requirement', () => {
  it.each([
    [
      'Supporting vulnerable customers',
      'Supported vulnerable customers through bereavement and power of attorney requests.',
    ],
    ['Supporting vulnerable customers', 'Supported customers who had become vulnerable after a bereavement.'],
    ['Supporting vulnerable customers', 'Spotted signs of vulnerability in older customers and arranged extra help.'],
    ['Client relationship management', 'Built long relationships with clients.'],
    ['Client onboarding and KYC', 'Onboarded 40 new corporate clients a month.'],
  ])('"%s" still earns from "%s"', (requirement, line) => {
    expect(share(requirement, line)).toBeGreaterThan(0.3);
  });

  it.each([
    ['Supporting vulnerable customers', 'Telephone banking support for personal customers.'],
    ['Supporting vulnerable customers', 'Provided IT support to customers of our accounting software.'],
    ['Supporting vulnerable customers', 'Supported the sales team with customer mailings.'],
    ['Supporting vulnerable customers', 'Customer support on the live chat for a mobile network.'],
    ['Vulnerable customer identification', 'Answered calls from customers about their statements.'],
    ['Client relationship management', 'Answered client emails about invoices.'],
  ])('"%s" earns nothing from "%s"', (requirement, line) => {
    expect(share(requirement, line)).toBe(0);
  });
});

describe('a light word naming what the work is done on stays an object', () => {
  const requirement = 'Data analysis of payment conversion, failures and costs';
  it.each([
    'Analysed why card payments failed and what each failure cost us, using SQL.',
    'Ran data analysis on payment conversion and costs by card scheme.',
  ])('the analysis reads from "%s"', (line) => {
    expect(share(requirement, line)).toBeGreaterThan(0.6);
  });

  it.each(['I signed the shop up to take card payments.', 'Cut the costs of running the payments team.'])(
    'payments and costs alone earn little from "%s"',
    (line) => {
      expect(share(requirement, line)).toBeLessThan(0.15);
    },
  );
});
