import { describeRecallPass } from './recall-harness';

/**
 * Plain-words recall, pass 17 (issue 13): sentences UK practitioners from junior to director write on a CV in
 * everyday words, for every role of seven families: audit and assurance, commercial banking, debt capital
 * markets and securitisation, private wealth, quant research and data, compliance advisory, and private-equity
 * buyouts. All were written from knowledge of the work before the families' phrasings were read; each must be
 * read as evidence of at least one of the role's skills (one of the concepts a skill asks for). 117 of the 158
 * written were read before this pass's phrasings, 150 after; the other eight are left unread on purpose (see
 * UNREAD).
 */
const PLAIN_WORDS: Record<string, string[]> = {
  external_auditor: [
    'I picked a sample of sales invoices and traced each one to the delivery note and the cash received.',
    'I sat with the client’s finance team and followed a purchase order through their system, from the request to the payment.',
    'On the year-end audit of a retail group I questioned how management worked out the provision for slow-moving stock.',
    'I wrote up the work I did on each area in the audit file so the manager could review it.',
    'As audit senior I planned the year’s work, deciding which balances were most likely to be wrong and where to spend our time.',
    'I ran the client’s whole ledger through our data tool to find journals posted at weekends or by senior staff.',
    'As audit manager I pushed back on the directors’ assumptions about future cash flows when they tested goodwill for impairment.',
    'I checked that the company recognised revenue on its long-term contracts the way the accounting standard requires.',
    'I wrote to the client’s banks and biggest customers to confirm the balances they held at the year end.',
  ],
  internal_auditor: [
    'Each year I help draw up the list of areas of the bank we will review, starting with where the biggest risks are.',
    'I interviewed the people who run the payments process to understand how it works and where it could go wrong.',
    'I tested whether the checks on changes to supplier bank details actually happened, picking 25 changes from the year.',
    'I wrote the report for the audit committee setting out what we found and what management agreed to fix.',
    'When a team says it has fixed a problem we raised, I go back and check the fix really works before we close it.',
    'I used SQL to look at every expense claim in the year rather than a sample, and picked out the duplicates.',
    'As head of internal audit I present our findings to the audit committee each quarter.',
    'I looked at whether the checks on who can access the trading systems were designed well enough to stop mistakes.',
  ],
  commercial_relationship_manager: [
    'I find new business customers through accountants, solicitors and local business groups.',
    'I put together loans for owner-managed companies buying premises or new machinery, and work out what security we need.',
    'I write up the case for lending to a customer and present it to our credit team for approval.',
    'I go through customers’ monthly accounts and cash flow forecasts to check they can keep up with their repayments.',
    'I introduce customers to our foreign exchange and invoice finance colleagues when they need more than a loan.',
    'Every quarter I check that each customer is still within the limits set in their loan agreement and act early if not.',
    'As a director in mid-corporate banking I lead a team of relationship managers covering the Midlands.',
    'I helped a family-owned manufacturer refinance its debt and fund the buyout of a retiring shareholder.',
  ],
  transaction_banking_sales: [
    'I meet the treasurers of large companies to understand how money moves round their business and suggest how we could make it simpler.',
    'I sell our payments and collections services to multinational companies.',
    'I set up structures that move cash from subsidiaries’ accounts into one central account automatically each night.',
    'I coordinate opening accounts for new clients in 12 countries, chasing the documents our onboarding team needs.',
    'I wrote our answers to a tender from a FTSE 100 company looking for a new bank to run its payments.',
    'I agree fees for our payment services with clients and negotiate when a competitor undercuts us.',
    'I keep track of every deal we are working on in Salesforce and report the forecast to my manager each week.',
    'As head of UK sales I lead a team selling cash and liquidity services to corporates.',
    'I help clients see all their bank balances across countries in one place.',
  ],
  trade_finance_specialist: [
    'I check the shipping documents exporters present against the terms of the letter of credit before we pay.',
    'I issue guarantees and letters of credit for importers buying goods from Asia.',
    'I set up a scheme where a large retailer’s suppliers are paid early by us once the retailer approves their invoices.',
    'I look at each shipment for signs the goods are priced wrongly to move money, and check the ships and ports against sanctions lists.',
    'I go with relationship managers to client meetings to work out how we can fund their exports.',
    'I arranged a loan for an overseas buyer backed by UK Export Finance so our client could win the contract.',
    'As trade finance manager I lead a team handling import and export paperwork for mid-sized companies.',
  ],
  debt_capital_markets_analyst: [
    'I work out where a client’s new bond should price from the yields on its existing bonds and those of similar companies.',
    'I write a short note each morning on what happened in the bond markets overnight for the team and clients.',
    'I prepare the slides we take to companies showing how and when they could borrow in the bond market.',
    'I compared whether it was cheaper for a UK utility to borrow in euros and swap the money back into sterling or to borrow in sterling.',
    'I helped a company prepare for its meeting with the agencies that rate its debt and showed what could move its rating.',
    'On launch day I track investors’ orders as they come in and help decide how many bonds each investor gets.',
    'I pull bond prices from Bloomberg into spreadsheets to show clients how their borrowing costs have moved.',
    'As a director I advise banks and insurers on when and how to raise money by selling bonds.',
  ],
  securitisation_analyst: [
    'I go through the data on every mortgage in a pool to check balances, arrears and where the houses are.',
    'I model how the cash from the loans is paid out to each class of noteholders in turn.',
    'I estimate how quickly borrowers will repay early or default, and show what happens to the notes when that changes.',
    'I work with the rating agencies to understand how much protection each class of notes needs for its rating.',
    'I produce the monthly investor reports and the loan-by-loan files we must publish under the securitisation rules.',
    'I put together the presentation we give investors before selling the notes.',
    'As a vice president I structure deals backed by car loans and credit card balances.',
  ],
  private_banker: [
    'I look after 40 wealthy families and am their first call for anything to do with their money.',
    'I find new clients through lawyers, accountants and entrepreneurs I have met over the years.',
    'I arranged a loan against a client’s investment portfolio so he could buy a house before selling his old one.',
    'I piece together how each new client made their money, with documents to back it up, before we take them on.',
    'I bring in our investment and tax specialists when a client sells their business.',
    'I agree fees and interest rates with clients and hold firm on margins when they push back.',
    'As a director I lead a team of bankers covering entrepreneurs in London and the South East.',
    'I arranged a large mortgage on a London house for a client whose income comes mostly from bonuses and dividends.',
  ],
  discretionary_investment_manager: [
    'I run the investments of 150 private clients, making the buying and selling decisions within what each has agreed with us.',
    'I follow the investment committee’s view of markets and adjust clients’ portfolios when it changes.',
    'I use clients’ ISA and pension allowances each year and sell holdings in a way that keeps their capital gains tax down.',
    'I decide how much of each portfolio goes into shares, bonds and cash and which funds to use.',
    'I meet clients once or twice a year to go through how their investments have done and whether anything has changed in their lives.',
    'I check every portfolio still matches the client’s attitude to risk and what they need the money for.',
    'I help charity trustees write down how they want their money invested, including what they will not invest in.',
    'I place trades and check holdings in our portfolio system each day.',
    'As head of a regional office I oversee 800 client portfolios and the managers who run them.',
  ],
  family_office_analyst: [
    'I look at investment ideas for one family across shares, bonds, property and private companies.',
    'When someone offers the family a stake in a private business, I go through its accounts and meet the founders.',
    'I pull together what the family owns across all its banks and managers into one quarterly report.',
    'I write the papers the family’s investment committee reads before deciding to invest.',
    'I meet the hedge fund and private equity managers we invest with and check how they run their business.',
    'I built spreadsheets forecasting the cash flows of the family’s property and private equity holdings.',
    'As chief investment officer of a single-family office I set the family’s investment strategy.',
    'I compared three fund managers’ track records and fees before the family picked one.',
  ],
  quant_researcher: [
    'I look for patterns in prices and company data that tell us which stocks will do better than others next month.',
    'I test trading ideas on 20 years of history, making sure we only use information that was known at the time.',
    'I estimate how much a strategy costs to trade and how much money it could run before its returns disappear.',
    'I decide how much of each stock to hold to get the most return for the risk we are willing to take.',
    'I clean huge datasets of prices and company filings, fixing gaps and mistakes before we use them.',
    'I write up my research so the other researchers can check it before it goes live.',
    'I fit statistical models in Python to forecast returns in futures markets.',
  ],
  algorithmic_trader: [
    'I study how orders are matched on each exchange and how our own orders move the price.',
    'I measure how far the price we get is from the price when we decided to trade.',
    'I set the limits that stop our algorithms if they lose too much or send too many orders.',
    'I work with developers to cut the time between a price changing and our order reaching the exchange.',
    'I look at every fill we get in SQL and Python to see which venues give us the best prices.',
    'I run automated strategies that make prices in European government bond futures.',
    'As head of electronic trading I look after the desk’s algorithms and the traders who watch them.',
  ],
  alternative_data_analyst: [
    'I use card spending data to estimate a retailer’s sales before it reports them.',
    'I build pipelines that load new data from our vendors into our database every day.',
    'Before we trust a dataset I check whether it would have predicted the revenue companies reported in past quarters.',
    'I adjust for changes in who is in a panel so that growth is not just more people being counted.',
    'I check each new data provider to make sure the data is legal to use, holds no personal details and no inside information.',
    'I make charts that show the portfolio managers what the data says about the companies they own.',
    'I know which figures matter most for each company, like subscriber numbers or sales per store, and track them.',
    'I scrape job adverts and app downloads to see which companies are growing.',
  ],
  financial_data_scientist: [
    'I built a model that predicts which customers are likely to close their accounts in the next three months.',
    'I built a model that spots card payments likely to be fraud.',
    'I turn customers’ transactions and credit file data into inputs that help predict whether they will repay.',
    'I check that our models do not treat some groups of customers unfairly and explain why each decision was made.',
    'I write the documents the model risk team needs to sign off our models.',
    'I explain what the models show to managers who are not technical.',
    'I moved our models and data from servers in the office to the cloud.',
    'I used gradient boosting in Python to predict which borrowers will miss payments.',
  ],
  compliance_advisory_analyst: [
    'I answer questions from the business about what the rules let them do, and put my advice in writing.',
    'I read the rulebook and tell the front office what it means for how they deal with clients.',
    'I look at situations where the firm’s interests and a client’s may clash and decide how to manage them.',
    'I approve staff requests to buy and sell shares in their own accounts and keep the lists of people who know about deals.',
    'I bring people over the wall when a deal team needs a research analyst’s view, and record who knows what.',
    'I keep the records of who is responsible for what under the senior managers regime up to date.',
    'As head of compliance advisory I advise the board and business heads on new products.',
  ],
  financial_promotions_reviewer: [
    'I check every advert, email and social media post before it goes out to make sure it is fair, clear and not misleading.',
    'I rewrite marketing wording so customers understand what they are getting and what the risks are.',
    'I ask marketing for the evidence behind claims like “best rates” or “thousands of happy customers”.',
    'I keep a record of every piece of marketing we approve, who approved it and why.',
    'I work with the marketing team early so adverts for our loans and credit cards meet the rules first time.',
    'I check that the risk warnings on our investment adverts are big enough and in the right place.',
    'I test whether customers understand our leaflets before we send them out.',
    'As promotions manager I train the marketing team on what they can and cannot say.',
  ],
  regulatory_change_analyst: [
    'I read what the FCA and PRA publish every week and flag anything that affects us.',
    'I compare what new rules require against what we do today and list what we need to change.',
    'I summarise consultation papers for the business in a page or two.',
    'I link each new rule to the policies and checks that cover it and the senior manager responsible.',
    'I write requirements for the IT team so our systems change in time for the new rules.',
    'I run the plan for bringing in Consumer Duty, tracking each team’s actions and deadlines.',
    'I work with legal, compliance and the business to agree who does what for each change.',
    'As head of regulatory change I report progress on our regulatory programmes to the executive committee.',
  ],
  private_equity_associate: [
    'I build the models that show what we would make on a buyout at different prices and levels of debt.',
    'I worked out how much of the company the management team would own and how their shares pay out on exit.',
    'I wrote the paper asking our investment committee to approve buying a software company.',
    'I run the advisers doing the accounting, legal and commercial checks on a company we are buying.',
    'I compared loan offers from several banks and negotiated the terms with them.',
    'I track how our companies are doing every month against the plan we bought them on.',
    'I got one of our companies ready for sale, picking the advisers and getting the numbers ready for buyers.',
    'I work with the management teams of our companies on their budgets and big decisions.',
  ],
  portfolio_operations_manager: [
    'I spend time on the shop floor of each company we buy to find what slows it down.',
    'I wrote the plan for the first three months after we bought the business and tracked it weekly.',
    'I track how much each improvement has added to profit against what we promised the investment committee.',
    'I looked at what our companies pay for energy and packaging and got them better deals.',
    'I set up the monthly figures each company’s board looks at, such as orders, margin and cash.',
    'Before we buy, I check whether management’s plan for cutting costs can really be done.',
    'I got the finance team of one of our companies ready for a sale, with better monthly reporting and forecasts.',
    'I persuade management teams to make changes they are unsure about.',
  ],
};

