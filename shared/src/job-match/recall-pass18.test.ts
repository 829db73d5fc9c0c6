import { describeRecallPass } from './recall-harness';

/**
 * Plain-words recall, pass 18 (issue 13): sentences UK practitioners from junior to director write on a CV in
 * everyday words, for the roles of six families whose own-words CVs still score lowest: model development and
 * validation (derivatives quant, credit risk modeller, model validation), PE portfolio operations, investment
 * operations (middle office and trade support, settlements, fund accounting and corporate actions reconciliations;
 * not collateral management), payments and banking product and change (not merchant partnerships), transaction
 * banking sales, and prudential policy and supervision (not the FCA supervisor). All were written from knowledge of
 * the work before the families' phrasings were read and before any eval case was opened; each must be read as
 * evidence of at least one of the role's skills (one of the concepts a skill asks for).
 */
const PLAIN_WORDS: Record<string, string[]> = {
  derivatives_quant: [
    'I wrote the code that prices the FX options our traders sell to corporate clients.',
    'I fitted our volatility surface to the prices brokers quote each morning so the desk’s prices match the market.',
    'I built a simulation that runs thousands of possible paths for exchange rates to price options that depend on the path.',
    'I sped up our pricing library so the whole options book can be revalued in minutes instead of hours.',
    'I sit with the traders to explain why the model gives the price it does and what moves it.',
    'I wrote up how each model works, its assumptions and its limits for the team that checks our models.',
    'I solved the pricing equations on a grid for barrier options where simulation was too slow.',
  ],
  credit_risk_modeller: [
    'I built the scorecards that predict which mortgage customers are likely to fall behind on their payments.',
    'I estimate how much we would lose if a borrower defaults and how much we would get back from the house.',
    'I model how the economy’s ups and downs change the number of customers who default, for our loan loss provisions.',
    'I write the documents that explain how our credit models work, what data they use and their weaknesses.',
    'I present our new models to the committee that approves them and answer its questions.',
    'I use SAS and SQL to pull years of loan data and check it before building a model.',
    'I worked out how long customers stay up to date on their loans before they miss a payment.',
    'I made sure our models meet what the PRA expects for banks that work out their own capital.',
    'As head of credit modelling I set which models we rebuild each year and lead a team of eight.',
  ],
  model_validation_analyst: [
    'I rebuild the bank’s pricing models from scratch in Python to check they give the same answers.',
    'I write up what we found wrong with each model and how serious it is.',
    'I chase the model owners until the problems we raised are fixed and close them off.',
    'I test whether a model still works on recent data and compare it with a simpler one.',
    'I keep the list of every model the bank uses and how much damage each could do if it went wrong.',
    'I question the people who built the model about why they made each choice.',
    'I checked whether our fraud machine learning model treated some customers unfairly.',
    'I make sure our model checks follow the PRA’s rules on managing model risk.',
    'As head of validation I sign off which models can go live and report the biggest problems to the risk committee.',
  ],
  portfolio_operations_manager: [
    'After we buy a business I spend the first weeks finding where it wastes time and money.',
    'I work with the management of companies we own to grow profits so they are worth more when we sell.',
    'I agreed a plan with each new company for its first hundred days and checked progress with the chief executive every week.',
    'I compare what each company we own pays suppliers with what our other companies pay and renegotiate.',
    'I designed the few numbers each company reports to us every month so problems show up early.',
    'I checked whether the savings a company promised in its business plan were realistic before we invested.',
    'I upgraded the finance team at a company we own so its numbers would stand up to buyers when we sold it.',
    'I track how much extra profit each project adds against what the deal team promised when we invested.',
    'As operating partner I win over chief executives who do not want an outsider telling them what to change.',
  ],
  middle_office_analyst: [
    'I check every trade the traders book against what the broker confirms and fix the ones that are wrong.',
    'Each morning I find out why the desk’s profit and loss does not match what the systems say.',
    'I sort out differences between the positions in the trading system and the ones in the books.',
    'I help the traders book complicated trades properly so they flow through to settlement.',
    'I wrote SQL queries and Excel macros to check the day’s trades automatically instead of by hand.',
    'I know how a trade moves from the desk to settlement and accounting, so I know where to look when it breaks.',
    'I answer the traders’ questions about missing or wrong trades before the market closes.',
    'I check that new trades have the right prices, dates and counterparties before the end of the day.',
  ],
  settlements_analyst: [
    'I make sure the shares and bonds we buy and sell change hands with the other bank on the right day.',
    'I chase the other side when a trade has not settled and find out why.',
    'I match our trade details with the broker’s before the deadline so trades settle on time.',
    'I claim back the interest we lose when a counterparty settles late.',
    'I check that the cash and securities in our accounts at the custodian match our own records every day.',
    'I send and fix the SWIFT messages that tell the custodian what to deliver.',
    'I raise problems with my manager quickly when a big trade is at risk of missing the cut-off.',
    'I suggested automating the daily matching spreadsheet, which saved the team an hour a day.',
  ],
  fund_accountant: [
    'I work out the price of each fund every day from its holdings, cash and costs.',
    'I check the fund’s holdings and cash in our system against what the bank holding the assets says.',
    'I look into any price that moves more than expected before the fund’s price goes out.',
    'I prepare the yearly accounts for our funds and answer the auditors’ questions.',
    'I record the fund’s income, expenses and fees so the daily price is right.',
    'I use Excel to check the fund’s figures and spot anything unusual.',
    'As a fund accounting supervisor I review my team’s daily prices before they are released to investors.',
    'I moved our funds onto a new accounting system and checked the balances matched on the day we switched.',
  ],
  corporate_actions_analyst: [
    'I tell clients about upcoming dividends, rights issues and takeovers affecting the shares they hold.',
    'I collect clients’ choices on whether to take cash or shares and send them to the custodian before the deadline.',
    'I work out how much each client should receive from a dividend or share split and check it arrived.',
    'I read the notices from custodians and data suppliers and check the terms of each event are right in our system.',
    'I keep a diary of every deadline so no client misses the chance to choose.',
    'I check the cash and shares paid after each event against what we expected and chase the differences.',
  ],
  payments_product_manager: [
    'I decide what the payments team builds next by talking to customers and looking at where they drop out.',
    'I write the stories the engineers work from, with what the feature must do to count as finished.',
    'I launched paying by bank straight from the checkout, without a card.',
    'I look at how many payments fail and why, and what each way of paying costs us.',
    'I added the check that tells customers whether the name matches the account before they send money.',
    'I worked with the fraud team to add warnings and delays to payments that look like scams.',
    'I made sure our refunds to victims of scams met the new rules on reimbursing them.',
    'I work day to day with engineers and designers to make sending money simpler.',
    'I moved our business customers onto Faster Payments so their money arrives in seconds.',
    'As head of payments product I set the plan for the year and agree it with the executive team.',
  ],
  savings_product_manager: [
    'I recommend what interest rate we pay on each savings account when the Bank of England changes its rate.',
    'I watch the best-buy tables every day to see where our rates sit against other banks.',
    'I look at how much money comes in and goes out of each account after we change a rate.',
    'I check each year that our savings accounts give customers fair value, and write it up for the board.',
    'I wrote the terms and the summary box for a new fixed-rate ISA.',
    'I ran the launch of a new easy-access account, bringing together IT, marketing, legal and operations.',
    'I write the papers for the pricing committee asking it to approve rate changes.',
    'I asked customers what they wanted from a savings account and used it to design a new one.',
  ],
  banking_business_analyst: [
    'I run workshops with the operations team to work out what the new system has to do.',
    'I drew the current and future process for opening a business account step by step.',
    'I write what each change has to do and how we will know it works, for the developers.',
    'I organised the testing with the people who will use the new system before it went live.',
    'I turned the new rules on checking customers’ identity into changes our onboarding system had to make.',
    'I used SQL to map where each piece of customer data sits in the old and new banking systems.',
    'I worked out what our loan application journey needed to change so customers get a fair outcome.',
  ],
  operations_transformation_manager: [
    'I map how work flows through the operations teams and take out the steps that add nothing.',
    'I had the daily reconciliations that people did by hand done automatically by robots instead.',
    'I worked out how much a new system would save and wrote the case for the board to fund it.',
    'I track how many payments go through without anyone touching them and how many go wrong.',
    'I check each change we make does not weaken the controls that stop mistakes and fraud.',
    'I bring the teams whose jobs change with us and keep senior managers on side.',
    'I cut the number of customers calling back about the same complaint by fixing what went wrong the first time.',
    'As head of operations change I run a programme of projects across payments, lending and complaints.',
  ],
  transaction_banking_sales: [
    'I win new corporate clients for our cash management, from the first meeting to the accounts going live.',
    'I talk to finance directors about how they pay suppliers and collect from customers and show them a better way.',
    'I set up structures that bring the cash of a group’s companies together each day so it can use it better.',
    'I answer banks’ tender questionnaires when a company looks for a new bank for its payments and accounts.',
    'I work out what to charge a client for each payment and negotiate the price with their treasurer.',
    'I get new clients through the bank’s checks on who they are and get their accounts and payments running.',
    'I keep my list of likely deals up to date and forecast which will close this quarter.',
    'I sell card, payments and liquidity services to mid-sized companies trading overseas.',
  ],
  pra_supervisor: [
    'I look at a building society’s balance sheet each quarter to see where it could lose money.',
    'I check that the banks I supervise hold enough capital and cash to get through a bad year.',
    'I review each bank’s own assessment of how much capital and liquidity it needs and challenge it.',
    'I question board members on their plans when their firm takes too much risk.',
    'I write letters to firms setting out what we expect them to fix and by when.',
    'I read the results of the stress tests and work out what they say about the firm’s weak spots.',
    'I review insurers’ solvency figures and their plans to recover if things go wrong.',
  ],
  treasury_policy_adviser: [
    'I set out the options for the minister on how to change the rules for banks and what each would cost.',
    'I write short notes for the Chancellor before meetings with bank chief executives.',
    'I took a new law on payments through Parliament, answering MPs’ questions through the minister.',
    'I wrote the consultation on changing the rules for insurers and told the lawyers what to put in the law.',
    'I meet the regulators and the industry to hear what they think of our plans.',
    'I worked out what a change to the rules would cost firms and what it would save consumers.',
    'I write clearly and quickly when the minister needs an answer the same day.',
    'I know how the rules for UK banks, insurers and markets fit together.',
  ],
};

