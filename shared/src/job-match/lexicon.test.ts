import { describe, expect, it } from 'vitest';
import activitiesData from './activities.json';
import lexiconData from './lexicon.json';
import { ACTIVITIES, LEXICON, ZActivities, ZLexicon, expandPhrasing, mergeActivities } from './lexicon';
import {
  PHRASING_WINDOW,
  createTextReader,
  evidenceUnits,
  phrasingSpan,
  requirementUnits,
  termKey,
} from './evidence-text';

describe('job-match lexicon', () => {
  it('parses with its schema: snake_case ids, no duplicates, broader concepts that exist', () => {
    const parsed = ZLexicon.safeParse(lexiconData);
    expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
  });

  it('when a concept is repeated or names an unknown broader concept, then the schema refuses it', () => {
    const twice = {
      concepts: [
        { id: 'dcf', terms: ['dcf'] },
        { id: 'dcf', terms: ['discounted cash flow'] },
      ],
    };
    expect(ZLexicon.safeParse(twice).success).toBe(false);
    const orphan = { concepts: [{ id: 'dcf', terms: ['dcf'], broader: ['valuations'] }] };
    expect(ZLexicon.safeParse(orphan).success).toBe(false);
  });

  it('never gives one written form to two concepts read in the same place (a term must mean one thing)', () => {
    const owners = new Map<string, Set<string>>();
    // Degree subjects are read only in education, apart from the rest. Terms compare as the matcher reads
    // them (stemmed), so "results announcement" and "results announcements" are one written form.
    for (const concept of LEXICON.concepts.filter((c) => c.kind !== 'subject')) {
      for (const term of [...concept.terms, ...(concept.skillTerms ?? [])]) {
        const key = termKey(term);
        owners.set(key, new Set([...(owners.get(key) ?? []), concept.id]));
      }
    }
    expect([...owners].filter(([, ids]) => ids.size > 1).map(([key, ids]) => `${key}: ${[...ids].join(', ')}`)).toEqual(
      [],
    );
  });

  it.each([
    ['DCF', 'discounted cash flow valuation', 'c:dcf'],
    ['Bloomberg Terminal', 'Bloomberg', 'c:bloomberg'],
    ['AML', 'anti-money laundering', 'c:aml'],
    ['SARs', 'suspicious activity reports', 'c:sar'],
    ['GLMs', 'generalised linear models', 'c:glm'],
    ['SM&CR', 'Senior Managers and Certification Regime', 'c:smcr'],
    ['P/E', 'price to earnings', 'c:pe_ratio'],
    ['back-testing', 'backtests', 'c:backtest'],
    ['UBOs', 'ultimate beneficial owners', 'c:beneficial_ownership'],
    ['PEPs', 'politically exposed persons', 'c:pep'],
    ['the Banking Protocol', 'scams', 'c:fraud'],
    ['credit sanctioning', 'approving credit within my delegated authority', 'c:credit_approval'],
  ])('reads "%s" and "%s" as the same concept', (a, b, concept) => {
    expect(evidenceUnits(a).has(concept)).toBe(true);
    expect(evidenceUnits(b).has(concept)).toBe(true);
  });

  it('counts a mention for its broader concepts too: an LBO is a financial model, Bloomberg a market data terminal', () => {
    expect(evidenceUnits('Built LBO models').has('c:financial_model')).toBe(true);
    expect(evidenceUnits('Bloomberg').has('c:market_data_terminal')).toBe(true);
    expect(evidenceUnits('Bloomberg').has('c:factset')).toBe(false);
  });

  it('parses the activities of every job family, and refuses a phrasing with one slot or an unknown word group', () => {
    expect(ZActivities.safeParse(activitiesData).success).toBe(true);
    const family = (phrasings: string[]) => ({ families: { equity_research: [{ concept: 'dcf', phrasings }] } });
    expect(ZActivities.safeParse(family(['discounted cash flow'])).success).toBe(false);
    expect(ZActivities.safeParse(family(['@nowhere + cash flows'])).success).toBe(false);
    expect(ZActivities.safeParse(family(['discount|discounting + cash flows'])).success).toBe(true);
  });

  it('merges a family activity into the concept it names, and creates the concepts a family adds', () => {
    const merged = mergeActivities(
      { concepts: [{ id: 'valuation', terms: ['valuation'] }] },
      {
        words: {},
        families: {
          mergers_advisory: [
            { concept: 'valuation', phrasings: ['what + worth'] },
            { concept: 'trading_comps', terms: ['trading comps'], broader: ['valuation'] },
          ],
        },
      },
    );
    expect(merged.concepts.find((c) => c.id === 'valuation')?.phrasings).toEqual(['what + worth']);
    expect(merged.concepts.find((c) => c.id === 'trading_comps')).toMatchObject({ broader: ['valuation'] });
  });

  it('expands a word group in a phrasing into its words', () => {
    expect(expandPhrasing('@call + broker|brokers', { call: ['phone', 'ring'] })).toBe('phone|ring + broker|brokers');
  });

  it('reads a phrasing\'s "!" slot as words that rule it out, never as words it needs', () => {
    expect(expandPhrasing('lead|led + bid|bids + !@judge', { judge: ['score', 'scored'] })).toBe(
      'lead|led + bid|bids + !score|scored',
    );
    const family = (phrasings: string[]) => ({ families: { commercial_banking: [{ concept: 'rfp', phrasings }] } });
    // One slot that must be there and one that must not is still a single-slot phrasing.
    expect(ZActivities.safeParse(family(['bid|bids + !scored'])).success).toBe(false);
    expect(ZActivities.safeParse(family(['lead|led + bid|bids + !scored'])).success).toBe(true);
    const reader = createTextReader({
      concepts: [{ id: 'rfp_response', terms: [], phrasings: ['lead|led + bid|bids + !score|scored|scoring'] }],
    });
    expect(reader.evidenceUnits('I led the bank’s bid for the retailer’s accounts.').has('c:rfp_response')).toBe(true);
    expect(reader.evidenceUnits('I led the tender and scored the bids from six banks.').has('c:rfp_response')).toBe(
      false,
    );
  });

  it('has activities for the families the fit score reads, each naming concepts or written forms', () => {
    expect(Object.keys(ACTIVITIES.families).length).toBeGreaterThanOrEqual(55);
    for (const [family, list] of Object.entries(ACTIVITIES.families)) {
      for (const activity of list) {
        expect(activity.terms?.length || activity.phrasings?.length || activity.broader?.length, family).toBeTruthy();
      }
    }
  });
});

