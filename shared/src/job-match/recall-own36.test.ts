import { describe, expect, it } from 'vitest';
import { evidenceUnits } from './evidence-text';
import { getRole } from '../catalog/roles';
import { describeRecallPass } from './recall-harness';
import { scoreFit } from './score-fit';
import { namesRole } from './titles';

/** Each line reads as the very concept its phrasing was written for, not only as another of the role's skills. */
function itReadsConcept(lines: readonly string[], concept: string): void {
  it.each([...lines])(`"%s" reads as ${concept}`, (line) => {
    expect(evidenceUnits(line).has(`c:${concept}`)).toBe(true);
  });
}

/**
 * Plain-words recall (issue 13, helper own36): the everyday words of practitioners whose work the lexicon missed.
 * A collections agent describes an income and expenditure assessment as going through the money coming in and
 * the money going out; forbearance as agreeing smaller payments or freezing interest; vulnerability as the life
 * events behind the arrears (lost jobs, illness, bereavement); case notes as logging each call; and a debt advice
 * referral as pointing people to a debt charity. Written from knowledge of the work, not copied from any eval case.
 * Each must be read as evidence of at least one of the role's skills.
 */
const COLLECTIONS: Record<string, string[]> = {
  collections_recoveries_specialist: [
    'On each call we list the money coming in against what goes out on rent and bills.',
    'I set up smaller monthly payments for borrowers who can no longer keep up.',
    'Where someone is struggling we freeze the interest on the account for a few months.',
    'Many of the customers I help have lost their job or fallen ill.',
    'Plenty of the borrowers I speak to have been ill or lost a partner.',
    'I write up each call on the account so colleagues can see where things stand.',
    'I point customers to a debt charity when they need more than we can offer.',
  ],
};

/** The concepts this pass widened. */
const COLLECTIONS_CONCEPTS = ['affordability', 'forbearance', 'vulnerable_customers', 'case_notes', 'debt_advice'];

/**
 * Sentences of other work using the same words (coming in, going out; lower payments, freezing, pausing interest;
 * lost their job, ill, bereaved; logging calls; pointing, directing): none may read as one of these concepts.
 */
const COLLECTIONS_OTHER_WORK: string[] = [
  'I forecast the cash coming in and going out of the group each week for the treasurer.',
  'I track the stock coming in and going out of the warehouse.',
  'The central bank held a pause on interest rate rises through the summer.',
  'We agreed lower prices with our suppliers for the winter menu.',
  'I froze recruitment and stopped overtime to hit the budget.',
  'I assess income protection claims from customers who have fallen ill.',
  'I interviewed candidates who had lost their jobs in the factory closure.',
  'I logged every call to the IT service desk in ServiceNow.',
  'I wrote up each conversation with the architect in the project diary.',
  'I pointed the team to the new templates on the shared drive.',
  'I directed the charity shop volunteers on Saturdays.',
];

describe('own-words recall, collections (own36)', () => {
  describeRecallPass('collections and financial support in plain words', {
    sets: [COLLECTIONS],
    unread: {},
    concepts: COLLECTIONS_CONCEPTS,
    otherWork: COLLECTIONS_OTHER_WORK,
    stillRead: [
      ['I agree affordable payment plans with customers in arrears.', 'forbearance'],
      ['I refer customers to free debt advice.', 'debt_advice'],
    ],
  });
});

/**
 * A sanctions analyst describes OFSI's ownership rule in plain words: whether a listed, designated or sanctioned
 * person owns half or more of a company, or holds a majority or controlling stake in it.
 */
const SANCTIONS: Record<string, string[]> = {
  sanctions_analyst: [
    'I work out whether a sanctioned individual holds 50% or more of the shares, directly or through other companies.',
    'We block any company where designated persons together own more than half.',
    'I found that a listed person held a controlling stake through a Cyprus holding company.',
  ],
};

/** A listed company, a founder's majority, a fund's stake: none is ownership by a sanctioned person. */
const SANCTIONS_OTHER_WORK: string[] = [
  'I bought a majority stake in a listed company for the fund.',
  'Our founder owns more than half of the business.',
  'The listed property company is majority owned by a pension fund.',
  'Shareholders holding 50% or more of the votes approved the merger.',
];

