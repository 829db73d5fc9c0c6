import { describe, expect, it } from 'vitest';
import { ROLES } from '../catalog/roles';
import { evidenceUnits, roleConcepts } from './evidence-text';

/**
 * Plain-words recall, pass 14 (issue 13): sentences junior and senior UK practitioners write on a CV about their
 * work in everyday words, without the jargon of the role's skills list. Families covered: private-equity portfolio
 * operations, audit and assurance, discretionary investment management and private wealth, investment operations
 * and the middle office, commercial and transaction banking, financial reporting and controlling, compliance
 * advisory, leveraged and private credit, quant research and data science, and a sample of treasury, tax, payments,
 * investment consulting, venture, operational risk and infrastructure. All were written from knowledge of the work
 * before the families' phrasings were read (229 of 236 read as intended after this pass, 180 before); each must be
 * read as evidence of at least one of the role's skills (one of the concepts a skill asks for).
 */
const PLAIN_WORDS: Record<string, string[]> = {
  private_equity_associate: [
    'I built the models showing how much debt a company could carry and what return we would make when we sold it.',
    'I coordinated the accountants, lawyers and commercial advisers checking the business before we bought it.',
    'I wrote the paper asking the investment committee to approve the purchase and presented it with the partner.',
    'I negotiated the loan terms with the banks and debt funds lending to the buyout.',
    'Each month I review the trading figures of our portfolio companies against their budgets and flag problems to the partners.',
    'I looked at how fast the market was growing and how the business stood against its competitors before we made an offer.',
    'I work closely with the chief executives and finance directors of the companies we own on their plans.',
    'As a director I led the purchase of a care home group from its founders and sat on its board afterwards.',
  ],
  portfolio_operations_manager: [
    'In the first weeks after we bought a company I spend time on site finding where it loses money and time.',
    'I wrote the plan for the first hundred days after completion with the new management team.',
    'I track each month how much profit the improvements have added compared with what we promised in the investment case.',
    'I went through what the companies we own spend with suppliers and renegotiated the biggest contracts.',
    'I set up the monthly dashboard of the key numbers each company reports to the board and to us.',
    'Before we bid I checked whether management’s plans to cut costs were realistic.',
    'I got the finance team ready for the sale: faster month-end close, better forecasts and clean numbers for buyers.',
    'As operating partner I work with the boards of our companies to help them grow profits before we sell.',
    'I persuaded the chief executive to close two loss-making sites that the plan had not touched.',
    'I helped the portfolio companies bring in a new finance system and hire stronger finance directors.',
  ],
  external_auditor: [
    'I checked a sample of the client’s sales invoices against orders and cash received to make sure revenue was right.',
    'I planned the audit by working out which balances could be materially wrong and how much testing each needed.',
    'I recorded my work and the evidence for each test in the firm’s audit software so the manager could review it.',
    'I ran the client’s whole ledger through our data tool to find unusual journal entries.',
    'I questioned the finance director on how he valued the stock when the numbers looked too optimistic.',
    'I worked on four year-end audits at the same time in the busy season and met every deadline.',
    'I checked that the accounts followed the accounting rules for leases and revenue and raised where they did not.',
    'As audit manager I led the team on a listed client and signed off the work before the partner reviewed it.',
  ],
  internal_auditor: [
    'I plan the year’s audits by ranking the areas of the business where things are most likely to go wrong.',
    'I check whether the controls over supplier payments are designed well and whether staff actually follow them.',
    'I interview the people who run each process to understand how it works before testing it.',
    'I write up what we found, how serious it is and what management has agreed to fix.',
    'I pulled every expense claim for the year and used data tools to test them all rather than a sample.',
    'I go back to check that the actions management agreed after an audit have really been done before we close them.',
    'As head of internal audit I present our findings to the audit committee every quarter.',
  ],
  discretionary_investment_manager: [
    'I run client portfolios in line with the firm’s model portfolios and rebalance when they drift.',
    'I use clients’ ISA and pension allowances each year and sell holdings to use their capital gains allowance.',
    'I meet clients once or twice a year to go through how their investments have done and whether anything has changed.',
    'I check that each portfolio still suits the client’s attitude to risk and the limits they agreed with us.',
    'I manage money for charities and trusts and help trustees write the rules on what they can invest in.',
    'I place the trades and check the holdings on the firm’s portfolio system.',
    'I look after about two hundred private clients with £150 million of investments, choosing the shares and funds for them.',
    'I decide which funds and shares to buy and sell for clients who let us manage their money for them.',
  ],
  private_banker: [
    'I look after wealthy families and business owners and am their main contact at the bank.',
    'I win new clients through introductions from lawyers, accountants and existing clients.',
    'I arrange loans for clients against their investment portfolios and mortgages on their homes in London.',
    'I find out and document where each new client’s money came from before we take them on.',
    'I bring in our investment and tax planning colleagues when a client sells a business.',
    'I agree the fees and interest rates with clients and defend our margin.',
    'As a director I lead a team of bankers serving entrepreneurs with more than £10 million to invest.',
  ],
  family_office_analyst: [
    'I review the family’s investments across shares, bonds, property and private funds and suggest changes.',
    'I look into direct investments the family is offered in private companies before they commit money.',
    'I put together one quarterly report showing everything the family owns across banks and managers.',
    'I write papers for the family’s investment committee recommending new investments.',
    'I meet fund managers and check their track record, team and fees before the family invests with them.',
    'I build spreadsheets to project the family’s cash needs and returns over the next ten years.',
  ],
  settlements_analyst: [
    'I make sure trades settle on time and chase the other side when their details do not match ours.',
    'I investigate why trades failed to settle and claim back interest costs from the brokers at fault.',
    'I check our records of cash and stock against the custodian’s every morning and clear the differences.',
    'I send and fix settlement instructions in Euroclear and through SWIFT messages.',
    'I wrote a spreadsheet that cut the time we spent checking failed trades by half.',
    'I raise problems to the desk and my manager quickly when a trade might miss the deadline for the day.',
    'I look after UK share trades in CREST and fix problems before the end of the day.',
  ],
  middle_office_analyst: [
    'I check that each trade the traders book has the right price, quantity and counterparty.',
    'When the traders’ profit figure does not agree with the risk system I find out which trades cause the difference.',
    'I wrote SQL queries and macros to check the day’s trades automatically.',
    'I follow each trade from the moment it is booked to settlement and accounting to fix where it goes wrong.',
    'I sit with the traders and fix their booking problems quickly during the trading day.',
    'I agree positions between the trading system and the back office each morning.',
  ],
  collateral_management_analyst: [
    'I work out each day how much collateral we owe or are owed on our derivatives and send the calls out.',
    'I read the agreements with each bank to see which assets they accept and what cut they take.',
    'When a bank disagrees with our valuation of the trades I find the trades that cause the difference and agree it with them.',
    'I choose which bonds and cash to post so we give the cheapest assets that are still accepted.',
    'I make sure payments to the clearing house go out before its deadline.',
    'I warn the treasury team when big calls will take cash out of the fund.',
  ],
  corporate_actions_analyst: [
    'I set up events like dividends, rights issues and takeovers in our system from the details the companies announce.',
    'I check the terms of each event against two data sources before it goes out to clients.',
    'I tell clients when they need to choose between cash and shares and record what they choose.',
    'I work out how many new shares or how much cash each client should get and check it against what arrived.',
    'I use the custodian’s platform to send clients’ choices before the deadline.',
    'I keep a diary of response dates so no client misses a deadline on a rights issue.',
  ],
  fund_accountant: [
    'I work out the daily price of each fund’s units from its holdings, cash and costs.',
    'I check the fund’s holdings and cash against the bank and custodian every day.',
    'I check the prices of every holding before the fund is valued and look into any that moved a lot.',
    'I prepare the funds’ annual accounts for the auditors.',
    'I use our fund accounting system to book trades, income and expenses.',
    'I built spreadsheets to check fees and accruals in each fund.',
  ],
  investment_performance_analyst: [
    'I calculate monthly returns on each portfolio, taking out the effect of money clients put in or took out.',
    'I explain how much of a fund’s return over its benchmark came from picking sectors and how much from picking stocks.',
    'I maintain our composites in line with the global performance standards and prepare for the annual verification.',
    'I check the prices and holdings feeding the returns before the figures go out.',
    'I wrote Python scripts to check the monthly figures automatically.',
    'I go through each month’s results with the fund managers and explain what helped and hurt.',
  ],
  commercial_relationship_manager: [
    'I visit local business owners to find out what they need and bring in new lending.',
    'I put together loans for businesses buying premises or other companies, with the right repayment terms and security.',
    'I write the case for each loan for the bank’s credit team to approve.',
    'I go through clients’ monthly accounts and forecasts to see whether they can afford the repayments.',
    'I introduce clients to our trade, foreign exchange and invoice finance colleagues.',
    'I check each quarter that clients are keeping within the conditions of their loans.',
    'I manage a book of 80 mid-sized companies with £200 million of lending.',
  ],
  transaction_banking_sales: [
    'I help finance directors and treasurers of large companies choose how they collect and pay money.',
    'I sell accounts, payment services and online banking to companies.',
    'I set up arrangements that move cash from subsidiaries’ accounts into one main account at the end of each day.',
    'I coordinate opening accounts for new clients, including the checks on who owns them, and get their systems connected.',
    'I wrote the bank’s responses to companies’ tenders for their banking business.',
    'I set the fees for payment and account services and negotiate them with clients.',
  ],
  trade_finance_specialist: [
    'I check the shipping documents against the terms of the letter of credit and reject ones that do not match.',
    'I arrange for suppliers of our clients to be paid early against approved invoices.',
    'I screen the goods, ships and ports on each trade for sanctions and signs of money being moved through false invoices.',
    'I work with relationship managers to design ways to finance clients’ imports and exports.',
    'I arrange guarantees from UK Export Finance for clients selling overseas.',
    'I issue guarantees and letters of credit for importers buying from China.',
  ],
  technical_accounting_manager: [
    'I work out how the group should account for complex deals under the accounting standards.',
    'I write papers setting out our accounting view on acquisitions and leases for the auditors and the audit committee.',
    'I draft the notes to the annual report and keep them up to date with new disclosure rules.',
    'I agree the accounting for difficult areas with the external auditors before the year end.',
    'I led the group’s move to the new leasing standard, changing systems and processes.',
    'I run training for finance teams across the group on accounting changes.',
  ],
  regulatory_reporting_analyst: [
    'I prepare the bank’s quarterly capital returns to the Prudential Regulation Authority.',
    'I prepare the daily and monthly liquidity returns and check the figures before submission.',
    'I read the regulator’s rules to work out how each item should be reported.',
    'I reconcile the figures in the returns to the general ledger and investigate differences.',
    'I use SQL to pull data for the returns from the bank’s data warehouse.',
    'I explain to the finance director why figures moved since last quarter.',
    'I documented each step of the reporting process and the checks we do.',
  ],
  compliance_advisory_analyst: [
    'I advise the business on what the FCA’s rules mean for new products and changes.',
    'I write advice to the front office on what they can and cannot do under the rules.',
    'I keep a record of conflicts between the firm’s interests and clients’ interests and how we manage them.',
    'I approve staff requests to trade shares for their own accounts and keep the lists of people with inside information.',
    'I keep the firm’s records of senior managers’ responsibilities up to date and run the yearly fitness checks on certified staff.',
    'I work with the heads of the business to make sure new products meet the rules.',
  ],
  financial_promotions_reviewer: [
    'I check adverts, web pages and emails for savings accounts before they go out to make sure they are fair, clear and not misleading.',
    'I make sure customers can understand our marketing and that risks are as prominent as the benefits.',
    'I rewrite marketing wording so the rates and risks are stated properly.',
    'I ask marketing for evidence behind claims like "best rate" before I approve them.',
    'I keep a record of every approved advert with who signed it off and when.',
    'I work with the marketing team early on campaigns so the adverts pass sign-off first time.',
    'I check credit card and loan adverts meet the consumer credit rules, including showing the representative APR.',
  ],
  regulatory_change_analyst: [
    'I read what the FCA and PRA publish each week and flag anything that affects the bank.',
    'I compare new rules with what we do today and list what needs to change.',
    'I write short summaries of the regulators’ proposals for the senior managers.',
    'I link each new rule to the policies, controls and senior managers that own it.',
    'I write the business requirements for system changes needed to meet new rules.',
    'I coordinate the project teams delivering the changes before the rules take effect.',
  ],
  leveraged_finance_analyst: [
    'I work out how much debt a buyout target can repay from its cash flows.',
    'I test what happens to the company’s ability to pay interest if profits fall by a quarter.',
    'I write the papers asking the credit committee to approve our lending to buyouts.',
    'I compare the terms that different banks offer a private equity firm side by side.',
    'I keep up with where high yield bonds and buyout loans are pricing.',
    'I work with the lawyers on the loan agreement and check it matches what was agreed.',
  ],
  private_credit_analyst: [
    'I assess whether mid-sized companies can repay our loans and model what happens if trading worsens.',
    'I go through the accountants’ report on how much of the company’s profit is real and repeatable.',
    'I negotiate the loan conditions and the lender protections in the loan agreement with the borrower’s lawyers.',
    'I present new loans to our investment committee.',
    'I review the monthly figures of the companies we lend to and check they stay within their limits.',
    'I keep in touch with the private equity firms whose buyouts we lend to and get first look at their deals.',
  ],
  quant_researcher: [
    'I look for patterns in share prices and company data that predict future returns.',
    'I test trading ideas on past data and make sure they do not use information that was not available at the time.',
    'I estimate how much trading a strategy would cost and how much money it could run before the costs eat the profits.',
    'I decide how much of each stock to hold to get the best return for the risk.',
    'I clean large and messy price and accounts datasets in Python.',
    'I write up each piece of research so colleagues can check and challenge it.',
    'I fit statistical and machine learning models to predict bond returns.',
    'As a senior researcher I set the research agenda of a team of five and review their signals before they go live.',
  ],
  algorithmic_trader: [
    'I study how orders queue and get filled on each exchange.',
    'I analyse our fills to measure how much the price moved against us.',
    'I adjust how fast and aggressive each trading strategy is as markets change.',
    'I set the automatic limits that stop a strategy if it loses too much or trades too much.',
    'I work with developers to cut the time between a price update and our order reaching the exchange.',
    'I use Python and SQL to analyse our trades each day.',
  ],
  alternative_data_analyst: [
    'I use card spending data to forecast a retailer’s sales before it reports them.',
    'I build pipelines in Python and SQL to load data from vendors each day.',
    'I correct the data for changes in which customers are in the panel over time.',
    'I check data vendors to make sure their data is collected legally and contains no inside information.',
    'I make charts showing our investors how the data tracks company results.',
    'I know which numbers matter for each company, such as subscribers, store visits or same store sales.',
  ],
  financial_data_scientist: [
    'I built models that predict which customers will miss loan repayments.',
    'I built a model that spots fraudulent card payments.',
    'I predicted which customers are likely to close their accounts so the bank could contact them.',
    'I create new inputs for models from customers’ transactions and credit reference agency data.',
    'I check that our models treat customers fairly and that we can explain each decision to a customer.',
    'I write up each model’s design and testing for the model risk team.',
    'I explain what the models show to business managers who are not technical.',
    'I work on the bank’s cloud data platform using Python and SQL.',
  ],
  fp_and_a_analyst: [
    'I build the yearly budget with each department head and update the forecast every quarter.',
    'Each month I explain to managers why their costs came in above or below budget.',
    'I put together the monthly pack of results for the leadership team.',
    'I modelled what would happen to profit if we opened five more sites or lost our biggest customer.',
  ],
  financial_controller: [
    'I run the month-end close and make sure the accounts are done within five working days.',
    'I prepare the company’s annual accounts for Companies House.',
    'I review the team’s balance sheet reconciliations each month and challenge old unexplained items.',
    'I set up checks so no one can add a supplier and pay them without a second person approving.',
    'I manage the yearly audit and agree the timetable and adjustments with the auditors.',
    'I lead a team of six accountants.',
  ],
  corporate_treasury_analyst: [
    'I forecast the group’s cash each week for the next thirteen weeks.',
    'I buy currency forwards to protect the company against the dollar moving.',
    'I manage the company’s relationships with its lending banks and its revolving credit facility.',
    'I calculate whether we meet the leverage and interest cover tests in our loan agreement each quarter.',
    'I make sure every large payment is approved by two people before it leaves our bank accounts.',
  ],
  corporate_tax_adviser: [
    'I prepare corporation tax returns and work out the tax companies owe.',
    'I look up tax law and court decisions to answer clients’ questions.',
    'I prepare claims for tax relief on research and development spending.',
    'I advise buyers on how to structure an acquisition to keep the tax cost low.',
    'I write letters to clients setting out our tax advice.',
    'I handle HMRC’s questions when they open an enquiry into a client’s return.',
  ],
  payments_operations_analyst: [
    'I fix payments that get stuck because the account details are wrong and send them on.',
    'I chase other banks when a customer says money has not arrived.',
    'I work through the queue of payments that have been held for checks before the cut-off.',
    'I find out why the same payment problem keeps happening and get it fixed at source.',
    'I process CHAPS and Faster Payments for business customers.',
  ],
  investment_consultant: [
    'I advise pension scheme trustees on how to invest so the scheme can pay the pensions it has promised.',
    'I help trustees choose and keep an eye on the fund managers who invest the scheme’s money.',
    'I write papers for trustee meetings explaining our recommendations in plain English.',
    'I advise schemes on how much of their interest rate and inflation risk to hedge.',
    'I model how the scheme’s funding level could change over the next ten years.',
  ],
  venture_capital_analyst: [
    'I meet founders at events and through our network to find start-ups to back.',
    'I work out how big the market for each start-up could be and who else is in it.',
    'I write up the case for investing for the partners’ Monday meeting.',
    'I keep track of who owns what share of each start-up after every funding round.',
    'I help the companies we back hire their first finance people and prepare for the next round.',
    'I test the product and talk to customers to judge whether the technology works.',
  ],
  operational_risk_analyst: [
    'I help each team list the risks in their processes and rate how well their controls work.',
    'I look into incidents where the bank lost money through errors and find out what went wrong.',
    'I work out how long each important service can be down before customers are harmed.',
    'I run workshops with managers on severe but plausible things that could go wrong.',
    'I produce the monthly risk report for the risk committee.',
  ],
  infrastructure_investment_associate: [
    'I build models of the cash an airport or water company will make over forty years.',
    'I analyse how the regulator sets the prices a water company can charge.',
    'I manage the engineers and environmental advisers checking assets before we buy them.',
    'I sit on the boards of companies we own and help run them.',
    'I arrange new loans for our companies when the old ones come due and fix the interest rates.',
  ],
};

