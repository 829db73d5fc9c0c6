import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for the roles still below target after the held-out rounds 49-51 (issue 13, helper evalrows).
 * Each pass reads how practitioners of that family say the work in plain words, in several ways, with other work
 * in the same plain words as guards. Written from knowledge of the work, not copied from any eval case.
 */

/**
 * A property asset manager: doing up tired or empty space to let it or lift its value (capex), hiring the firms
 * that run the buildings and the builders (managing agents), telling the fund how each building is doing
 * (performance reporting), planning each building around when its leases end (asset business plans).
 */
describeRecallPass('own-words recall (evalrows, real estate asset manager)', {
  sets: [
    {
      real_estate_asset_manager: [
        'Did up a tired 1980s office block and let it to two tenants at a higher rent.',
        'Ran the refit of the vacant ground floor units, which added £1m to the building’s value.',
        'Renovated three empty warehouses before reletting them to logistics tenants.',
        'Modernised the reception and common parts so the building could charge higher rents.',
        'Hired the builders for the £2m roof works across the estate.',
        'Picked the firm that runs our shopping centres day to day and the contractors for the works.',
        'Appointed new agents to run five buildings after the old ones missed rent collection targets.',
        'Every quarter I update investors on how each property in the fund is performing.',
        'Reported to the fund’s owners how the assets performed against the benchmark each quarter.',
        'Planned each building’s lease events, the capex it needs and the rent we can aim for.',
        'Set out a five-year plan for every property: which leases to renew and what income we expect.',
      ],
    },
  ],
  unread: {},
  concepts: ['capex_decisions', 'managing_agents', 'performance_reporting', 'asset_business_plans'],
  otherWork: [
    'Did up a spare room in my flat before selling it.',
    'Oversaw the makeover of our own head office when the staff moved floors.',
    'Renovated the council’s leisure centre changing rooms on time.',
    'Fixed up the shop front after the storm and reopened the same week.',
    'Hired a cleaning firm for the office and kept an eye on their invoices.',
    'Picked the caterers for the firm’s summer party.',
    'Appointed a builder to fix my kitchen roof.',
    'Updated the owners on how each building’s boilers did over the winter.',
    'Updated the owners on how the restaurant is doing each week.',
    'Planned the office move between two buildings before our lease ended, keeping rent costs down.',
    'Planned the staff rota for both properties and the rent collection calls.',
    'Planned the schedule for the building’s boiler replacement with the tenants.',
    'Modernised the bank’s payments system to cut running costs.',
    'Planned the fire drills for both buildings with the tenants.',
    'Picked the estate agent to sell our family home and got the paperwork ready for buyers.',
  ],
  stillRead: [
    ['Renovated three empty warehouses before reletting them to logistics tenants.', 'capex_decisions'],
    ['Picked the firm that runs our shopping centres day to day and the contractors for the works.', 'managing_agents'],
    ['Every quarter I update investors on how each property in the fund is performing.', 'performance_reporting'],
    ['Planned each building’s lease events, the capex it needs and the rent we can aim for.', 'asset_business_plans'],
  ],
});

/**
 * A sustainable finance specialist: what the industry guidelines for green loans and bonds expect (ICMA and LMA
 * principles), counting a company's carbon from its sites, power and suppliers (carbon accounting), judging
 * whether its targets for cutting carbon are tough enough (transition plans).
 */