describe('own-words recall, sanctions ownership (own36)', () => {
  describeRecallPass('sanctions ownership in plain words', {
    sets: [SANCTIONS],
    unread: {},
    concepts: ['beneficial_ownership'],
    otherWork: SANCTIONS_OTHER_WORK,
    stillRead: [['I trace who really owns each client through its holding companies.', 'beneficial_ownership']],
  });
  itReadsConcept(SANCTIONS.sanctions_analyst!, 'beneficial_ownership');
});

/** A structurer describes drafting a term sheet as writing up the terms of the hedge or product the traders price. */
const STRUCTURING: Record<string, string[]> = {
  structurer: [
    'Once the traders had priced the hedge I drafted the terms for the client to sign.',
    'I write up the terms of each inflation swap we build for pension schemes.',
  ],
};

/** Terms of a lease, a confirmation, terms and conditions, terms of reference: none is a term sheet. */
const STRUCTURING_OTHER_WORK: string[] = [
  'I drafted the terms of the new office lease.',
  'I wrote up the terms of each trade in the confirmation system.',
  'I drafted the terms and conditions for the traders at the weekend market.',
  'I wrote the terms of reference for the hedge accounting working group.',
  'I wrote up the terms of the loan to the hedge fund.',
];

describe('own-words recall, structuring (own36)', () => {
  describeRecallPass('term sheets in plain words', {
    sets: [STRUCTURING],
    unread: {},
    concepts: ['term_sheet_drafting'],
    otherWork: STRUCTURING_OTHER_WORK,
    stillRead: [['I draft the term sheets for our autocallable notes.', 'term_sheet_drafting']],
  });
  itReadsConcept(STRUCTURING.structurer!, 'term_sheet_drafting');
});

/** A credit analyst describes relative value as comparing a bond's extra yield or spread with similar issuers'. */
const CREDIT_RESEARCH: Record<string, string[]> = {
  credit_research_analyst: [
    'Each week I compare the extra yield on our holdings with similar issuers.',
    'I compare the spreads of our housing association names with their peers.',
  ],
};

/** Dividend, crop, rental and production yields compared with others: none is credit relative value. */
const CREDIT_RESEARCH_OTHER_WORK: string[] = [
  'I compared the dividend yield with similar companies in the sector.',
  'We compared crop yields with similar farms.',
  'I compared rental yields across similar properties for landlords.',
  'I compared the yield of each production line with similar plants at other companies.',
];

describe('own-words recall, credit research (own36)', () => {
  describeRecallPass('relative value in plain words', {
    sets: [CREDIT_RESEARCH],
    unread: {},
    concepts: ['relative_value'],
    otherWork: CREDIT_RESEARCH_OTHER_WORK,
    stillRead: [['I compare bonds across the sector to find which look cheap.', 'relative_value']],
  });
  itReadsConcept(CREDIT_RESEARCH.credit_research_analyst!, 'relative_value');
});

/**
 * "Operating Partner", the top rung of the portfolio operations ladder, is the usual title of the work at a private
 * equity house; without "Partner" (a rank word) its "Operating" alone is a broad name, so the rung claimed nothing.
 */
describe('own36: an operating partner is titled as portfolio operations', () => {
  it.each(['Operating Partner', 'Senior Operating Partner', 'Operating Partner, Consumer and Retail'])(
    '"%s" names the portfolio operations role',
    (title) => {
      expect(namesRole(title, 'portfolio_operations_manager')).toBe(true);
    },
  );

  it.each(['Chief Operating Officer', 'Partner, Operating Model Transformation', 'Operations Partner', 'Partner'])(
    '"%s" does not',
    (title) => {
      expect(namesRole(title, 'portfolio_operations_manager')).toBe(false);
    },
  );

  it("an operating partner describing the work in plain words claims the role's skills by the title", () => {
    const role = getRole('portfolio_operations_manager')!;
    const cv = {
      summary: '',
      skills: [],
      experience: [
        {
          title: 'Operating Partner',
          company: 'Midlands buyout fund',
          duration: 'Jan 2020 - Present',
          description:
            'I spend my weeks with the managers of the businesses we hold, helping them sell and buy better.',
          achievements: [],
        },
      ],
      education: [],
    };
    const fit = scoreFit(cv, role, { asOf: '2026-11' });
    expect(fit.titledAs).toEqual({ titles: ['Operating Partner'], months: 83 });
    const asChief = scoreFit(
      { ...cv, experience: [{ ...cv.experience[0]!, title: 'Chief Operating Officer' }] },
      role,
      { asOf: '2026-11' },
    );
    expect(asChief.titledAs).toBeUndefined();
  });
});