/**
 * Written after the first measurement, before reading these families' phrasings: fund distribution and selection,
 * portfolio management, savings products and operations change, real-estate asset management and lending, retail
 * credit and collections, bank ALM, pensions administration, Lloyd's underwriting and broking, insolvency,
 * stewardship and climate risk, product control and market risk, mortgage underwriting and branch banking
 * (129 of 133 read after this pass, 115 before); then a third set for advisory, planning, financial crime, actuarial,
 * valuation, supervision, model and research roles (108 of 110 after, 104 before).
 */
const MORE_PLAIN_WORDS: Record<string, string[]> = {
  client_portfolio_manager: [
    'I explain to clients why the fund is positioned the way it is and what drove returns last quarter.',
    'I write the monthly commentary on each fund for clients and the website.',
    'I present our funds to pension schemes and wealth managers alongside the portfolio managers.',
    'I answer the long questionnaires consultants send before they recommend a fund.',
    'I sit between the sales team and the fund managers and make sure each side knows what the other needs.',
  ],
  institutional_business_development: [
    'I win new mandates from pension schemes and insurers for our bond and equity funds.',
    'I look after the big investment consulting firms that advise pension trustees on which managers to hire.',
    'I coordinated our answers to tenders from local authority pension pools.',
    'I log every meeting and call with prospects in Salesforce.',
  ],
  fund_investor_relations: [
    'I ran the raising of our third buyout fund, from the first meetings with investors to the final close.',
    'I answer the questions pension funds and endowments send before they commit to our fund.',
    'I write the quarterly letters and reports that go to the investors in our funds.',
    'I look after the relationships with the pension funds and sovereign wealth funds that invest with us.',
    'I explain the fund’s fees, carried interest and terms to new investors.',
  ],
  fund_research_analyst: [
    'I interview fund managers about how they pick stocks and what has gone wrong before we rate their fund.',
    'I look at what each fund owns and where its returns came from to see whether the manager adds value.',
    'I check whether the fees each fund charges are fair for what investors get.',
    'I write up our view of each fund and give it a rating for advisers.',
    'I check how each fund firm runs its back office, its controls and who looks after the money.',
  ],
  fixed_income_portfolio_manager: [
    'I decide how sensitive the fund is to interest rates and where on the curve we hold gilts.',
    'I work with our credit analysts to choose which company bonds to buy.',
    'I buy and sell bonds through dealers and try to get a good price in markets where they rarely trade.',
    'I present to our pension fund clients on how the portfolio has done.',
    'I follow what the Bank of England and the Fed are likely to do and position the fund for it.',
  ],
  multi_asset_portfolio_manager: [
    'I decide how much of the fund goes into shares, bonds and cash, both for the long term and for the next few months.',
    'I keep the fund’s ups and downs within the level of risk we promise clients.',
    'I choose the funds and ETFs we use to get exposure to each market.',
    'I use futures and options to protect the fund when markets fall.',
    'I write monthly updates for the financial advisers who put their clients in our funds.',
  ],
  index_portfolio_manager: [
    'I work out which shares will join or leave the index at each review and how much we need to trade.',
    'I keep the fund’s returns as close as possible to the index and explain any gap.',
    'I deal with takeovers, rights issues and spin-offs so the fund still matches the index.',
    'I use futures to keep new cash invested until we can buy the shares.',
    'I trade with brokers at the close on the day the index changes.',
  ],
  savings_product_manager: [
    'I set the interest rates on our savings accounts and watch how much money comes in and goes out.',
    'I check where our rates sit in the best-buy tables each week and after each Bank Rate change.',
    'I assess whether each savings product gives customers fair value.',
    'I write the product terms and make sure the ISA rules and deposit protection details are right.',
    'I take rate changes to the pricing committee with a paper on the effect on our margin.',
  ],
  operations_transformation_manager: [
    'I map how each operations process works today and remove the steps that add no value.',
    'I led a project that automated the daily reconciliations the team used to do by hand.',
    'I track how many trades go through without anyone touching them and how many breaks we get.',
    'I wrote the case for investment in a new payments workflow, with costs and savings.',
  ],
  real_estate_asset_manager: [
    'I negotiate new leases and rent reviews with the tenants in our office buildings.',
    'I write the plan and budget for each building we own for the next five years.',
    'I decide when to refurbish a building and how much to spend to keep it let.',
    'I plan the upgrades needed to bring each building up to the energy rating rules.',
    'I manage the agents who run our shopping centres and the builders doing the works.',
    'I report how each building and the whole fund performed to our investors.',
  ],
  commercial_real_estate_lender: [
    'I assess loans secured on offices, warehouses and blocks of flats.',
    'I work out how much we are lending against each building’s value and whether the rent covers the interest.',
    'I read the valuer’s report and the leases before we lend.',
    'I write the case for each property loan for the credit committee.',
    'I check each quarter that borrowers stay within the loan’s limits on value and rent cover.',
    'I negotiate the terms of new loans with borrowers and their brokers.',
  ],
  retail_credit_strategy_analyst: [
    'I use SQL and Python to look at who we lend to and how they repay.',
    'I set the rules that decide which credit card applicants we accept and how much we lend them.',
    'I test new lending rules on part of the applications against the current ones before rolling them out.',
    'I forecast how much we will lose on our loans over the next year.',
    'I check that customers can afford what we lend them and that our decisions are fair.',
    'I present changes to our lending rules to the credit committee.',
  ],
  collections_recoveries_specialist: [
    'I go through customers’ income and spending with them to work out what they can afford to repay.',
    'I agree payment plans or freeze interest for customers who are struggling.',
    'I spot customers who are vulnerable, for example after a bereavement or illness, and adjust how we help them.',
    'I have difficult conversations with customers who are behind on their loans.',
    'I write up every call and what we agreed on the customer’s account.',
    'I refer customers to free debt advice charities when they need more help.',
  ],
  credit_controller: [
    'I call customers who have not paid their invoices and agree when they will pay.',
    'I produce the weekly report of who owes us money and how long it has been outstanding.',
    'I set how much credit new customers get using their credit reports.',
    'I sort out disputes when customers say an invoice is wrong.',
    'I post payments and keep the sales ledger up to date in Sage.',
  ],
  bank_treasury_alm_analyst: [
    'I measure how the bank’s earnings and value change if interest rates move.',
    'I calculate whether the bank holds enough liquid assets to survive a month of outflows.',
    'I forecast the bank’s net interest income for the budget and the plan.',
    'I set the internal price at which the treasury charges the branches for funding.',
    'I manage the swaps that hedge the bank’s fixed-rate mortgages and current account balances.',
    'I write the papers for the asset and liability committee.',
  ],
  pensions_administrator: [
    'I calculate members’ pensions when they retire using the scheme rules.',
    'I check transfer requests for signs of pension scams before paying them out.',
    'I answer members’ letters and emails about their benefits.',
    'I use the pension administration system to update members’ records.',
    'I check my colleagues’ calculations before they go out.',
  ],
  lloyds_underwriter: [
    'I decide which marine risks to write and at what price.',
    'I check our prices against the pricing model and make sure the rates are enough to cover claims.',
    'I negotiate cover and prices with brokers in the Lloyd’s room.',
    'I draft the policy wording and the exclusions for each risk.',
    'I watch how much of our book is exposed to one storm or one port.',
  ],
  specialty_insurance_broker: [
    'I put together the information underwriters need to quote for each client’s risk.',
    'I negotiate cover and price with underwriters at Lloyd’s on behalf of our clients.',
    'I check policy wordings to make sure the client is covered for what they need.',
    'I fight for our clients when insurers are slow to pay a claim.',
  ],
  insolvency_practitioner: [
    'I take control of companies that cannot pay their debts and run the process under the law.',
    'I sell the business and its assets for the best price for the creditors.',
    'I check creditors’ claims and pay out what is left to them.',
    'I look into what the directors did before the company failed and report it to the government.',
    'I write the reports to creditors that the law requires.',
  ],
  stewardship_analyst: [
    'I check whether the companies we invest in follow the governance code.',
    'I decide how we vote at company meetings using our voting policy.',
    'I meet company boards to push them on pay, climate and board make-up.',
    'I write our yearly report on how we used our votes and what we changed at companies.',
    'I brief our fund managers before they meet the companies they own.',
  ],
  climate_risk_analyst: [
    'I model how different climate paths could affect the value of our loans.',
    'I collect data on which properties could flood and which borrowers depend on fossil fuels.',
    'I use Python to map our mortgage book against flood risk.',
    'I write the climate section of the annual report.',
    'I explain to the risk committee how uncertain our climate numbers are.',
  ],
  product_control_analyst: [
    'I work out each day how much money the desk made or lost and explain why.',
    'I check the prices traders use for their positions against outside sources each month.',
    'I set aside reserves for positions that are hard to value.',
    'I understand how the swaps and bonds on my desk are valued.',
    'I make sure every balance sheet account for the desk is backed by evidence at month end.',
  ],
  market_risk_analyst: [
    'I work out how much the trading desks could lose on a very bad day.',
    'I know how each desk’s options gain or lose as markets move.',
    'I use Python and SQL to pull the risk data each morning.',
    'I chase traders when they go over their limits and report it to senior managers.',
    'I write the weekly risk report for the risk committee.',
  ],
  mortgage_underwriter: [
    'I check applicants’ income and spending to see whether they can afford the mortgage.',
    'I apply the bank’s lending rules to each case and decide whether we lend.',
    'I check payslips and bank statements are genuine and look for signs of fraud.',
    'I read the accounts of self-employed applicants to work out their income.',
    'I write a clear reason for every decision I make.',
    'I call brokers when I need more information on a case.',
  ],
  bank_branch_manager: [
    'I lead a team of twelve in a high street branch and coach them every week.',
    'I make sure my team treats customers fairly and follows the FCA’s rules.',
    'I spot when an older customer may be being scammed and call the police under the Banking Protocol.',
    'I refer customers to our mortgage and savings specialists.',
    'I balance the branch’s cash and the ATMs and make sure the security checks are done.',
    'I handle customers’ complaints and make sure they are dealt with within the time limits.',
  ],
  // Third set: advisory, planning, financial crime, actuarial, valuation, supervision, models and research.
  mergers_acquisitions_analyst: [
    'I build the models that show what happens to the buyer’s earnings per share if the deal goes ahead.',
    'I find listed companies like the target and recent takeovers in the sector to see what it might be worth.',
    'I put together the slides we take to clients and the document that goes out to buyers.',
    'I run the virtual data room and answer buyers’ questions during the sale.',
    'I check every number in the presentation before it goes to the client, often late at night.',
    'I make sure the bid timetable follows the Takeover Panel’s rules.',
  ],
  corporate_development_manager: [
    'I look for companies we could buy that fit our strategy and rank them for the executive team.',
    'I work out what a target is worth to us, including the cost savings from combining the businesses.',
    'I manage the bankers, lawyers and accountants on each acquisition.',
    'I write the papers asking the board to approve each acquisition.',
    'After a deal closes I track whether the savings we promised are actually delivered.',
  ],
  transaction_services_analyst: [
    'I work out how much of a target’s profit is underlying and strip out one-off items.',
    'I calculate the debt and the normal level of working capital that will adjust the price.',
    'I build the spreadsheets behind our due diligence reports from the target’s ledgers.',
    'I write sections of the due diligence report for the buyer and its banks.',
    'I interview the target’s finance director about the numbers.',
    'I explain to clients how the locked box and completion accounts work in the sale agreement.',
  ],
  forensic_accountant: [
    'I trace where stolen money went through dozens of bank accounts.',
    'I work out how much a business lost because of a breach of contract.',
    'I search millions of emails and documents for evidence using review software.',
    'I draft the expert report for court on the financial losses.',
    'I interview staff and witnesses about what happened to the money.',
  ],
  financial_planner: [
    'I meet clients to find out about their finances, their goals and what worries them.',
    'I show clients year by year whether their money will last through retirement.',
    'I advise clients on how to use their pension and ISA allowances to pay less tax.',
    'I write the report explaining why my recommendation suits the client.',
    'I explain investment risk to clients in simple terms, with examples of what could go wrong.',
    'I review each client’s plan every year and keep in touch in between.',
  ],
  paraplanner: [
    'I write the suitability reports for the advisers’ recommendations.',
    'I compare pension providers and platforms on charges and features for each case.',
    'I work out pension tax relief and the tax due on withdrawals for clients.',
    'I run the cashflow plans in Voyant before the adviser meets the client.',
    'I check each case file meets the FCA’s rules before the advice goes out.',
  ],
  kyc_analyst: [
    'I check the identity of new business customers and ask for more evidence when the risk is higher.',
    'I work out who owns and controls each company, through every layer of holding companies.',
    'I screen new clients against sanctions lists, politically exposed persons and bad news stories.',
    'I write up each file clearly so the reviewer can see why we accepted the client.',
    'I use the onboarding system to track each case and the documents we still need.',
  ],
  financial_crime_investigator: [
    'I follow money between accounts to find networks of people moving criminal money.',
    'I spot accounts being used by money mules and report them.',
    'I write reports to the National Crime Agency when I suspect money laundering.',
    'I respond to police requests for customer records and account statements.',
    'I search public records, company filings and social media to build a picture of a suspect.',
  ],
  money_laundering_reporting_officer: [
    'I decide whether to report suspicious activity to the National Crime Agency.',
    'I write the firm’s yearly assessment of where we are most exposed to money laundering.',
    'I report to the board every quarter on financial crime risks and cases.',
    'I lead a team of twelve investigators and analysts.',
    'I am the firm’s contact with the FCA on financial crime.',
  ],
  fraud_analyst: [
    'I look at payments flagged by our system as they happen and decide whether to block them.',
    'I call customers who may be being tricked into sending money to a fraudster.',
    'I stay calm with customers who have just lost their savings to a scam.',
    'I look for patterns in fraud cases and suggest new rules to catch them.',
    'I decide whether scam victims should be refunded under the reimbursement rules.',
  ],
  reserving_actuary: [
    'I project how much more will be paid on claims that have already happened.',
    'I look into why claims are coming in higher than expected in some years.',
    'I calculate the insurance liabilities for the accounts and the solvency balance sheet.',
    'I write the reserving papers for the reserving committee.',
    'I show a range of possible outcomes around our best estimate.',
  ],
  pricing_actuary: [
    'I build models in R that predict how often customers will claim and how much.',
    'I look at how claims costs differ by driver age, car and postcode.',
    'I load the new prices into the rating engine and test them.',
    'I compare our prices with competitors on the price comparison sites.',
    'I make sure renewing customers are not charged more than new ones under the FCA rules.',
    'I explain to underwriters what the models show and why prices are changing.',
  ],
  property_valuer: [
    'I value offices and shops for bank loans following the RICS rules.',
    'I inspect and measure each building before I value it.',
    'I compare recent sales and lettings nearby to support my figures.',
    'I value development sites by working back from the value of the finished homes.',
    'I write the valuation reports for lenders and funds.',
  ],
  loss_adjuster: [
    'I visit flooded and fire-damaged homes and businesses to find out what happened.',
    'I check whether the policy covers the damage.',
    'I agree the final settlement with the policyholder.',
    'I write reports to the insurer with my recommendations.',
  ],
  pra_supervisor: [
    'I analyse the balance sheets of the banks I supervise.',
    'I check whether each bank holds enough capital and liquidity under the rules.',
    'I review banks’ own assessments of the capital they need and their plans if things go wrong.',
    'I challenge bank boards on their risk appetite and strategy.',
    'I write the letters setting out our concerns to the banks.',
  ],
  treasury_policy_adviser: [
    'I analyse options for changing the rules on bank capital and recommend one to ministers.',
    'I write briefings for the Chancellor on financial services.',
    'I work on bills going through Parliament that change financial services law.',
    'I consult the regulators and the industry before we decide a policy.',
    'I write short notes to tight deadlines.',
  ],
  model_validation_analyst: [
    'I rebuild the bank’s models myself in Python to check they give the same answers.',
    'I compare each model with a simpler one and run statistical tests on its results.',
    'I understand how the option pricing models work and where they break down.',
    'I write the validation report with our findings for the model owners.',
    'I challenge model owners on their assumptions.',
  ],
  credit_risk_modeller: [
    'I build models that predict which customers will default on their loans.',
    'I use SAS and Python to build our scorecards.',
    'I build the models behind the bank’s loan loss provisions and capital.',
    'I document each model for the validation team.',
    'I present our models to the model risk committee.',
  ],
  quant_developer: [
    'I write C++ code for the bank’s options pricing library.',
    'I write tests for every change to the risk engine.',
    'I built the system that stores prices and market data for the traders.',
    'I made the overnight risk run finish two hours faster.',
    'I run our pricing jobs on Linux servers in the cloud.',
  ],
  equity_research_analyst: [
    'I build forecasts of each company’s profits, balance sheet and cash flow.',
    'I work out what each share is worth and set a target price.',
    'I read the annual reports and results of the companies I cover.',
    'I question management on the results calls.',
    'I present our stock ideas to fund managers and our sales team.',
  ],
  buy_side_dealer: [
    'I decide how to buy and sell large orders for our funds without moving the price.',
    'I measure how much each trade cost us against the price when the order arrived.',
    'I use the order management system to send orders to brokers.',
    'I choose which brokers we use and review them each quarter.',
    'I keep records showing we got the best result for our clients on each trade.',
  ],
};