describeRecallPass('own-words recall (evalrows, sustainable finance specialist)', {
  sets: [
    {
      sustainable_finance_specialist: [
        'Checked each sustainability-linked loan against the recognised market principles before launch.',
        'Made sure the company’s green bond framework met the industry rules on how the money is used.',
        'Walked borrowers through the market guidance for green lending so their deals would be accepted.',
        'Counted the carbon from the company’s own sites, its electricity and everything it bought from suppliers.',
        'Estimated the emissions of a retailer’s fleet, its stores’ energy use and its supply chain.',
        'Pushed back on a borrower’s targets for cutting emissions because it would have hit them anyway.',
        'Judged whether an airline’s plan to reduce its carbon was stretching enough to link to the loan margin.',
        'Challenged a client’s goals for lowering emissions and asked for tougher ones.',
      ],
    },
  ],
  unread: {},
  concepts: ['icma_lma', 'carbon_accounting', 'transition_plans'],
  otherWork: [
    'Explained the industry guidelines on mortgage affordability to new brokers.',
    'Checked our car loans against the market rules on commission disclosure.',
    'Made sure the bond sale met the industry standards for allocation.',
    'Measured air pollution from factories near the school for the council.',
    'Worked out how much fuel the delivery vans used each month to cut costs.',
    'Counted stock at the factory and chased suppliers for late deliveries.',
    'Set targets for cutting staff costs that were tough enough to satisfy the board.',
    'Turned down a plan to cut the energy bill by switching suppliers.',
    'Judged the school science fair on climate change projects.',
    'Pushed back on targets for reducing call waiting times.',
  ],
  stillRead: [
    ['Walked borrowers through the market guidance for green lending so their deals would be accepted.', 'icma_lma'],
    [
      'Estimated the emissions of a retailer’s fleet, its stores’ energy use and its supply chain.',
      'carbon_accounting',
    ],
    ['Challenged a client’s goals for lowering emissions and asked for tougher ones.', 'transition_plans'],
  ],
});

/**
 * A pensions actuary: the three-yearly check of what a scheme will pay out and whether its money is enough
 * (valuation), passing the scheme's promises to an insurer (risk transfer), a plan to fill the scheme's gap and
 * explaining the numbers to the scheme's board (trustee and employer advice).
 */
describeRecallPass('own-words recall (evalrows, pensions actuary)', {
  sets: [
    {
      pensions_actuary: [
        'Worked out whether the pension fund’s money is enough to cover what it has promised.',
        'Ran the three-yearly check on each scheme: what it owes its members against what it holds.',
        'Measured how much the scheme will pay out over the next sixty years and whether its assets cover it.',
        'Moved the pensioners’ benefits over to an insurance company in a £400m deal.',
        'Ran the numbers for handing over the scheme’s pensions to an insurer.',
        'Helped the trustees hand over all the members’ pensions to an insurer.',
        'Agreed with the trustees how fast the employer would pay off the scheme’s shortfall.',
        'Set out a plan for the company to plug the pension scheme’s deficit over ten years.',
        'Presented the valuation results to the pension board and answered their questions.',
        'Talked the board of trustees through what the deficit means for contributions.',
        'Told the scheme board why the numbers had moved since the last check.',
      ],
    },
  ],
  unread: {},
  concepts: ['pension_valuation', 'risk_transfer', 'trustee_advice'],
  otherWork: [
    'Worked out how much the redress scheme owes each claimant and whether the provision is enough.',
    'Checked how much the loyalty scheme pays out in points and whether the budget covers it.',
    'Worked out whether the bonus scheme will pay out this year.',
    'Every three years the council reviews its parking scheme.',
    'Passed the customer’s claim on to the insurer the same day.',
    'Moved our car insurance to a cheaper insurer.',
    'Sold home insurance policies from three insurers.',
    'Handed over the pension transfer paperwork to the member’s new provider.',
    'Agreed a plan with the board to fill the £2m gap in this year’s budget.',
    'Planned how to fill the skills gap in the sales team.',
    'Agreed a plan with the bank’s board to fill the capital shortfall.',
    'Helped the charity agree a plan to close the gap between men’s and women’s pay.',
    'Explained the results to the company’s board.',
    'Presented the quarterly numbers to the board of the housing association.',
    'Told the scheme members what their pension would be at 65.',
    'Explained to the school board why the budget moved.',
  ],
  stillRead: [
    [
      'Measured how much the scheme will pay out over the next sixty years and whether its assets cover it.',
      'pension_valuation',
    ],
    ['Ran the numbers for handing over the scheme’s pensions to an insurer.', 'risk_transfer'],
    ['Told the scheme board why the numbers had moved since the last check.', 'trustee_advice'],
  ],
});

/**
 * A restructuring analyst: the slides for meetings between a company and its lenders (board and creditor
 * presentations), work done group by group or lender by lender towards the deal (negotiation support), a deal
 * the court approved with the creditors (restructuring plans and schemes).
 */