/**
 * A second set, written after the first was landed and still blind to the eval, for the roles whose own-words
 * CVs the first set did not move: CV bullets as people write them (no "I", past tense, results first, a few
 * figures), from graduate to director.
 */
const SECOND_SET: Record<string, string[]> = {
  derivatives_quant: [
    'Built the pricer for FX barrier and touch options used by the desk every day.',
    'Rewrote the interest rate curve building in C++, cutting the overnight run from four hours to forty minutes.',
    'Kept the option models in line with the market by refitting them to broker quotes each morning.',
    'Moved the desk from a simple volatility model to one that captures the smile, after traders lost money on out-of-the-money options.',
    'Answered traders’ questions on why the risk numbers jumped overnight and which model inputs caused it.',
    'Wrote the model paper for each new pricer so the validation team could approve it for use.',
    'Graduate quant: tested the pricing library against textbook answers and fixed the cases where it was wrong.',
  ],
  credit_risk_modeller: [
    'Rebuilt the credit card default model after it started to overstate losses when rates rose.',
    'Produced the numbers for how much the bank should set aside for bad loans under three economic scenarios.',
    'Defended the mortgage model in front of the model risk committee and agreed the changes they asked for.',
  ],
  model_validation_analyst: [
    'Reviewed the bank’s new mortgage default model and found it understated losses for interest-only loans.',
    'Graded each model by how much harm it could do and decided how often it needs a full review.',
    'Checked the traders’ option pricing models against my own version in Python.',
  ],
  portfolio_operations_manager: [
    'Led the operating improvements at four companies owned by the fund, adding £12m of profit in three years.',
    'Ran a pricing review at a newly bought distributor and put up prices on 2,000 low-margin lines.',
    'Worked alongside the deal team before we bought, testing whether the cost savings in the plan were real.',
    'Set up a buying group across the fund’s companies so they could buy energy, insurance and freight together.',
    'Helped the chief executives of our companies decide which improvements to do first and tracked them monthly.',
    'Prepared two companies for sale, getting their forecasts and reporting ready for buyers’ advisers.',
    'Visited every factory in the group in the first month after the deal to see where time and materials were wasted.',
  ],
  middle_office_analyst: [
    'Checked the day’s trades booked by the desk and corrected errors before they reached settlement.',
    'Explained the daily profit and loss to the traders and found the cause when it did not agree with the finance figures.',
    'Set up new bond and swap products in the trading system with the desk and IT.',
    'Built Excel checks that compared the positions in the front office and back office systems every morning.',
    'Was the link between the traders, operations and finance for anything that went wrong with a trade.',
    'Chased the traders to fix trades booked with the wrong counterparty or price.',
    'Graduate analyst in trade support for the equity desk, checking bookings against the brokers’ confirmations.',
    'Cut the number of unmatched trades at month end by fixing the way the desk books block trades.',
  ],
  settlements_analyst: [
    'Settled equity and bond trades across European markets through Euroclear and CREST.',
    'Investigated trades that failed to settle and got them fixed with the other side before the penalties grew.',
  ],
  payments_product_manager: [
    'Owned the product for instant bank payments at checkout for online retailers.',
    'Cut card payment failures by a third by changing how we retry declined payments.',
    'Added checks in the app to stop customers sending money to scammers.',
    'Worked out which features to build first by weighing customer demand against engineering effort.',
    'Wrote the requirements for our move to the new payments messaging standard.',
    'Ran the launch of direct debit collections for business customers.',
  ],
  transaction_banking_sales: [
    'Won cash management mandates from three FTSE 250 companies worth £2m a year in fees.',
    'Advised finance directors on how to get paid faster by their customers and pay suppliers more cheaply.',
    'Led the bank’s bid when a large retailer put its banking out to tender.',
    'Set up a structure that moved cash from 30 subsidiaries into one account every night.',
    'Brought new clients on board, coordinating the checks, account opening and systems connections.',
    'Agreed pricing on payments and liquidity services with treasurers and defended our margins.',
    'Kept a forecast of the deals in progress and the revenue each would bring.',
  ],
  pra_supervisor: [
    'Supervised a group of mid-sized banks, judging whether each held enough capital for the risks it ran.',
    'Challenged the chief risk officer of an insurer on how much its capital would fall in a market crash.',
    'Reviewed a bank’s plan for what it would do if it ran short of cash or capital.',
    'Wrote the letter to the board setting out the risks we wanted the firm to address.',
    'Read the firm’s accounts and regulatory returns each quarter to spot changes in its risk.',
    'Explained to senior colleagues what the stress test results meant for each of our banks.',
    'Assessed whether a building society was lending too much against too little capital.',
  ],
};