/**
 * Written in the same pass and left unread on purpose: the sentence names no finance or control word a phrasing
 * could require without reading other work too, or the concept it shows is not among the role's skills.
 */
const UNREAD: Record<string, [string, string][]> = {
  portfolio_operations_manager: [
    [
      'I reviewed how each business sets its prices and raised prices where customers were paying less than the market.',
      'a shop or restaurant owner reviews and raises prices in the same words: no deal or portfolio word to require',
    ],
  ],
  external_auditor: [
    [
      'I counted the stock at the client’s warehouse on the last day of the year and traced items back to the records.',
      'a warehouse or shop stocktake is told the same way; only "audit" or "attended the count" would make it an audit',
    ],
  ],
  middle_office_analyst: [
    [
      'I support desks trading bonds, swaps, and foreign exchange options, so I need to know how each works.',
      '"Product knowledge across asset classes" asks for words, not a concept; the sentence reads as derivatives',
    ],
  ],
  transaction_banking_sales: [
    [
      'I keep track of the deals we are working on and how likely each is to close.',
      'any salesperson keeps a pipeline in these words; without a banking word it is no evidence',
    ],
  ],
  compliance_advisory_analyst: [
    [
      'I review new products before launch to check they give fair value to the customers they are aimed at.',
      'read as Consumer Duty fair value and product launch, which the advisory role’s skills do not name',
    ],
  ],
  leveraged_finance_analyst: [
    [
      'I go through the company’s accounts to understand its earnings and debts.',
      'read as financial statement analysis, which the revised skills list no longer names',
    ],
  ],
  institutional_business_development: [
    [
      'I took our team through the final pitch to the trustees, who then hired us.',
      'a charity’s or a school’s supplier pitches to trustees in the same words: no pension or investment word',
    ],
  ],
  operations_transformation_manager: [
    [
      'I work out what a change to a process does to the risks and the checks the team relies on.',
      'a ward or a warehouse weighs the risks and checks of a process change in the same words',
    ],
  ],
  specialty_insurance_broker: [
    [
      'I look after a group of energy and shipping clients.',
      'looking after clients in a sector names no insurance word',
    ],
  ],
  insolvency_practitioner: [
    [
      'I talk to the staff and suppliers on the first day after we are appointed.',
      'a new head teacher or manager is appointed and talks to staff on the first day too',
    ],
  ],
  loss_adjuster: [
    [
      'I work out how much the business lost while it could not trade.',
      'a shop owner works out what a closure cost in the same words; it needs a claim or a policy word',
    ],
  ],
  credit_risk_modeller: [
    [
      'I model how losses would change in a recession.',
      'a retailer or a charity models its losses in a recession too; loans, defaults or provisions would make it credit',
    ],
  ],
  fp_and_a_analyst: [
    [
      'I work alongside the operations managers to help them understand their numbers and make decisions.',
      'helping managers understand their numbers is any analyst’s words, in a hospital or a warehouse too',
    ],
  ],
};

