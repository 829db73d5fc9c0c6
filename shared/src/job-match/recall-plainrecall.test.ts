import { describeRecallPass } from './recall-harness';

/**
 * Own-words recall for practitioners who describe their work in plain words, empty skills list (issue 13, helper
 * plainrecall): the roles still under or near the own-words target after the held-out rounds 49-54. Each pass reads
 * how practitioners of that family say the work in several everyday ways, with neighbouring work in the same
 * everyday words as guards. Written from knowledge of the work, not copied from any eval case.
 */

/**
 * A development finance lender: whether a scheme stacks up from land, build costs and what the homes will sell
 * for (development appraisal), what the builder has delivered before (track record), how much of the developer's
 * own money goes in first (facility structuring), paying the loan out in stages against the surveyor's sign-off
 * (drawdown control) and getting out to sites that are slipping (site visits and escalation).
 */
describeRecallPass('own-words recall (plainrecall, development finance)', {
  sets: [
    {
      development_finance_manager: [
        'Checked the land price and build costs against what the finished flats would be worth.',
        'Tested whether each scheme stacks up once you take off build costs and the developer’s profit.',
        'Worked out how much a builder could afford to pay for a site after building costs and profit.',
        'Ran the figures on profit on cost: land, build costs and expected sales values.',
        'Vetted each developer’s previous schemes: did they finish on time and on budget?',
        'Dug into the housebuilder’s history of completed sites before we lent a penny.',
        'Agreed how much equity the developer puts in first before our loan starts.',
        'Structured each facility so the builder’s own money goes in first and we cover cost overruns only with a guarantee.',
        'Negotiated the terms of each loan: size, interest, fees and a guarantee against cost overruns.',
        'Released the loan in tranches once the monitoring surveyor signed off the work.',
        'Advanced funds bit by bit as the surveyor confirmed progress on site.',
        'Visited our developments every month and escalated any that were running late.',
        'Went out to the schemes each fortnight and flagged the ones falling behind programme.',
      ],
    },
  ],
  unread: {},
  concepts: ['development_appraisal', 'track_record', 'lending_structuring', 'build_costs', 'site_escalation'],
  otherWork: [
    'Sold plots of land and new-build homes for a housebuilder, agreeing sale prices with buyers.',
    'Valued houses for mortgage lenders and checked what similar homes sold for.',
    'Checked the subcontractors’ previous jobs before appointing them to the site.',
    'Reviewed the developers’ past code before each release.',
    'Checked borrowers’ credit history before approving personal loans.',
    'Worked out how much deposit first-time buyers need to put in first for their mortgage.',
    'Agreed new loan terms with customers in arrears so they could keep their cars.',
    'Decided how much equity we put in and how much acquisition debt the buyout could carry.',
    'Paid subcontractors in stages once the site manager signed off the work.',
    'Paid suppliers in instalments after the goods were confirmed received.',
    'Walked the site every morning and chased the trades when work was slipping.',
    'Visited our branches each month and raised any that were running late on audits.',
    'Looked at whether the council’s housing scheme was viable given the grant.',
  ],
  stillRead: [
    ['Released the loan in tranches once the monitoring surveyor signed off the work.', 'build_costs'],
    ['Agreed how much equity the developer puts in first before our loan starts.', 'lending_structuring'],
  ],
});

/**
 * A prudential supervisor: reading a firm's own assessment of its risks and capital and how it would recover
 * (ICAAP, ORSA, recovery plans), what a bad year would do to each firm (stress tests), whether it holds too little
 * capital (capital rules) and questioning its board.
 */
