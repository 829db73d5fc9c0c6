import { describe, expect, it } from 'vitest';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';

/**
 * A broker's trades brokered between two sides, an equity strategist's styles and the macro surprises behind them,
 * and three plain readings of markets work (issue 13, ADR 009, markets). Brokering swaps or futures between banks
 * and funds is matching buyers and sellers; the styles of "value, growth, cyclicals" are investment styles, not
 * every "value" or "cyclical" a line names (a currency's fair value, value creation, a cyclical business); a PMI or
 * inflation surprise is macro data; choosing issuers with the credit analysts is credit selection; passing on
 * colour on the market or its flows is market colour; building pipelines in Python or SQL is a data pipeline. The
 * sentences are the author's own.
 */
const has = (line: string, concept: string) => evidenceUnits(line).has(`c:${concept}`);

describe('trades brokered between two sides (issue 13, markets)', () => {
  it.each([
    'Broke euro inflation swaps between the big clearing banks, mostly by voice.',
    'Brokered block trades in gilt futures between hedge funds and dealer desks.',
    'Broking power and gas contracts between utilities and trading houses on the screen.',
  ])('reads "%s" as matching counterparties', (line) => {
    expect(has(line, 'matching_counterparties')).toBe(true);
  });

  it.each([
    'Brokered a trade agreement between the two governments.',
    'Brokered a peace deal between the warring families on the estate.',
    'Brokered mortgage deals between first-time buyers and high street banks.',
    'Brokered the sale of the family business between two private equity funds.',
    'Chased the brokers about broken trades between our desk and the custodian banks.',
    'Fixed settlement breaks on swaps brokered between the bank and its hedge fund clients.',
    'The fund went broke after its trades between the two banks unwound.',
  ])('does not read "%s" as matching counterparties', (line) => {
    expect(has(line, 'matching_counterparties')).toBe(false);
  });
});

describe("an equity strategist's styles (issue 13, markets)", () => {
  const CALLS = 'Sector and style calls (value, growth, cyclicals)';
  /** Whether a line meets the requirement's styles (the group in parentheses). */
  const meetsStyles = (line: string) =>
    requirementCoverage(requirementUnits(CALLS), evidenceUnits(line)).met.some((label) => label.includes('growth'));

  it.each([
    'Argued for growth over value stocks through the rate-cutting cycle.',
    'Moved our model portfolio out of defensives and into cyclicals ahead of the recovery.',
    'Backtested the value factor across European equities for the quarterly strategy piece.',
    'Built a regression of value versus growth returns on real yields.',
  ])('reads "%s" as the styles', (line) => {
    expect(has(line, 'equity_styles')).toBe(true);
    expect(meetsStyles(line)).toBe(true);
  });

  it.each([
    'Built a fair-value model for the euro against the dollar.',
    "Wrote value creation plans for the fund's portfolio companies.",
    'Rated a cyclical engineering business with defensive cash flows.',
    'Set the countercyclical capital buffer with the policy committee.',
    'Grew the value of client assets by 20% a year.',
    'Checked the value for money assessments of each fund.',
  ])('does not read "%s" as the styles', (line) => {
    expect(has(line, 'equity_styles')).toBe(false);
    expect(meetsStyles(line)).toBe(false);
  });
});

describe('macro surprises (issue 13, markets)', () => {
  it.each([
    'Tracked how inflation surprises moved sector returns.',
    'Built an index of PMI surprises for the monthly note.',
  ])('reads "%s" as macro data', (line) => {
    expect(has(line, 'macro_data')).toBe(true);
  });

  it.each([
    'Planned a surprise birthday party for the payroll team.',
    'The customer data surprised the marketing team.',
    'Organised surprise stock counts at each of the stores.',
  ])('does not read "%s" as macro data', (line) => {
    expect(has(line, 'macro_data')).toBe(false);
  });
});

describe('three plain readings of markets work (issue 13, markets)', () => {
  it.each([
    ['We pick issuers together with the credit analysts for each new mandate.', 'credit_selection'],
    ['Decided which bonds made the cut after debating them with the credit research team.', 'credit_selection'],
    ['Passed on colour from the floor about who is in the market for size.', 'market_intelligence'],
    ['Gave the hedge funds colour on flows into the close.', 'market_intelligence'],
    ['Wrote Spark pipelines that load the card transactions dataset each night.', 'data_pipelines'],
    ['Maintain the SQL pipelines behind our web traffic signals.', 'data_pipelines'],
  ])('reads "%s" as %s', (line, concept) => {
    expect(has(line, concept)).toBe(true);
  });

  it.each([
    ['Selected the bonds for the audit sample with the analyst.', 'credit_selection'],
    ['Chose the bonds for the new index with the index research team.', 'credit_selection'],
    ['Analysts select the issuers that the rating agency reviews each quarter.', 'credit_selection'],
    ['Shared colour swatches with clients at the market stall.', 'market_intelligence'],
    ['Sent the colour proofs to the printers for the markets edition.', 'market_intelligence'],
    ['Passed on the colour scheme for the flower market to the builders.', 'market_intelligence'],
    ['Built CI/CD pipelines in Python for the release team.', 'data_pipelines'],
    ['Maintained the sales pipeline report in SQL.', 'data_pipelines'],
  ])('does not read "%s" as %s', (line, concept) => {
    expect(has(line, concept)).toBe(false);
  });
});
