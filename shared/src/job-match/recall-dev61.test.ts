import { describe, expect, it } from 'vitest';
import { stemWord } from './evidence-text';
import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for a scale-up finance lead and a global macro portfolio manager (issue 13, helper devset): a
 * CFO who keeps track of how many months of cash are left, raises a round from venture capital funds, puts together
 * the monthly pack for the board and investors and knows what each customer is really worth; a macro PM who sizes a
 * trade by what she is allowed to lose, keeps it within her share of risk, likes trades that lose little if wrong
 * and make a lot if right, picks the cheapest way to make the bet and sets the level to get out before putting a
 * trade on. Written from knowledge of the work, not copied from any eval case. Each line must read the concept
 * named beside it.
 */

/** Other work in the same plain words (months of cash, raised, pack, worth, how big, share of risk...): none may read. */
const OTHER_WORK: string[] = [
  'I help clients work out how many months of cash they should keep for emergencies.',
  'Extended the cash office opening hours for three months over Christmas.',
  'We tracked how many months of stock we had left in the warehouse.',
  'Raised the question of venture capital funds with the class in a careers lesson.',
  'Our charity raised £40,000 from local businesses and a family foundation.',
  'I packed the boards and tools into the van every month.',
  'I make every customer feel welcome, whatever they are worth to us.',
  'I check the margin on every dish on the menu.',
  'Poker taught me to lose little when my cards are bad and win a lot when they are good.',
  'I found the cheapest way to express post parcels to our customers.',
  'We decide how big each trade stand is and how much we can lose on the day.',
  'Each insurer takes a share of the risk on the slip and we agree each position.',
  'I write about how big the UK trade deficit is and how many jobs we could lose.',
  'I set the level of the water tank before the plumbers get out of the van.',
];

describeRecallPass('own-words recall (devset: scale-up CFO, global macro PM)', {
  sets: [],
  unread: {},
  concepts: [
    'cash_runway',
    'fundraising',
    'board_reporting',
    'unit_economics',
    'trade_ideas',
    'portfolio_construction',
  ],
  otherWork: OTHER_WORK,
  stillRead: [
    ['I keep track of how many months of cash we have left and what happens if sales come in slower.', 'cash_runway'],
    ['Stretched our cash from 14 to 26 months by cutting spend and billing customers annually.', 'cash_runway'],
    ['Led our £25m raise from three venture capital funds.', 'fundraising'],
    ['Our second round came from two venture capital funds and an angel investor.', 'fundraising'],
    ['I put together the monthly pack for the board and our investors.', 'board_reporting'],
    ['I work out with the sales team what each customer is really worth to us.', 'unit_economics'],
    ['I look hard at the margin on every product and customer.', 'unit_economics'],
    ['I like trades where I lose little if I am wrong and make a lot if I am right.', 'trade_ideas'],
    ['Once I have a view on an economy I pick the cheapest way to make the bet.', 'trade_ideas'],
    ['I set the level at which I get out before I put a trade on, and stick to it.', 'trade_ideas'],
    ['I decide how big each trade is from how much I am allowed to lose.', 'portfolio_construction'],
    ['Each trade has to fit within the share of risk I am given.', 'portfolio_construction'],
  ],
});

/** Stock market indices are indices: Porter reads "indices" as "indic", which is also "indicators". */
describe('indices (devset)', () => {
  it('reads "indices" as "index" does', () => {
    expect(stemWord('indices')).toBe(stemWord('index'));
    expect(stemWord('indexes')).toBe(stemWord('index'));
  });

  it('keeps indicators apart from indices', () => {
    expect(stemWord('indicators')).not.toBe(stemWord('indices'));
    expect(stemWord('indicate')).not.toBe(stemWord('index'));
  });
});
