import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { evidenceUnits } from './evidence-text';
import { valuesProperty, valuesPropertyRole } from './property-valuation';
import { scoreFit, type FitCv } from './score-fit';

const AS_OF = { asOf: '2026-11' };
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};
const VALUATIONS = role('valuations_analyst');
const EQUITY_RESEARCH = role('equity_research_analyst');
const PROPERTY_VALUER = role('property_valuer');
const CRE_LENDER = role('commercial_real_estate_lender');

const unitsOf = (...lines: string[]) => new Set(lines.flatMap((l) => [...evidenceUnits(l)]));
const skill = (fit: ReturnType<typeof scoreFit>, name: string) => fit.skills.find((s) => s.skill === name)!;

/** A chartered surveyor valuing shops and sheds for banks, titled by the word both disciplines use. */
const surveyor = (title: string, skills: string[] = []): FitCv => ({
  summary: 'Chartered surveyor signing off property valuations for lenders and insurers across the Midlands.',
  skills,
  experience: [
    {
      title,
      company: 'Harcourt Lane Surveyors',
      duration: 'Jan 2020 - Present',
      description:
        'I value retail parades, trade counters and distribution sheds for banks lending against them, walking round each building and checking the tenancies and rents. I write up every valuation as a Red Book report and sign it.',
      achievements: ['Cleared a backlog of forty loan security valuations in one quarter'],
    },
  ],
  education: [{ degree: 'MSc Real Estate Management', institution: 'Sheffield Hallam University', year: '2019' }],
});

/** An advisory firm's valuer of private companies and their intangibles, in her own words. */
const businessValuer = (extra = ''): FitCv => ({
  summary: 'Valuer of private companies and share schemes in an advisory firm.',
  skills: [],
  experience: [
    {
      title: 'Valuation Manager',
      company: 'Ferris Abbott Advisory',
      duration: 'Jan 2020 - Present',
      description:
        `I value minority stakes and whole companies for tax and shareholder disputes, on discounted cash flow and on multiples of EBITDA from listed peers. Each valuation goes out as a report that HMRC or the other side's expert will pick apart. ${extra}`.trim(),
      achievements: ['Ran the valuation of the brands and customer relationships a client bought in a £90m deal'],
    },
  ],
  education: [{ degree: 'BSc Economics', institution: 'University of Bristol', year: '2016' }],
});

describe('valuing property is not valuing a business (issue 13)', () => {
  it('when a surveyor values buildings under a "Valuation" title, then he earns no business valuation and claims no valuations analyst skill; a valuer of companies keeps both, beside surveyors too', () => {
    const property = scoreFit(surveyor('Valuation Manager'), VALUATIONS, AS_OF);
    expect(skill(property, 'DCF and multiples valuation').credit).toBe(0);
    expect(property.titledAs).toBeUndefined();
    expect(property.fitScore).toBeLessThan(30);

    const business = scoreFit(businessValuer(), VALUATIONS, AS_OF);
    expect(skill(business, 'DCF and multiples valuation').credit).toBe(1);
    expect(business.titledAs?.titles).toEqual(['Valuation Manager']);
    expect(business.fitScore).toBeGreaterThan(70);

    // Working beside surveyors on a deal with buildings in it leaves her valuation a business valuation.
    const beside = businessValuer('On one deal I took the Red Book figures for the buildings from the RICS surveyors.');
    const withProperty = scoreFit(beside, VALUATIONS, AS_OF);
    expect(skill(withProperty, 'DCF and multiples valuation').credit).toBe(1);
    expect(withProperty.titledAs?.titles).toEqual(['Valuation Manager']);
  });

  it('when a surveyor values buildings, then his valuations are no evidence of an equity analyst valuing stocks', () => {
    const fit = scoreFit(surveyor('Senior Valuer'), EQUITY_RESEARCH, AS_OF);
    expect(skill(fit, 'Valuation: DCF, EV/EBITDA and P/E').credit).toBe(0);
  });

  it('when a surveyor lists "Red Book valuations", then the list claims no business valuation; a business valuer\'s listed valuation still claims it', () => {
    const listed = scoreFit(surveyor('Valuer', ['RICS Red Book valuations', 'Argus Enterprise']), VALUATIONS, AS_OF);
    expect(skill(listed, 'DCF and multiples valuation').credit).toBe(0);

    const cv = businessValuer();
    const listedOnly: FitCv = { ...cv, skills: ['Share valuations'], experience: [] };
    expect(skill(scoreFit(listedOnly, VALUATIONS, AS_OF), 'DCF and multiples valuation').credit).toBeGreaterThan(0);
  });

  it("when the role is property work, then the surveyor's valuations and reports are the work itself", () => {
    expect(valuesPropertyRole(PROPERTY_VALUER)).toBe(true);
    expect(valuesPropertyRole(CRE_LENDER)).toBe(true);
    expect(valuesPropertyRole(VALUATIONS)).toBe(false);
    const valuer = scoreFit(surveyor('Valuation Manager'), PROPERTY_VALUER, AS_OF);
    expect(skill(valuer, 'Valuation report writing').credit).toBe(1);
    expect(valuer.fitScore).toBeGreaterThanOrEqual(65);
    // The same report read for the business valuer's role is a property report, not hers.
    const business = scoreFit(surveyor('Valuation Manager'), VALUATIONS, AS_OF);
    expect(skill(business, 'Valuation report writing').credit).toBeLessThan(1);
  });

  it('reads lines together: property and no business is property valuation; other work with valuation words is not', () => {
    expect(
      valuesProperty(unitsOf('Value offices and warehouses for lenders under the Red Book, inspecting each building.')),
    ).toBe(true);
    // Valuing a company's shares beside a property word stays a business valuation.
    expect(
      valuesProperty(
        unitsOf('Valued the shares of a property company for a tax restructuring.', 'Worked with RICS valuers.'),
      ),
    ).toBe(false);
    // Other work: a bakery's month-end stock count at two sites, a fund accountant valuing a portfolio for a fund.
    expect(valuesProperty(unitsOf('Value stock at month end for two bakery sites and the annual accounts.'))).toBe(
      false,
    );
    expect(valuesProperty(unitsOf('Value the portfolio of listed bonds each day for the fund.'))).toBe(false);
    // A job titled as a surveyor's values property however plainly its lines put it.
    expect(valuesProperty(unitsOf('Worked on valuation and agency instructions.'), 'Graduate Surveyor')).toBe(true);
  });
});