/**
 * Other work in the words of this pass's phrasings (a restaurant, a school, a shop, a hospital, lettings, IT,
 * logistics), and the noise noticed earlier: each must not read as the concept named.
 */
const OTHER_WORK: [string, string][] = [
  ['In my first weeks at the restaurant I found where it loses money on food waste.', 'operational_diagnostics'],
  ['As the new head teacher I wrote a plan for my first hundred days with the governors.', 'portfolio_company'],
  [
    'I went through what the restaurant spends with suppliers and renegotiated the biggest contracts.',
    'procurement_analysis',
  ],
  ['I cut prices in the summer sale to clear old stock.', 'procurement_analysis'],
  ['I set up the monthly dashboard of the key numbers each shop reports to head office.', 'kpi_design'],
  ['I got the shop floor ready for the summer sale and helped the finance team count the stock.', 'acquisition'],
  [
    'Before we opened the café we looked at how the market was growing and how we stood against competitors.',
    'commercial_analysis',
  ],
  ['I decide which stock to buy and sell for clients of the shop.', 'model_portfolios'],
  ['I check the holdings on the library system and order new books.', 'fund_manager'],
  ['I run a charity serving families with more than 10 million meals a year.', 'hnw_relationship'],
  [
    'The lettings team shares updates on the property with tenants and returns their bonds at the end of each let.',
    'multi_asset',
  ],
  ['I put together one weekly report showing everything the school owns across its sites.', 'consolidated_reporting'],
  ['I chase the other side when the details of the house sale do not match.', 'trade_matching'],
  ['When the shop’s profit figure does not agree with the till system I find out why.', 'pnl_breaks'],
  ['I agree the staff positions with the back office each morning.', 'pnl_breaks'],
  ['I read the agreements with each landlord to see which assets they accept as a deposit.', 'margin_calls'],
  ['I choose which parcels to post so we use the cheapest courier.', 'margin_calls'],
  ['I make fundraising calls to bring cash into the charity’s fund.', 'margin_calls'],
  ['When a buyer disagrees with our valuation of the house I find comparable sales.', 'valuation_disputes'],
  ['Customers choose between cash and card at the till.', 'corporate_actions'],
  ['I work out how many shares of the tips each waiter should get.', 'corporate_actions'],
  ['I check the library’s holdings against the catalogue every term.', 'reconciliation'],
  ['I check the prices of every item on the shelf and look into any that moved.', 'security_pricing'],
  ['I check the stock and returns before the till report goes out.', 'performance_systems'],
  ['I put together payment plans for tenants in arrears with the right repayment terms.', 'lending_structuring'],
  ['I manage a book of 80 companies that hire our lorries.', 'covenant_monitoring'],
  ['I help schools choose how they collect and pay money for trips.', 'cash_management'],
  ['I move cash from each shop’s till into the safe at the end of each day.', 'cash_management'],
  ['I open new customer accounts on the gym system and check their membership cards.', 'kyc'],
  ['I check new candidates before the agency takes them on.', 'kyc'],
  ['We pay some suppliers early to get a discount on their invoices.', 'supply_chain_finance'],
  ['I ran the whole school timetable through the new software.', 'data_analytics'],
  ['In the lab I tested every batch rather than a sample.', 'data_analytics'],
  ['I plan the year’s maintenance by ranking the machines most likely to go wrong.', 'audit_planning'],
  ['I led the hospital’s move to the new hygiene standard, changing processes.', 'new_standards'],
  ['I manage the yearly fire safety audit and agree the timetable with the inspectors.', 'external_auditors'],
  ['I modelled what would happen to waiting times if we opened two more wards.', 'scenario_analysis'],
  ['I run the yearly fitness tests for the gym’s members and staff.', 'smcr'],
  ['I keep in touch with the firms whose events we cater and get first look at their plans.', 'sponsor_relationship'],
  [
    'I estimate how much the new marketing strategy would cost and how much money it could bring in.',
    'execution_analytics',
  ],
  ['I analyse prescription fills to measure how much the price of each drug moved.', 'execution_analytics'],
  ['We hold stock of each line to cut the risk of customer returns.', 'portfolio_construction'],
  [
    'I decide how much of each stock line to hold in the shop to get the best return on the shelf space.',
    'portfolio_construction',
  ],
  ['I study how orders queue and get filled in the kitchen on a busy night.', 'microstructure'],
  ['I work with developers to cut the time between a customer’s order and its delivery.', 'latency_dev'],
  ['I corrected the data on which patients are on each GP panel over time.', 'panel_bias'],
  ['I remove fraudulent reviews from the shop’s website.', 'fraud'],
  ['I manage the engineers checking the network assets before winter.', 'esg_dd'],
  ['I sit on the school’s board of governors and help run the summer fair.', 'asset_management_infra'],
  ['I arrange new contracts for our cleaners when the old ones come due.', 'refinancing'],
  // The noise noticed in earlier passes.
  ['We do repairs on boilers and chase customers who have not paid.', 'payment_repair'],
  ['The shop handles product recalls and returns.', 'payment_repair'],
  ['I track the café’s cash flow every week.', 'onchain_analysis'],
  ['I keep the risk register for the building site and update the controls.', 'rcsa'],
  ['I check the delivery notes against each order.', 'research_note'],
  ['I take notes at the team meeting and write up the actions.', 'research_note'],
  ['The tenant paid a bond of one month’s rent before moving in.', 'derivatives_products'],
  ['The bond covered the damage to the carpet.', 'derivatives_products'],
  ['I write the morning handover notes for the ward.', 'research_note'],
  ['Our order book for new kitchens is full until spring and customers ask where their orders are.', 'microstructure'],
  ['I did a two-week work placement at the Bank of England.', 'monetary_policy'],
  ['I send CHAPS payments through the Bank of England’s settlement system.', 'monetary_policy'],
  ['I built EBITDA bridges for the board of each portfolio company.', 'smart_contract_risk'],
  ['I inspect bridges on the motorway for the risk of failure.', 'smart_contract_risk'],
  ['I check the fund’s cash against the bank and custodian every day.', 'smart_contract_risk'],
  ['The keys are held in custody at reception.', 'smart_contract_risk'],
  ['I shared some cooking hacks with the kitchen team.', 'smart_contract_risk'],
  ['I manage the charity’s liquidity and keep three months of cash.', 'insolvency_procedures'],
  ['I persuaded the chief executive to close two sites.', 'execution_liquidity'],
  ['Clients let us manage their money for them.', 'lease_negotiation'],
  ['I set up new accounts for clients.', 'osint'],
  // Round 2.
  ['I answer the questions parents send before they commit to our school.', 'rfp'],
  ['I check how each catering firm runs its back office and controls.', 'fund_due_diligence'],
  ['I buy vintage guitars through dealers and try to get a good price.', 'execution_liquidity'],
  ['We offer payment options to protect the school fund from late payers.', 'derivative_overlays'],
  ['I assess repairs needed in offices, warehouses and blocks of flats.', 'property_loan_underwriting'],
  ['I negotiate the terms of loans of paintings with other museums and borrowers.', 'term_sheet'],
  ['I forecast how many customers we will lose to the new gym.', 'loss_forecasting'],
  ['I deal with queries from patients about their appointments.', 'valuation_disputes'],
  ['I check how much of the warehouse is exposed to one storm.', 'aggregate_management'],
  ['I help families take control of debts they cannot pay.', 'insolvency_procedures'],
  ['I brief the team before they meet the parents.', 'pm_briefing'],
  ['I collect data on which homes could flood for the council’s emergency plan.', 'climate_scenarios'],
  ['I teach pupils how coal and oil and gas power stations work.', 'climate_scenarios'],
  ['I wrote the case for a new school minibus.', 'business_case'],
  ['I refer patients to specialists for physiotherapy and counselling.', 'cross_referral'],
  ['We decide how much risk to take in each market we expand into.', 'portfolio_construction'],
  ['I map the dependencies between IT systems and the risks of each upgrade.', 'dependency_calibration'],
  ['Our plans depend on the weather.', 'dependency_calibration'],
  ['I wrote the weekly macro note on inflation.', 'vba'],
  ['I collect data on customer satisfaction.', 'collections_calls'],
  ['I visited the Bank of England museum with my class.', 'monetary_policy'],
  // Third set.
  ['I show what happens to the buyer’s costs if the house deal goes ahead.', 'merger_model'],
  ['I explain the risks of surgery to patients in simple terms.', 'risk_explanation'],
  ['I respond to police requests for patient records.', 'law_enforcement_requests'],
  ['I value the work of the site team when the homes are finished.', 'valuation_methods'],
  ['I built the mobile app at a fintech startup.', 'deal_sourcing'],
  ['Each week I find companies to deliver our stock.', 'deal_sourcing'],
  ['I cut food costs by 10% in the kitchen.', 'procurement_analysis'],
  ['I led a project of cutting costs on the ward.', 'procurement_analysis'],
];