describeRecallPass('own-words recall (plainrecall, prudential supervision)', {
  sets: [
    {
      pra_supervisor: [
        'Went through each bank’s own paper on its risks and how much capital it thinks it needs, and pushed back where it was thin.',
        'Asked what levers they could pull to raise cash if a crisis hit.',
        'Judged what would happen to each firm in a crash and reported it up.',
        'Told the insurer its cushion was too thin and made it top up its capital before paying a dividend.',
        'Grilled their boards about the growth in risky lending.',
        'Checked the lenders could keep paying depositors if a crisis hit.',
      ],
    },
  ],
  unread: {},
  concepts: ['icaap', 'stress_test_interpretation', 'capital_liquidity_regulation', 'board_challenge'],
  otherWork: [
    'Reviewed the reports business units write about their own risks and controls.',
    'Checked the reports on how much cash each branch keeps in reserve.',
    'Modelled what would happen to the portfolio in a market crash.',
    'Told clients they kept too little in the bank for emergencies.',
    'Found the firm was keeping too little cash for payroll and suppliers.',
    'Answered the questions of their boards at the annual review.',
    'Presented our findings to the audit committee and answered their board’s questions.',
    'Helped families get back on their feet after a bad year.',
    'Worked with the company to get back on its feet after the downturn.',
    'Checked customers could still pay their loans if rates went up.',
    'Helped the charity pull itself back after a bad year of donations.',
    'Looked at what would happen to inflation in a recession for the Monetary Policy Committee.',
  ],
  stillRead: [],
});

/**
 * A venture capital investor: meeting founders over coffees and introductions (deal sourcing), how big a company
 * could get and who else is working on the same thing (market sizing and maps), and whether customers want what
 * the founders are building (product assessment).
 */
describeRecallPass('own-words recall (plainrecall, venture capital)', {
  sets: [
    {
      venture_capital_analyst: [
        'Got to know founders over coffees and warm introductions from our portfolio.',
        'Met first-time founders at pitch days every week.',
        'Asked how big the business could grow if it won its market.',
        'Mapped every startup working on payments for small shops and where the gaps are.',
        'Spoke to their early users to see whether they actually want what the team is building.',
      ],
    },
  ],
  unread: {},
  concepts: ['deal_sourcing', 'market_sizing', 'product_assessment'],
  otherWork: [
    'Met founders at our accelerator demo days and ran workshops for the cohort.',
    'Met first time buyers at open days to talk through mortgages.',
    'Asked how big the extension could get before planning permission was needed.',
    'Kept a map of every branch and where the gaps in staffing are.',
    'Checked whether customers really want our product before the team built it.',
    'Asked whether users love what we’re building in our app.',
    'Kept a list of everyone working on the project and who is ahead of schedule.',
    'Kept a list of everyone working on the rota and where the gaps are.',
    'Tracked everyone working on the bid and who is ahead.',
  ],
  stillRead: [],
});

/**
 * A bond fund manager: how much the fund gains or loses when rates move and whether to favour shorter or longer
 * bonds (duration and curve), which companies to lend to with the analysts (credit selection), and following the
 * central bank and the economy.
 */
describeRecallPass('own-words recall (plainrecall, bond funds)', {
  sets: [
    {
      fixed_income_portfolio_manager: [
        'Chose how much the portfolio should make or lose if yields rise.',
        'Moved the fund into longer-dated gilts ahead of the rate cuts.',
        'Leaned towards shorter bonds when inflation looked sticky.',
        'Sat with the credit analysts deciding which issuers to avoid.',
        'None of the bonds we held in my funds defaulted.',
        'Followed the ECB and inflation data closely.',
      ],
    },
  ],
  unread: {},
  concepts: ['duration_positioning', 'credit_selection', 'monetary_policy'],
  otherWork: [
    'Set the hedges so the pension scheme would not lose when rates fall.',
    'Advised issuers whether to favour shorter or longer bonds.',
    'Helped customers choose shorter or longer fixed rate mortgages.',
    'Decided with the analysts which companies the bank lends to and set their facilities.',
    'Sat on the rating committee deciding which issuers to downgrade with the analysts.',
    'No customer ever failed to pay us back on my watch.',
    'Worked at the Bank of England on the economy.',
    'Kept an eye on five insurers for the Bank of England.',
  ],
  stillRead: [['Picked the issuers to own with the credit analysts.', 'credit_selection']],
});

/**
 * A credit trader protecting the book with default insurance on baskets of companies (CDS index hedging), a
 * discretionary manager's yearly reviews, house view and each client's risk and restrictions, and an FX
 * salesperson reading the hedging rules a client's board has set and explaining a protected worst rate.
 */
