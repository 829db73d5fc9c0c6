import { describe, expect, it } from 'vitest';
import lexiconData from './lexicon.json';
import { LEXICON, ZLexicon } from './lexicon';
import { evidenceUnits } from './evidence-text';

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
    const owners = new Map<string, string[]>();
    // Degree subjects are read only in education, apart from the rest.
    for (const concept of LEXICON.concepts.filter((c) => c.kind !== 'subject')) {
      for (const term of concept.terms) {
        const key = term.toLowerCase();
        owners.set(key, [...(owners.get(key) ?? []), concept.id]);
      }
    }
    expect([...owners].filter(([, ids]) => ids.length > 1)).toEqual([]);
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
  ])('reads "%s" and "%s" as the same concept', (a, b, concept) => {
    expect(evidenceUnits(a).has(concept)).toBe(true);
    expect(evidenceUnits(b).has(concept)).toBe(true);
  });

  it('counts a mention for its broader concepts too: an LBO is a financial model, Bloomberg a market data terminal', () => {
    expect(evidenceUnits('Built LBO models').has('c:financial_model')).toBe(true);
    expect(evidenceUnits('Bloomberg').has('c:market_data_terminal')).toBe(true);
    expect(evidenceUnits('Bloomberg').has('c:factset')).toBe(false);
  });
});