/** Sentences left unread on purpose: no finance word tells them from other work (each with its reason). */
const UNREAD: Record<string, [string, string][]> = {
  commercial_relationship_manager: [
    [
      'I look after 60 local businesses with turnover up to £25m and visit each of them at least twice a year.',
      'a supplier’s or an insurance broker’s account manager looks after local businesses by turnover and visits them in the same words; no lending or banking word',
    ],
  ],
  trade_finance_specialist: [
    [
      'When the documents don’t match the credit I tell the client what is wrong and ask the buyer whether they will accept them.',
      '“the credit” alone is also a mortgage or car-finance credit application, and the trade word (the buyer) lies beyond the 14-word window',
    ],
  ],
  securitisation_analyst: [
    [
      'I weighed up how big each slice of the deal should be against what it would cost us to sell it.',
      'a pizza chain sizes the slices of its meal deal against what they cost to sell in the same words; no note, tranche or rating',
    ],
  ],
  alternative_data_analyst: [
    [
      'As head of data I decide which datasets we buy and how much we pay for them.',
      'a retailer’s or marketing team’s head of data buys datasets too; no vendor check, investor or market word',
    ],
  ],
  quant_researcher: [
    [
      'As head of research I set which ideas the team works on and decide which go into the fund.',
      'a grant-maker decides which ideas go into an innovation fund in the same words; no signal, return or trading word',
    ],
  ],
  algorithmic_trader: [
    [
      'I adjust how fast and how big our orders are depending on how busy the market is.',
      'a market stall holder sizes the orders to suppliers by how busy the market is; no algorithm, exchange or fill',
    ],
  ],
  private_equity_associate: [
    [
      'I looked at how fast the company’s market is growing and how it compares with its competitors.',
      'any strategy or marketing analyst writes this; no deal, investment or buyer word',
    ],
  ],
  compliance_advisory_analyst: [
    [
      'I review adverts and marketing material before they go out.',
      'a brand’s legal or marketing reviewer does the same; no financial product, rule or regulator named',
    ],
  ],
};