describeRecallPass('own-words recall (evalrows, restructuring analyst)', {
  sets: [
    {
      restructuring_analyst: [
        'Prepared the decks for the weekly calls between management and the bondholders.',
        'Built the presentation the directors gave to their creditors at the first meeting after the default.',
        'Wrote the update pack the lenders received from the company each month.',
        'Ran the numbers behind the talks between the two groups of lenders over who takes the bigger loss.',
        'Went creditor by creditor through the terms of the standstill.',
        'Helped get the deal approved in court with most of the lenders voting for it.',
        'The judge signed off the plan we had agreed with the company’s creditors.',
        'Worked on the compromise the court sanctioned that cut the retailer’s debts in half.',
      ],
    },
  ],
  unread: {},
  concepts: ['creditor_presentations', 'creditor_negotiation', 'insolvency_procedures'],
  otherWork: [
    'Prepared the slides for the monthly board meeting on sales.',
    'Prepared slides for the bank’s board meeting on new branches.',
    'Built the sales deck for meetings with the company’s customers.',
    'Put together presentations for the board on our lending to small companies.',
    'Compared mortgage deals lender by lender for first-time buyers.',
    'Negotiated better rates with groups of lenders for our borrowers.',
    'The court approved the deal in the divorce and split the family’s debts.',
    'The judge backed the council’s plan for the new bypass.',
    'Helped a family whose court-approved plan cleared their household debts.',
  ],
  stillRead: [
    ['Prepared the decks for the weekly calls between management and the bondholders.', 'creditor_presentations'],
    ['Went creditor by creditor through the terms of the standstill.', 'creditor_negotiation'],
    ['The judge signed off the plan we had agreed with the company’s creditors.', 'insolvency_procedures'],
  ],
});

/**
 * An equity salesperson: the scores clients give their brokers (broker vote), bringing each fund the share ideas
 * that suit it (stock pitching), being a fund's first call (client relationship).
 */
describeRecallPass('own-words recall (evalrows, equity sales)', {
  sets: [
    {
      equity_sales: [
        'Climbed into the top five of the rankings fund managers give their brokers.',
        'Lifted our place in the votes the buy side gives brokers twice a year.',
        'Tracked the marks each client gave us against the other brokers.',
        'Sent each fund manager the two or three ideas on mid-cap stocks that suited their style.',
        'Became the main point of contact for a dozen hedge funds trading UK mid-caps.',
        'Was the go-to broker for four long-only funds on European banks.',
      ],
    },
  ],
  unread: {},
  concepts: ['broker_vote', 'stock_pitching', 'client_relationship'],
  otherWork: [
    'Clients rated our mortgage brokers 4.8 stars on Trustpilot.',
    'Improved the scores our customers give us after each call.',
    'Ranked the best brokers for our own pension contributions.',
    'Clients paid us more once we cut delivery times.',
    'Gave clients ideas for their new kitchen design.',
    'Gave each client ideas on which companies to use for their wedding.',
    'Told clients about new features of the banking app.',
    'Became the first call for the press on interest rate decisions.',
    'Became the main contact for clients with laptop faults.',
  ],
  stillRead: [
    ['Lifted our place in the votes the buy side gives brokers twice a year.', 'broker_vote'],
    ['Sent each fund manager the two or three ideas on mid-cap stocks that suited their style.', 'stock_pitching'],
    ['Was the go-to broker for four long-only funds on European banks.', 'client_relationship'],
  ],
});

/**
 * Institutional business development at a fund firm: keeping close to the firms that advise pension funds on
 * which managers to hire (investment consultant relationships), pitching against rivals to a pension board and
 * rehearsing the team for the final pitch (finals presentations).
 */
describeRecallPass('own-words recall (evalrows, institutional business development)', {
  sets: [
    {
      institutional_business_development: [
        'Built relationships with the advisers who tell pension schemes which fund managers to use.',
        'Met the researchers at the firms that advise pension schemes on which managers to hire every quarter.',
        'Kept in close touch with the firms that advise pension schemes on which managers to hire.',
        'Led our finals in front of the pensions committee and beat three other managers.',
        'Presented to a council’s pension committee against two rivals and won the mandate.',
        'Coached our portfolio managers before each finals presentation to trustees.',
      ],
    },
  ],
  unread: {},
  concepts: ['consultant_relationship', 'client_pitch'],
  otherWork: [
    'Kept in close touch with the financial advisers who recommend our pensions to savers.',
    'Met the advisers who help individuals choose pension schemes and fund managers.',
    'Worked with the firms that advise pension funds on their IT systems.',
    'Pitched my start-up to the investment committee of an angel network and won funding.',
    'Pitched the new campaign to the charity’s board of trustees and won their backing.',
    'Presented the school budget to the board of trustees.',
    'Presented search shortlists of fund managers to trustee boards.',
    'Rehearsed the team for the final pitch of the software deal.',
    'Coached the team for the final of the five-a-side competition.',
  ],
  stillRead: [
    [
      'Kept in close touch with the firms that advise pension schemes on which managers to hire.',
      'consultant_relationship',
    ],
    ['Led our finals in front of the pensions committee and beat three other managers.', 'client_pitch'],
  ],
});