describe("phrasings: experience in a practitioner's own words", () => {
  const stems = (text: string) => text.toLowerCase().split(/\s+/);

  it('matches every slot within the window, in any order, never two slots on the same word', () => {
    const slots = [[['own']], [['control']]];
    expect(phrasingSpan(slots, stems('who really own and control it'))).toBe(true);
    expect(phrasingSpan(slots, stems('control and own'))).toBe(true);
    expect(phrasingSpan([[['own']], [['own']]], stems('who own it'))).toBe(false);
    const far = `own ${'word '.repeat(PHRASING_WINDOW)}control`;
    expect(phrasingSpan(slots, stems(far))).toBe(false);
  });

  it.each([
    ['For each new client I work out who really owns and controls it', 'c:beneficial_ownership'],
    ['I compare the business with similar listed companies', 'c:trading_comps'],
    ['and with prices paid for similar businesses in recent sales', 'c:precedent_transactions'],
    ['I keep the online document room in order during a sale', 'c:due_diligence'],
    ['Most days I am out visiting damaged properties to see what happened', 'c:site_inspection'],
    ['I phone customers whose invoices are past their due date', 'c:collections_calls'],
    ['I book forward contracts with the banks to fix the exchange rate', 'c:fx_hedging'],
  ])('reads "%s" as %s', (sentence, concept) => {
    expect(evidenceUnits(sentence).has(concept)).toBe(true);
  });

  it('reads skill terms in role skills only: a CV shows the skill through its phrasings', () => {
    expect(requirementUnits('Matching buyers and sellers').flatMap((u) => u.anyOf)).toContain(
      'c:matching_counterparties',
    );
    expect(evidenceUnits('I match buyers and sellers of houses').has('c:matching_counterparties')).toBe(false);
    expect(evidenceUnits('I match buyers and sellers of swaps').has('c:matching_counterparties')).toBe(true);
  });

  it('reads phrasings in CVs only: a role skill is read through its terms', () => {
    const units = requirementUnits('Ownership structure analysis').flatMap((u) => u.anyOf);
    expect(units).toContain('c:beneficial_ownership');
    expect(evidenceUnits('We own the kitchen and control the menu').has('c:beneficial_ownership')).toBe(false);
  });
});