/** Sentences left unread on purpose (each with its reason). */
const UNREAD: Record<string, [string, string][]> = {
  derivatives_quant: [
    [
      'I worked out the sensitivities of the book to moves in rates and volatility so the traders could hedge.',
      'risk sensitivities are real quant work but none of the role’s six skills names them (no Greeks line); reading them as numerical methods would also read every market risk analyst',
    ],
    [
      'As head of the FX quant team I decide which models we build next with the heads of trading.',
      'setting the team’s priorities is leadership, and the list has no leadership line; deciding which models to build is not calibration, numerics or documentation',
    ],
    [
      'Priced structured deposits for the sales team, working out what each feature costs the bank.',
      'pricing a product is also the structurer’s and the salesperson’s work; the quant’s skills are the methods (numerics, calibration), which the line does not name',
    ],
  ],
  portfolio_operations_manager: [
    [
      'Brought in a new finance director at one company and rebuilt its monthly reporting.',
      'a chief executive or chair of any company does the same; no fund, owner, deal or sale word tells it from them',
    ],
  ],
  banking_business_analyst: [
    [
      'I know how a mortgage application goes from the customer to the money being paid out.',
      'the skill it shows, “Banking products and processes”, asks for no concept (its words are read as words), so no phrasing can reach it',
    ],
  ],
  middle_office_analyst: [
    [
      'As trade support lead I run a team of five looking after the rates and credit desks.',
      'leading a team; the two middle office skills it comes near (“Working with traders under time pressure”, “Product knowledge across asset classes”) ask for no concept',
    ],
  ],
  pra_supervisor: [
    [
      'I write the papers our senior managers use to decide what action to take on a firm.',
      'a trading standards or licensing officer writes the same papers about a firm; no bank, insurer, capital or supervisory word',
    ],
    [
      'As a senior supervisor I lead the team that oversees a large UK bank.',
      'leading a supervision team; the list has no leadership line and overseeing a bank is none of its six skills',
    ],
  ],
};

