import { describe, expect, it } from 'vitest';
import { ROLES } from '../catalog/roles';
import { evidenceUnits, roleConcepts } from './evidence-text';
import { itReadsRoleSkills } from './recall-harness';

/**
 * Recall self-test for primary capital markets (issue 13): sentences that DCM, ECM, syndicate, securitisation,
 * leveraged-finance capital-markets and corporate-broking practitioners, graduate to director, write about
 * bookbuilding and pricing in everyday words. Written from knowledge of the work before reading these families'
 * phrasings; each must be read as evidence of at least one of the role's skills (one of the concepts a skill asks
 * for).
 */
const OWN_WORDS: Record<string, string[]> = {
  debt_capital_markets_analyst: [
    'On the day of a deal I update the book every few minutes as investor orders come in.',
    'I watch the orders build up through the morning and tell the issuer how the book looks.',
    'I estimate how much extra a new bond has to pay over the issuer’s existing bonds.',
    'We worked out the new issue premium by comparing the deal with where the issuer’s outstanding bonds trade.',
    'Once demand passed three times the size we moved the price guidance tighter by ten basis points.',
    'I decided with the syndicate desk which investors got how many bonds when the deal was oversubscribed.',
    'Every morning I read the market for our issuers and send them a short note on whether the window is open.',
    'I look at where similar companies priced their bonds last month to suggest a coupon.',
    'I pitch funding options to corporate treasurers, comparing a sterling bond with a euro deal swapped back.',
    'As head of the desk I set the first price thoughts for a new issue and revise them as the book grows.',
    'I keep a list of which investors bought the last three deals and how big their orders were.',
    'I send the issuer a summary of the final book: how many investors, where they are based and what type.',
    'I sit on the syndicate desk and talk to the sales team about what investors want before we announce a trade.',
    'As a director I lead the pitch to the group treasurer on whether to borrow in bonds or from the banks.',
    'I agree the final allocations of the bonds with the issuer, favouring long-term holders over quick sellers.',
    'I run the bookbuild and decide with the issuer when to close the books and set the final spread.',
  ],
  equity_capital_markets_analyst: [
    'I update the book of orders for the share placing overnight and tell the company how much demand there is.',
    'I work out which price to set for the shares in a flotation based on what investors told us.',
    'I decide with the other banks how many shares each fund gets in the IPO.',
    'I track how shares of companies that listed this year have done since their first day of trading.',
    'I work out the discount to the last closing share price needed to get the placing done.',
    'I keep a calendar of upcoming listings and results so we launch when the market is calm.',
    'I gather what investors said in the early meetings and write up where they would put in orders.',
  ],
  corporate_broker: [
    'When the company needed to raise money quickly we ran an overnight placing with our biggest shareholders.',
    'I call the big shareholders before a placing to see whether they will take more shares.',
    'I tell the board each month how investors see the share price and what they want to hear.',
    'I look through the share register to find funds that might buy more shares.',
  ],
  securitisation_analyst: [
    'I speak to investors about which tranche they want and how much of each class of notes they would buy.',
    'I help set the spread on each class of notes as orders come in from investors.',
    'I compare our deal with similar mortgage deals that priced recently to suggest where the senior notes price.',
    'I work out how big each tranche should be so the senior notes get a triple-A rating.',
  ],
  leveraged_finance_analyst: [
    'I compare where recent buyout loans priced to suggest the margin for our deal.',
    'We sell the loan down to funds and I track the commitments as they come in.',
    'I tell the sponsor how much extra yield investors want for a high yield bond from a first-time issuer.',
    'When the loan was oversubscribed we cut the margin and tightened the discount at which it was issued.',
    'I look at where high yield bonds of similar companies are trading each morning.',
  ],
};

/**
 * Read, but not as the role's skills: timing a bond deal and the morning go/no-go call are market-window work
 * (`market_window`, an ECM skill), which the DCM role's skills do not name.
 */
const UNREAD: Record<string, [string, string, string][]> = {
  debt_capital_markets_analyst: [
    [
      'I plan the timing of each bond deal around the issuer’s results and quiet markets.',
      'market_window',
      'deal timing is not among the DCM skills',
    ],
    [
      'I run the call with the issuer at eight to decide whether we go ahead with the deal today.',
      'market_window',
      'the go/no-go call is not among the DCM skills',
    ],
  ],
};

/**
 * Other work in the same everyday words (a shop's order book, a supermarket buyer's price talks, an estate agent's
 * investors): none may read as bookbuilding, new-issue pricing, deal timing or loan syndication. These sentences
 * read as other, broader concepts ("order book" as market microstructure, "note" as a research note), so this
 * checks the capital-markets concepts only; phrasings.test.ts checks more of them against every finance concept.
 */
const CAPITAL_MARKETS = [
  'orderbook',
  'bond_pricing',
  'market_window',
  'leveraged_markets',
  'securitisation',
  'tranching',
  'placing',
  'ipo',
  'auction_calendar',
].map((c) => `c:${c}`);

const OTHER_WORK: string[] = [
  'Our order book for the new kitchens is full until spring, and I tell customers where their orders are.',
  'As a supermarket buyer I negotiate prices with suppliers and push them tighter when demand for the range drops.',
  'I book investors’ viewings of the show flats and note where they are based.',
  // "bond" is read as derivatives and bonds (a concept of its own); a tenancy bond is not new-issue pricing.
  'The tenant paid extra for a new bond over the existing deposit.',
];

describe('recall: primary capital markets in everyday words', () => {
  it('covers roles that exist', () => {
    const ids = new Set(ROLES.map((r) => r.job_id));
    expect(Object.keys(OWN_WORDS).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(OTHER_WORK)('does not read "%s" as capital-markets work', (sentence) => {
    expect([...evidenceUnits(sentence)].filter((u) => CAPITAL_MARKETS.includes(u))).toEqual([]);
  });

  for (const [id, cases] of Object.entries(UNREAD)) {
    const role = ROLES.find((r) => r.job_id === id);
    it.each(cases)(`${id}: "%s" is read as %s, not as the role's skills (%s)`, (sentence, concept) => {
      expect(role).toBeDefined();
      const units = evidenceUnits(sentence);
      expect(units.has(`c:${concept}`)).toBe(true);
      const concepts = roleConcepts(role?.skills ?? []);
      expect(concepts.has(`c:${concept}`)).toBe(false);
      expect([...units].filter((u) => concepts.has(u))).toEqual([]);
    });
  }

  itReadsRoleSkills((id) => OWN_WORDS[id] ?? []);
});