/** The same words with finance context still read as the finance concept. */
const STILL_READ: [string, string][] = [
  ['I repair payments that were rejected and chase the receiving bank.', 'payment_repair'],
  ['I track transactions between crypto wallets every day.', 'onchain_analysis'],
  ['I keep the operational risk register for the bank’s payments team.', 'rcsa'],
  ['I write notes on the stocks I cover after each set of results.', 'research_note'],
  ['I publish notes with buy and sell ratings on each bank.', 'research_note'],
  ['I trade government bonds for the bank.', 'derivatives_products'],
  ['I price corporate bonds for our clients.', 'derivatives_products'],
  ['I study how the order book on each exchange behaves around the open.', 'microstructure'],
  ['I write a preview before each Bank of England rate decision.', 'monetary_policy'],
  ['I assess the risk of cross-chain bridges being hacked.', 'smart_contract_risk'],
  ['I check how the custodian keeps clients’ bitcoin in cold storage.', 'smart_contract_risk'],
  ['I handled the liquidation of two retailers.', 'insolvency_procedures'],
  ['I negotiate lettings of shops to new tenants.', 'lease_negotiation'],
  ['I search news and public records on each client.', 'osint'],
  ['I follow what the Bank of England and the Fed are likely to do and position the fund for it.', 'monetary_policy'],
  ['I calibrate the dependencies between perils in the capital model.', 'dependency_calibration'],
  ['I wrote Excel macros to automate the checks.', 'vba'],
  ['I built macros in the spreadsheet to check the trades.', 'vba'],
  ['I make collections calls to customers in arrears.', 'collections_calls'],
  ['I run the collections team for our credit cards.', 'collections_calls'],
  ['Analysed HY bonds and convertible bonds of UK utilities.', 'derivatives_products'],
  ['Bloomberg, bonds, Excel', 'derivatives_products'],
  ['I write notes on the banks I cover.', 'research_note'],
  ['Published 40 notes a year.', 'research_note'],
  ['I watch the Bank of England closely for the desk.', 'monetary_policy'],
  ['Maintained the risk register and control library for the payments team.', 'rcsa'],
  ['I meet ten founders a week.', 'deal_sourcing'],
  ['Covered fintech startups for the fund.', 'deal_sourcing'],
  ['I built the mobile app at a fintech startup.', 'startups'],
  ['Saved £2m of supplier spend across the portfolio.', 'procurement_analysis'],
  ['Before we bid I checked whether management’s plans to cut costs were realistic.', 'due_diligence'],
];

