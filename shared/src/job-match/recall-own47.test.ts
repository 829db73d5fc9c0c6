import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for a coverage banker (issue 13, helper recall): a senior banker who says she has breakfasts and
 * dinners with finance directors and chief executives, that a relationship she led won the bank a mandate or a
 * bookrunner role, that she covers a sector's companies ("I cover European chemicals companies"), and that she pulls
 * in the bank's bond, loan or equity teams when a client needs them. Written from knowledge of the work, not copied
 * from any eval case. Each line must read the concept named beside it.
 */

/** Other work in the same plain words (dinners with CEOs, covered companies, brought in a team): none may read. */
const OTHER_WORK: string[] = [
  'I organised the CEO’s dinners with investors and booked the venues.',
  'I cooked lunches for the chief executives at the board retreat.',
  'Served breakfast to the finance directors at the conference hotel.',
  'The relationships I built with local suppliers won us a prize for the best independent retailer.',
  'I covered maternity leave for the retail companies’ payroll team.',
  'As a journalist I covered food and drink companies for a trade magazine.',
  'My inspections covered food companies and restaurants across the district.',
  'The survey covered 400 retail companies across the UK.',
  'In recruitment I covered technology and software clients, finding them developers.',
  'Our policies cover food and drink companies against product recall.',
  'My sales territory covered food and drink companies in Yorkshire.',
  'The pension scheme covers employees of twelve logistics companies.',
  'We brought in the diversity and inclusion team to run the pay equity training.',
  'Pulled in the bond and equity desks’ prices from the data feed each morning.',
  'I call in the debt team when customers miss their loan payments.',
];

describeRecallPass('own-words recall (recall, round 47 coverage banker)', {
  sets: [
    {
      coverage_banker: [
        'Most weeks I have lunches with two or three CFOs in the telecoms sector.',
        'Hosted dinners with chief executives of the listed housebuilders I look after.',
        'The relationship I built with the chairman won us the lead adviser mandate on the disposal.',
        'I cover European chemicals companies for the bank’s advisory team.',
        'Covering listed telecoms and media groups across the Nordics since 2019.',
        'When a client wanted to refinance, I brought in the leveraged finance team.',
        'I call in our ECM colleagues as soon as a founder mentions a listing.',
      ],
    },
  ],
  unread: {},
  concepts: ['senior_client', 'sector_analysis', 'cross_referral'],
  otherWork: OTHER_WORK,
  stillRead: [
    ['Most weeks I have lunches with two or three CFOs in the telecoms sector.', 'senior_client'],
    ['Hosted dinners with chief executives of the listed housebuilders I look after.', 'senior_client'],
    ['The relationship I built with the chairman won us the lead adviser mandate on the disposal.', 'senior_client'],
    ['I cover European chemicals companies for the bank’s advisory team.', 'sector_analysis'],
    ['Covering listed telecoms and media groups across the Nordics since 2019.', 'sector_analysis'],
    ['When a client wanted to refinance, I brought in the leveraged finance team.', 'cross_referral'],
    ['I call in our ECM colleagues as soon as a founder mentions a listing.', 'cross_referral'],
  ],
});

/**
 * Own-words recall at 66-67 (issue 13, helper recall): a power trader who models future power prices (fundamentals
 * models); a private equity associate who models what the fund could make on a business (returns), agrees the loan
 * terms with the banks (debt financing) and sits on the board once the fund owns the company (portfolio company); a
 * buy-side dealer who compares what the desk paid with the market afterwards (transaction costs) and keeps a
 * scorecard of the banks the desk trades with (broker relationships); an ombudsman who checks what the rules say a
 * lender should have done (applying the rules); a buy-side analyst who studies how companies make money and whether
 * rivals could copy it (competitive analysis). Written from knowledge of the work.
 */
const OTHER_WORK_66: string[] = [
  'I forecast future electricity prices to set the council’s energy budget.',
  'Modelled future electricity prices to set customer tariffs for next winter.',
  'I model what we could make on each site before we buy the land.',
  'Built a model of what we could make from the new product range.',
  'I model what we could make on the stall each market day before buying stock.',
  'We agreed the terms of the loan with the bank for our first house.',
  'Negotiated overdraft terms with the banks for the charity.',
  'I helped students agree the terms of the loan with their banks.',
  'After we bought the house I joined the board of the residents’ association.',
  'After completion I minute the board meetings of the new subsidiary.',
  'Once we bought the club, I joined the board as treasurer.',
  'I compare our prices with the market afterwards to keep the shop competitive.',
  'We compared what we paid with the market later when the house was valued.',
  'I compared our rents with the market afterwards for the landlord.',
  'Built a scorecard ranking banks on service to their customers.',
  'I check what the law says a landlord should have done about the damp.',
  'I check what the rules say the employer should have paid in overtime.',
  'I help small businesses understand how they make money and whether it will last.',
  'Taught a course on how companies make money and how they defend it from competitors.',
];

/** Per role, its practitioner's lines and the concept each must read. */
const READ_66: Record<string, [string, string][]> = {
  energy_trader: [
    ['I forecast long-term power prices for lenders to wind farms.', 'supply_demand'],
    ['Projected wholesale gas prices over the next decade for the trading desk.', 'supply_demand'],
  ],
  private_equity_associate: [
    ['I model how much we could make on each company we look at buying.', 'return_metrics'],
    ['Built the model showing what we would make at exit under three cases.', 'return_metrics'],
    ['Helped agree the terms of the loan with the three banks backing the deal.', 'debt_financing'],
    ['Settled the debt terms with the credit funds before signing.', 'debt_financing'],
    ['Once we own it, I join the board calls and chase the monthly numbers.', 'portfolio_company'],
    ['After completion I joined the board of each company and reviewed the monthly pack.', 'portfolio_company'],
  ],
  buy_side_dealer: [
    ['Every week I check how our fills stack up against the market after each trade.', 'execution_analytics'],
    ['I compare what we paid with the market afterwards on every large bond order.', 'execution_analytics'],
    ['Built a scorecard of the banks we trade with for the bond desk.', 'broker_relationship'],
  ],
  ombudsman_investigator: [
    [
      'I read the file and check what the guidance says a lender should do when a borrower is struggling.',
      'applying_rules',
    ],
  ],
  buy_side_equity_analyst: [
    ['I study how companies make their money and whether rivals could copy it.', 'commercial_analysis'],
  ],
};

describeRecallPass('own-words recall (recall, rows at 66-67)', {
  sets: [Object.fromEntries(Object.entries(READ_66).map(([id, lines]) => [id, lines.map(([line]) => line)]))],
  unread: {},
  concepts: [
    'supply_demand',
    'return_metrics',
    'debt_financing',
    'portfolio_company',
    'execution_analytics',
    'broker_relationship',
    'applying_rules',
    'commercial_analysis',
  ],
  otherWork: OTHER_WORK_66,
  stillRead: Object.values(READ_66).flat(),
});