/** The concepts this pass gave phrasings to, widened or narrowed. */
const PASS_CONCEPTS = [
  'stochastic_calculus',
  'model_calibration',
  'logistic_regression',
  'findings',
  'model_replication',
  'model_validation',
  'portfolio_company',
  'kpi_design',
  'due_diligence',
  'acquisition',
  'settlement_systems',
  'pnl_breaks',
  'trade_capture',
  'reconciliation',
  'payment_schemes',
  'data_analytics',
  'app_reimbursement',
  'product_discovery',
  'customer_research',
  'process_mapping',
  'requirements_writing',
  'consumer_duty',
  'stakeholder',
  'cash_management',
  'pipeline',
  'sanctions',
  'explain',
  'procurement_analysis',
  'operational_diagnostics',
  'kyc',
  'capital_liquidity_regulation',
  'icaap',
  'balance_sheet_analysis',
];

/**
 * Other work in the same everyday words: an online shop, a kitchen fitter, a dentist, a shop’s credit controller,
 * a house builder, a car maker, a model agency, a car showroom, a business park, a sports league, a franchise, a
 * corner shop, a courier, an allotment society, a hotel, a restaurant, a school, a bus planner, a gardener, a sales
 * team, a football club, a family, a charity, a warehouse, a hospital. None may read as one of this pass’s
 * concepts.
 */