/** Skills that named other work through the same noise: a role's skill asks only for what it says. */
const SKILL_NOISE: [string, string][] = [
  ['Bank of England and PRA reporting', 'monetary_policy'],
  ['Custody and asset servicing systems', 'smart_contract_risk'],
  ['Cut-off and liquidity awareness', 'insolvency_procedures'],
  ['Case notes and evidence', 'research_note'],
  ['Macro and central bank analysis', 'vba'],
  ['Macro scenario analysis', 'vba'],
  ['Responding to production orders and law enforcement requests', 'enforcement_powers'],
  ['Start-ups and technology', 'deal_sourcing'],
];

describe('plain-words recall, pass 14', () => {
  it('covers roles that exist', () => {
    const ids = new Set(ROLES.map((r) => r.job_id));
    const covered = [...Object.keys(PLAIN_WORDS), ...Object.keys(MORE_PLAIN_WORDS), ...Object.keys(UNREAD)];
    expect(covered.filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(OTHER_WORK)('does not read "%s" as %s', (sentence, concept) => {
    expect(evidenceUnits(sentence).has(`c:${concept}`)).toBe(false);
  });

  it.each(STILL_READ)('still reads "%s" as %s', (sentence, concept) => {
    expect(evidenceUnits(sentence).has(`c:${concept}`)).toBe(true);
  });

  it.each(SKILL_NOISE)('reads the skill "%s" without %s', (skill, concept) => {
    expect(roleConcepts([skill]).has(`c:${concept}`)).toBe(false);
  });

  for (const [id, cases] of Object.entries(UNREAD)) {
    const role = ROLES.find((r) => r.job_id === id);
    it.each(cases)(`${id}: "%s" stays unread (%s)`, (sentence) => {
      expect(role).toBeDefined();
      const concepts = roleConcepts(role?.skills ?? []);
      expect([...evidenceUnits(sentence)].filter((u) => concepts.has(u))).toEqual([]);
    });
  }

  for (const role of ROLES) {
    const sentences = [...(PLAIN_WORDS[role.job_id] ?? []), ...(MORE_PLAIN_WORDS[role.job_id] ?? [])];
    if (sentences.length === 0) continue;
    const concepts = roleConcepts(role.skills);
    it.each(sentences)(`${role.job_id}: "%s" shows one of the role's skills`, (sentence) => {
      const shown = [...evidenceUnits(sentence)].filter((u) => concepts.has(u));
      expect(shown.length, `${role.job_id}: ${sentence}`).toBeGreaterThan(0);
    });
  }
});