/**
 * An insolvency practitioner: telling staff on the first day what is happening and what help they can get
 * (employees in a crisis), finding directors who paid themselves while the company owed money (directors'
 * conduct), updates to everyone owed money (statutory reporting), taking over and winding up companies that have
 * collapsed (insolvency procedures).
 */
describeRecallPass('own-words recall (evalrows, insolvency practitioner)', {
  sets: [
    {
      insolvency_practitioner: [
        'Explained to 200 workers on the first day what would happen to their jobs and their wages.',
        'Briefed employees the day the company collapsed on how to claim unpaid wages.',
        'Investigated whether the owners had taken money out of the business before it collapsed.',
        'Found the directors had kept trading for months after they knew the company couldn’t pay.',
        'Sent six-monthly reports to the people the company owed on what we had recovered.',
        'Wound up forty small companies that had gone bust, from appointment to closure.',
        'Took charge of companies that had run out of money and wound up their affairs for the creditors.',
      ],
    },
  ],
  unread: {},
  concepts: ['crisis_stakeholders', 'director_conduct', 'statutory_reporting', 'insolvency_procedures'],
  otherWork: [
    'Told staff what was happening with the office refurbishment.',
    'Updated employees on what would happen to the Christmas party budget.',
    'Explained to workers what help they could get with the new software.',
    'Wrote an article on how the bosses paid themselves while the company owed millions.',
    'Checked the directors’ expenses before they were paid.',
    'Sent updates to customers who were owed refunds for late deliveries.',
    'Took over the family business after it collapsed.',
    'Took over a failing cafe business and turned it round within a year.',
    'Bought failing businesses cheaply and took over their shops.',
    'Wound down the failed marketing campaign after six weeks.',
  ],
  stillRead: [
    ['Briefed employees the day the company collapsed on how to claim unpaid wages.', 'crisis_stakeholders'],
    ['Investigated whether the owners had taken money out of the business before it collapsed.', 'director_conduct'],
    ['Sent six-monthly reports to the people the company owed on what we had recovered.', 'statutory_reporting'],
    ['Wound up forty small companies that had gone bust, from appointment to closure.', 'insolvency_procedures'],
  ],
});

/**
 * A coverage banker's precedent transactions in plain words: comparing what similar companies or businesses sold
 * for, went for or fetched (read once the coverage reading stopped giving "clients" alone part of senior client
 * relationship management, which cost a coverage banker's own words their junior jobs' weight).
 */
describeRecallPass('own-words recall (evalrows, coverage banker)', {
  sets: [
    {
      coverage_banker: [
        'Looked at what rival businesses had changed hands for to value the target.',
        'Compared the prices similar firms fetched when they were sold in the last five years.',
        'Built a table comparing what comparable companies were sold for over the past decade.',
        'Researched what other software businesses had gone for before we set the asking price.',
      ],
    },
  ],
  unread: {},
  concepts: ['precedent_transactions'],
  otherWork: [
    'Compared what similar houses had sold for in the street before valuing the flat.',
    'Compared the prices similar products sold for on marketplaces.',
    'Looked at what other shops sold for a coffee before setting our menu prices.',
    'Checked what the charity auction lots went for against their estimates.',
    'Researched which firms sold fastest in the used car market.',
  ],
  stillRead: [
    ['Looked at what rival businesses had changed hands for to value the target.', 'precedent_transactions'],
    [
      'Researched what other software businesses had gone for before we set the asking price.',
      'precedent_transactions',
    ],
  ],
});