describeRecallPass('own-words recall (plainrecall, markets and wealth)', {
  sets: [
    {
      credit_trader: [
        'Bought default insurance on a basket of companies to cover the bonds we were stuck with.',
        'Hedged against defaults with index contracts when the book got too long.',
      ],
      discretionary_investment_manager: [
        'See each family once a year to go through how their money has done.',
        'Followed the house view but tailored it to each client’s needs.',
        'Agreed with each new client how much risk they are comfortable with and the restrictions on what they will not own.',
      ],
      fx_corporate_sales: [
        'Checked the hedging rules their board had set before offering any forwards.',
        'Showed treasurers how an option gives them a worst case rate while keeping some of the upside.',
      ],
    },
  ],
  unread: {},
  concepts: [
    'relative_value',
    'hedging_risk',
    'client_reviews',
    'model_portfolios',
    'mandate_monitoring',
    'hedging_policy',
    'derivatives_explanation',
  ],
  otherWork: [
    'Arranged trade credit insurance so clients were protected against customers going bust.',
    'Placed default insurance policies for lenders with underwriters at Lloyd’s.',
    'Followed what the investment committee decided for the pension scheme.',
    'Asked new customers how much risk they are comfortable with before recommending a pension.',
    'Audited whether the rules their board set on expenses were followed.',
    'Explained to customers how a tracker mortgage lets them benefit if rates move their way.',
    'Followed the rules their own board set on lending limits.',
    'Protected the firm against suppliers going bust with new contracts.',
  ],
  stillRead: [],
});

/**
 * Compliance testing (deciding what good looks like, rating how serious problems are, agreeing fixes), compliance
 * advice (clearing staff share trades, tracking who holds inside information), project finance (the long-dated
 * cash spreadsheet, how much can be borrowed safely against it, the contracts saying who buys the output) and an
 * options trader's view of how the book fares if the market falls.
 */
describeRecallPass('own-words recall (plainrecall, compliance, project finance, options)', {
  sets: [
    {
      compliance_monitoring_analyst: [
        'Set out what good looks like for each review before pulling a sample of files.',
        'Rated the severity of the gaps we found and agreed fixes with the managers of each team.',
        'Agreed the fixes with the business owners for every breach we found.',
      ],
      compliance_advisory_analyst: [
        'Cleared colleagues’ share trades before they placed them.',
        'Checked staff weren’t trading shares in their own names during closed periods.',
        'Logged who had inside information on each deal.',
        'Kept deal information away from people who should not see it, such as the research team.',
      ],
      project_finance_analyst: [
        'Built the spreadsheet of how cash comes in over 30 years from the toll road.',
        'Shaped the repayments to follow the revenues so there was always headroom.',
        'Worked out how much could be lent safely against the income from the solar farm.',
        'Read the contracts that say who buys the electricity from the wind farm.',
      ],
      equity_derivatives_trader: ['Showed the desk how our positions would hold up if the index crashed by a fifth.'],
    },
  ],
  unread: {},
  concepts: [
    'compliance_tests',
    'findings',
    'action_tracking',
    'pa_dealing',
    'insider_list',
    'project_finance_model',
    'debt_capacity',
    'project_contracts',
    'scenario_analysis',
  ],
  otherWork: [
    'Decided what good looks like for customer calls and coached the agents.',
    'Rated how serious each IT incident was and agreed fixes with the system owners.',
    'Scored how severe each claim was before passing it to the loss adjuster.',
    'Agreed fixes for the bugs with the product team.',
    'Built the budget spreadsheet showing income over the next three years.',
    'Worked out how much a couple could safely borrow against their house.',
    'Shaped repayment plans to fit each customer’s income so they always had something spare.',
    'Checked the lease contracts that say who pays for electricity in the building.',
    'Kept the spreadsheet of pension income our members will get over 25 years.',
    'Helped clients buy shares for themselves through our app.',
    'Approved client share trades over £50k on the dealing desk.',
    'Recorded who knows the passwords to the payroll system.',
    'Made sure people who shouldn’t see patient records don’t.',
    'Worked out how the shop would fare if the market for toys dropped.',
    'Settled trades and checked how the positions would look if prices moved.',
  ],
  stillRead: [],
});