/** The concepts this pass gave phrasings to, widened or narrowed. */
const PASS_CONCEPTS = [
  'control_testing',
  'substantive_testing',
  'audit_planning',
  'audit_report',
  'data_analytics',
  'lending_structuring',
  'cross_referral',
  'covenant_monitoring',
  'business_development',
  'supply_chain_finance',
  'solution_selling',
  'kyc',
  'rating_methodology',
  'waterfall',
  'securitisation',
  'edd',
  'hnw_relationship',
  'lombard_lending',
  'private_deals',
  'multi_asset',
  'fund_due_diligence',
  'execution_analytics',
  'latency_dev',
  'microstructure',
  'panel_bias',
  'company_kpis',
  'conflicts_of_interest',
  'insider_list',
  'acquisition',
  'operational_diagnostics',
  'procurement_analysis',
];

/**
 * Other work in the same everyday words: an ERP consultant, a warehouse, a shop, a school, a museum, a farm, a
 * gym, a sports club, a tax adviser, a journalist, a restaurant, an insurer's website, a greenhouse, an interview
 * panel, a publisher, a social worker, an estate agent, a web agency, a chef, a river, a charity auction. None may
 * read as one of this pass's concepts.
 */
const OTHER_WORK: string[] = [
  'As an ERP consultant I followed purchase orders through the system with the finance team to speed up approvals.',
  'I followed each customer order through the warehouse system from start to finish.',
  'At the year end I confirm the stock balances in every store with our suppliers.',
  'As health and safety lead I review the areas of each site with the biggest fire risks every year.',
  'I wrote the report for the school governors setting out what the inspection found and what the head agreed to fix.',
  'I looked at every delivery rather than a sample and noted the faults.',
  'The museum arranged loans of paintings from private collections for the exhibition.',
  'I arrange loan vans and machinery for farm businesses while theirs are repaired.',
  'I introduce travellers to our colleagues at the currency desk.',
  'I make sure every tenant stays within the limits set in their tenancy agreement.',
  'I lead a team of relationship managers covering the North for a software company.',
  'As buyer for a supermarket I make sure our small suppliers get paid on time.',
  'I meet the treasurers of local sports clubs to suggest how they could run their accounts more simply.',
  'I open accounts for new members at the gym and chase the documents our onboarding team needs.',
  'I negotiate what agencies charge us for temporary staff and chase the debts clients owe.',
  'The council paid the grant money out to each school in stages.',
  'I structure sponsorship deals backed by local businesses.',
  'As a tax adviser I work out how each client made their money in the year from their documents.',
  'As a journalist I interview bankers and founders about their businesses.',
  'I organise dinners where bankers meet founders and families who run businesses.',
  'The founders offered me a share of the profits when I joined their private company.',
  'I compared the football managers’ track records before the board picked one.',
  'I compared the pension providers’ fees before the board picked one for our staff.',
  'I measure how far the price we get from suppliers is from the list price.',
  'I made service faster at our venue by showing orders and prices on screens.',
  'I cut the time between a customer placing an order and the kitchen getting it.',
  'I set up automated quoting for car insurance options on our website.',
  'I adjust the solar panels for changes in the seasons so the greenhouse keeps growing.',
  'I chair the interview panel and adjust the questions when new people join it.',
  'As a magazine publisher I track subscriber numbers for each company in our group.',
  'I track app downloads and web traffic for the companies we work with.',
  'When pupils’ interests clash with the school’s rules I sit down with their parents.',
  'As a social worker I manage situations where a client’s interests and their family’s clash.',
  'I helped the children over the wall to research the old castle.',
  'I got the shop ready for sale, picking the estate agent and getting the numbers ready for buyers.',
  'I spend time on the shop floor of each new store to see what slows the tills down.',
  'I looked at what our stores pay for energy and packaging and got them better deals.',
  'I work out what slows down the websites in our portfolio.',
  'As a chef I built a portfolio of dishes and showed it to the restaurant owners.',
  'I audit the stock in the shop every month and report the missing items.',
  'As a teacher I make sure the school follows the safeguarding rules and report gaps to the head.',
  'I check the fire doors and alarms in every building are working and report faults.',
  'I run the family office’s diary and travel.',
  'I ran the school’s charity auction and worked out how to raise more.',
  'I check the depth of the river and how it works.',
  'I spread the orders across our delivery vans.',
];

/** The finance lines the narrowed phrasings still read. */
const STILL_READ: [string, string][] = [
  ['I watch how liquidity and spreads change in the closing auction.', 'microstructure'],
  ['I check which venues give us the best fills on our orders.', 'microstructure'],
  ['I explain to clients how liquidity works on the exchange.', 'microstructure'],
];

describeRecallPass('plain-words recall, pass 17', {
  sets: [PLAIN_WORDS],
  unread: UNREAD,
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: STILL_READ,
});