const OTHER_WORK: string[] = [
  'I wrote the code that prices the items in our online shop.',
  'I sped up the booking code so the whole diary can be reloaded in minutes.',
  'I fitted the new kitchen units to the curve of the wall and checked the quotes.',
  'I mark the smiles on the dental charts and check the quotes from the lab.',
  'I estimate how much the shop would lose if a customer stops paying their account.',
  'The builders fixed the problems we raised with the show home models.',
  'I compared the new car models with simpler ones on the test track.',
  'I keep a list of all the models in the showroom and what goes wrong with them.',
  'The agency let the models go live on the website once the photographers fixed the problems.',
  'I planned the first hundred days of my new job as head teacher.',
  'As a franchise manager I chose the numbers each store reports to us every week.',
  'I checked whether the builder’s plan for the extension was realistic before we paid.',
  'I got the shop’s accounts ready for the buyers when we sold it.',
  'The parcels were delivered on time to the other side of town.',
  'I sort out differences between the team sheet and the club’s books.',
  'I answer guests’ questions about missing or wrong bookings at the hotel desk.',
  'I check each booking has the right dates and prices before the end of the day.',
  'I check the cash paid after each event against what we expected and chase the differences.',
  'Customers in the shop can pay by card or bank transfer.',
  'I look at how many parents’ payments fail each term and chase them.',
  'I check the name on each parcel matches the account before we send it.',
  'As head of the sales team I set the plan for the year and agree it with the directors.',
  'I asked customers what they wanted from the menu and designed a new one.',
  'I mapped the bus routes step by step for the new timetable.',
  'I drew the current and future layout of the garden.',
  'I write what each pupil has to do this week and how we will know they have learned it.',
  'We want fair outcomes for every pupil, so I changed how the school marks applications.',
  'I track how many parcels go through the depot without anyone touching them.',
  'I keep the parents on side and bring the teachers along.',
  'I bring the family’s money together in one account each month.',
  'I keep the list of players up to date and forecast which will win this season.',
  'I designed the menus we use each week.',
  'The list of dishes the US team uses is on the wall.',
  'I check the patient’s name matches their wristband before the operation.',
  'I track how much stock we lose if a customer returns an order.',
  'Built the price list for the garden centre’s new range of barrier fencing.',
  'Answered the traders’ questions at the farmers’ market about the new models of tractor.',
  'Reviewed the new car model and found it understated the fuel costs and overstated the prices.',
  'Graded each model at the agency and decided how often they need a full review of their portfolio.',
  'Set up a buying group for the local farms so they could buy feed together.',
  'Showed the café owners how to get paid faster by customers and pay suppliers on time.',
  'Opened accounts for new clients at the salon, checked their documents and took their card payments.',
  'Kept a forecast of the football matches in progress and the revenue each would bring.',
  'Took instant payments at the checkout in the shop.',
  'Judged whether each club held enough capital for the season.',
  'Made a plan for the firm in case it ran short of cash.',
  'Read the bank statements and the shop’s accounts each quarter to spot changes.',
  'Refitted the shop to bring it in line with the market.',
  'Checked the new printer against the textbook answers in the manual and fixed the cases where it jammed.',
];

/** The finance lines the narrowed sanctions phrasing still reads. */
const STILL_READ: [string, string][] = [
  ['I screen new clients against the US government list before we open their accounts.', 'sanctions'],
  ['I check every payment against the UN list of designated persons.', 'sanctions'],
  ['I check our customers are not on the UK list.', 'sanctions'],
];

describeRecallPass('plain-words recall, pass 18', {
  sets: [PLAIN_WORDS, SECOND_SET],
  unread: UNREAD,
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: STILL_READ,
});
