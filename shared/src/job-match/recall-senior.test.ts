import { describe, expect, it } from 'vitest';
import { ROLES } from '../catalog/roles';
import { itLeavesUnread, itReadsRoleSkills } from './recall-harness';

/**
 * Senior recall self-test (issue 13): for each catalogue role, sentences a VP, director, head of or manager in the
 * role would write in a CV in everyday words: leading teams and clients, winning and running mandates, approving,
 * setting direction, reviewing others' work, owning a risk or a book, reporting to a committee. Each was written
 * from knowledge of the job before looking at the role's phrasings, and each must be read as evidence of at least
 * one of the role's skills (one of the concepts a skill asks for), as in recall.test.ts.
 */
const SENIOR_WORDS: Record<string, string[]> = {
  mergers_acquisitions_analyst: [
    'I lead the team advising company boards on selling their businesses, from the first pitch to completion.',
    'I review the juniors’ valuation work before it goes to the client and sign off what each business is worth.',
  ],
  equity_capital_markets_analyst: [
    'I lead our team on share sales for listed companies and advise on when to launch and at what price.',
    'I run the book on share offerings and decide with the client which investors get how many shares.',
    'I led the listing of a software company on the London Stock Exchange and set the price with the board.',
  ],
  debt_capital_markets_analyst: [
    'I head the team that helps companies and governments borrow from bond investors, and I run the deals on the day.',
    'I advise the treasurers of our issuer clients on the size, timing and price of their new bonds.',
    'I won the mandate to run a new bond for a housing association and priced it on the day.',
  ],
  leveraged_finance_analyst: [
    'I lead the bank’s lending to private equity buyouts and take each deal to our approval committee.',
    'I negotiate the loan terms and the protections for lenders with the buyout firms and their lawyers.',
    'I lead the team working out how much debt each buyout can carry and what happens if earnings fall.',
  ],
  restructuring_analyst: [
    'I lead teams advising companies that cannot pay their lenders and negotiate new terms between the groups of creditors.',
    'I present to the board each week on how much cash is left and what the options are.',
    'I negotiated a deal between the banks and the bondholders that kept the company out of administration.',
  ],
  corporate_broker: [
    'I am the main adviser to the boards of twenty listed companies on how the market sees their shares.',
    'I lead share placings for our clients, calling the big investors and deciding the price with the board.',
    'I raised £40 million for a client in a day by placing new shares with institutions.',
  ],
  coverage_banker: [
    'I own the relationships with the chief executives and finance directors of the largest retailers and win mandates for the bank.',
    'I lead a team of analysts and associates and review every pitch before it goes to a client.',
    'I won mandates for three acquisitions last year by bringing the right ideas to clients’ boards.',
  ],
  project_finance_analyst: [
    'I lead the lending on wind farms and motorways, from sizing the loan to approval by the credit committee.',
    'I manage the technical and legal advisers on each project and review their reports before we lend.',
    'I lead the model reviews for our infrastructure loans and sign off the cover ratios before credit approval.',
  ],
  securitisation_analyst: [
    'I lead deals where banks sell bonds backed by pools of mortgages and car loans, and I deal with the rating agencies.',
    'I decide how the notes are split into layers and how losses flow through them, and I present the deals to investors.',
  ],
  sustainable_finance_specialist: [
    'I head our green bond advice and help companies set up the rules for what their green money can be spent on.',
    'I review the climate plans of our clients before the bank lends them money linked to cutting emissions.',
  ],
  equity_research_analyst: [
    'I lead the research team covering banks and set our recommendations on each share.',
    'I present our stock calls to the largest fund managers and review the juniors’ notes before they are published.',
    'I am ranked in the top three for the sector and my team publishes notes after every set of results.',
  ],
  credit_research_analyst: [
    'I lead the credit research team and set our view on which company bonds look cheap or expensive.',
    'I present our views on new bond deals to investors on the morning they launch.',
    'I set the house view on each company’s ability to repay its bonds and present it to our biggest investors.',
  ],
  equity_strategist: [
    'I set the house view on which markets and sectors to own and present it to clients around the world.',
    'I lead a team that writes our monthly strategy pieces on where shares are heading.',
  ],
  bank_economist: [
    'I lead the bank’s economics team and set our forecasts for growth, inflation and interest rates.',
    'I present our economic outlook to clients and speak to the press after each Bank of England decision.',
    'I set the bank’s house view on interest rates and write the weekly outlook for clients.',
  ],
  esg_ratings_analyst: [
    'I lead the team that rates how companies manage environmental and social risks and sign off each rating.',
    'I chair the committee that hears companies’ challenges to their ratings and decide whether to change them.',
  ],
  commodities_analyst: [
    'I lead our research on oil and metals and set the house forecasts for prices.',
    'I present our view of supply and demand in each market to clients and traders every week.',
  ],
  rates_fx_strategist: [
    'I lead the team giving trade ideas on government bonds and currencies to our clients.',
    'I present our views on central bank decisions and where interest rates are going to hedge funds and pension schemes.',
  ],
  credit_rating_analyst: [
    'I lead the analysts rating European companies and chair the committees that decide each rating.',
    'I review the analysts’ forecasts and stress cases before the committee and sign off the published reports.',
  ],
  equity_sales: [
    'I look after our largest hedge fund and pension clients and lead the sales team’s coverage of them.',
    'I pitch our best stock ideas to portfolio managers and set up meetings with company management for them.',
  ],
  equity_sales_trader: [
    'I run the sales trading desk and handle the biggest orders from our fund clients.',
    'I decide how to work large orders in the market without moving the price too much.',
  ],
  fixed_income_sales: [
    'I look after the bank’s biggest pension and insurance clients for gilts, swaps and company bonds.',
    'I explain trade ideas to clients and negotiate prices with them on large trades.',
  ],
  fx_corporate_sales: [
    'I lead the team that helps corporate clients protect themselves against currency and interest rate moves.',
    'I advise finance directors on how to fix the cost of their foreign currency payments.',
  ],
  rates_trader: [
    'I run the gilt trading book and make prices to clients all day.',
    'I manage the desk’s interest rate risk and set limits for the junior traders.',
    'I manage a gilt and swaps book and am responsible for its profit and loss.',
  ],
  credit_trader: [
    'I run the company bond trading book and decide how much of each bond we hold.',
    'I price large bond trades for clients and hedge the risk we take on.',
    'I am responsible for the bank’s inventory of company bonds and the risk limits that go with it.',
  ],
  fx_trader: [
    'I run the euro and sterling trading book and make prices for clients on the screens.',
    'I manage the desk’s currency positions through the day and set the junior traders’ limits.',
    'I price currency trades for our largest corporate clients and hedge the positions through the day.',
  ],
  equity_derivatives_trader: [
    'I run the options book on European shares and manage how it moves when markets swing.',
    'I price large option trades for clients and hedge them during the day.',
  ],
  energy_trader: [
    'I run the power and gas trading book and manage the risk against our power stations.',
    'I lead a team that trades electricity for the next day and balances our position against the weather forecast.',
    'I hedge our power stations’ output by selling electricity forward months ahead.',
  ],
  structurer: [
    'I lead a team that designs investment products for private banks and prices them with the traders.',
    'I design hedging solutions for corporate clients and explain the risks to their boards.',
  ],
  buy_side_dealer: [
    'I run the dealing desk for the fund manager and decide how to trade each order.',
    'I choose which brokers we trade with and review how well they execute for us.',
  ],
  interdealer_broker: [
    'I run a desk that brings together banks that want to buy and sell interest rate swaps.',
    'I look after the relationships with the senior traders at the big banks.',
    'I lead a desk of brokers matching banks that want to trade gilts and swaps with each other.',
  ],
  long_short_equity_analyst: [
    'I lead the research on consumer shares for the fund and pitch which ones to buy and which to bet against.',
    'I decide with the portfolio manager how big each position should be.',
  ],
  global_macro_portfolio_manager: [
    'I run a fund that bets on interest rates, currencies and stock markets around the world.',
    'I decide how much risk to put on each trade and cut positions when they go wrong.',
    'I run a macro fund of $1 billion and decide how much risk to take in each market.',
  ],
  event_driven_analyst: [
    'I lead our investments in companies that are being taken over and judge whether each deal will complete.',
    'I assess the chance that the competition authorities will block a takeover and size our bets on that.',
  ],
  distressed_debt_analyst: [
    'I lead our investments in the debt of companies in trouble and sit on the creditor committees.',
    'I negotiate with other lenders and the company over how much each of us gets back.',
  ],
  alternative_data_analyst: [
    'I lead a team that turns card spending and web traffic data into signals for our fund managers.',
    'I decide which new data sets we buy after checking where the data comes from and whether we can use it.',
  ],
  derivatives_quant: [
    'I lead the team that builds the pricing models for the rates options desk.',
    'I review the models my team builds and explain them to the traders and the validators.',
  ],
  quant_researcher: [
    'I lead a team researching trading signals and decide which ones go into the live fund.',
    'I review my team’s research to make sure the results are not too good to be true.',
    'I lead research into signals that predict returns and review my team’s back-tests for bias.',
  ],
  quant_developer: [
    'I lead the team that builds the trading and risk systems the quants use.',
    'I set the coding standards for the team and review every change before it goes live.',
  ],
  algorithmic_trader: [
    'I run a team that trades automatically on European stock exchanges and sets how aggressive our strategies are.',
    'I set the limits on how much our strategies can trade and stop them when something goes wrong.',
  ],
  financial_data_scientist: [
    'I lead the data science team building models that spot fraud and predict which customers will leave.',
    'I present our models to the business owners and the governance committee in plain words.',
    'I lead a team building machine learning models and make sure each one is documented for the model committee.',
  ],
  equity_portfolio_manager: [
    'I manage a UK equity fund of £2 billion and decide which shares to own and how much of each.',
    'I lead a team of four analysts and present our performance to clients and the investment committee.',
    'I vote our shares at company meetings and engage boards on pay and strategy.',
  ],
  buy_side_equity_analyst: [
    'I lead the research on industrial companies and recommend which shares our funds should buy.',
    'I meet company management and challenge them on their strategy before we invest.',
  ],
  fixed_income_portfolio_manager: [
    'I manage a £5 billion bond fund and decide how much interest rate and credit risk we take.',
    'I lead the team that chooses which company bonds to buy with our credit analysts.',
    'I decide how much interest rate risk our bond funds take and report performance to clients.',
  ],
  multi_asset_portfolio_manager: [
    'I run funds that invest across shares, bonds and property and decide how much goes into each.',
    'I lead the team choosing the outside funds and index trackers we invest in.',
    'I set the split between shares, bonds and cash for our funds each quarter.',
  ],
  index_portfolio_manager: [
    'I run a team managing index funds worth £40 billion and keep them close to their index.',
    'I review how far each fund has drifted from its index and explain the gap to clients.',
  ],
  stewardship_analyst: [
    'I lead our engagement with company boards on pay, climate and governance.',
    'I decide how we vote at the shareholder meetings of the companies we own.',
  ],
  client_portfolio_manager: [
    'I represent our bond funds to the biggest clients and explain how the fund is positioned and why it did well or badly.',
    'I lead the client presentations and pitches for new mandates alongside the sales team.',
  ],
  institutional_business_development: [
    'I win new mandates from pension schemes and insurers and lead the pitches.',
    'I look after the relationships with the investment consultants who advise the pension schemes.',
  ],
  fund_research_analyst: [
    'I lead the team that decides which funds go on our recommended list.',
    'I interview fund managers and decide whether their funds are worth the fees they charge.',
  ],
  investment_consultant: [
    'I advise the trustees of large pension schemes on how to invest and lead the adviser team on each client.',
    'I lead searches for new fund managers for our clients and present the shortlist to the trustees.',
    'I lead the adviser team for three large pension schemes and recommend how they should hedge their liabilities.',
  ],
  financial_planner: [
    'I run a practice of 200 clients and review every plan my team writes before it goes out.',
    'I help families plan their retirement and explain the risks of each option in plain words.',
    'I review every client’s plan each year and make sure the advice still suits them.',
  ],
  private_banker: [
    'I look after a book of wealthy families and entrepreneurs and bring in new clients through my network.',
    'I arrange loans for clients secured on their investments and negotiate the pricing.',
    'I look after wealthy families and bring in new clients through introducers and entrepreneurs.',
  ],
  discretionary_investment_manager: [
    'I manage the investments of 150 private clients and charities and make the buy and sell decisions.',
    'I meet clients each year to review how their portfolio has done and whether it still fits their needs.',
  ],
  paraplanner: [
    'I lead the paraplanning team and check the reports the juniors write before they go to the advisers.',
    'I research which pension and investment products suit each client and write up the recommendation.',
  ],
  family_office_analyst: [
    'I lead the investments of a family office and report to the family’s investment committee.',
    'I review direct investments in private companies before the family puts money in.',
  ],
  private_equity_associate: [
    'I lead deals from first meeting to completion and present them to our investment committee.',
    'I sit on the boards of three of our companies and work with the management teams on their plans.',
    'I led the purchase of a software business and negotiated the debt with the banks.',
  ],
  venture_capital_analyst: [
    'I lead our investments in early-stage software companies and sit on their boards.',
    'I meet founders every week and decide which ones we back.',
    'I lead our seed investments and negotiate the terms with founders.',
  ],
  private_credit_analyst: [
    'I negotiate the loan terms with the sponsors and their lawyers.',
    'I lead the monitoring of our loan book and flag borrowers whose trading is getting worse.',
  ],
  infrastructure_investment_associate: [
    'I lead the fund’s investments in water and energy networks and sit on the boards of the companies.',
    'I present each new investment to our investment committee.',
    'I led the refinancing of the debt on our airport investment.',
  ],
  portfolio_operations_manager: [
    'I lead the work to improve the businesses our fund owns, from buying to pricing.',
    'I work with the management teams of our companies to set targets and track them each month.',
  ],
  fund_investor_relations: [
    'I lead fundraising for our buyout funds and look after our relationships with pension funds and endowments.',
    'I answer investors’ questions during fundraising and send them the quarterly reports.',
  ],
  market_risk_analyst: [
    'I head market risk for the rates and credit desks and set their limits.',
    'I report the bank’s trading risks to the risk committee every month.',
    'I set the trading limits for each desk and chase the traders when they go over.',
  ],
  credit_risk_manager: [
    'I approve loans to large companies up to my limit and recommend bigger ones to the credit committee.',
    'I review the relationship managers’ lending proposals and challenge them before approval.',
    'I approve lending to large companies within my authority and put bigger deals to the credit committee.',
  ],
  credit_risk_modeller: [
    'I lead the team that builds the models that predict which borrowers will not pay back.',
    'I present our models to the model risk committee and the regulator.',
  ],
  model_validation_analyst: [
    'I lead the team that checks the bank’s pricing and credit models independently.',
    'I decide whether a model can be used and present the findings to the model risk committee.',
    'I sign off the validation reports my team writes before the models are used.',
  ],
  operational_risk_analyst: [
    'I head operational risk for the retail bank and report the biggest risks to the risk committee.',
    'I review what went wrong after each big outage or loss and make sure the fixes are made.',
    'I own the operational risk framework and report our biggest risks to the board.',
  ],
  climate_risk_analyst: [
    'I lead the bank’s work on how climate change could hit its loans and investments.',
    'I present our findings on flood and transition risk to the board risk committee.',
  ],
  technology_risk_analyst: [
    'I head technology risk and tell the board how safe we are from hackers and system failures.',
    'I review the risks of moving our systems to outside cloud providers before we sign.',
  ],
  retail_credit_strategy_analyst: [
    'I lead the team that decides who gets a credit card and how much they can borrow.',
    'I present changes to our lending rules to the credit committee for approval.',
  ],
  compliance_advisory_analyst: [
    'I head compliance for the investment bank and advise senior management on the regulator’s rules.',
    'I advise the board on the Senior Managers regime and who is responsible for what.',
  ],
  compliance_monitoring_analyst: [
    'I lead the team that checks the business follows the rules and set the yearly plan of reviews.',
    'I present what we found to the compliance committee and track the fixes.',
    'I lead the team that samples files each month and rates what we find.',
  ],
  kyc_analyst: [
    'I lead the team that checks new corporate clients before the bank takes them on.',
    'I sign off high-risk clients after checking who really owns them and where their money comes from.',
    'I lead a team checking who owns our corporate clients and where their money comes from.',
  ],
  financial_crime_investigator: [
    'I lead a team investigating suspected money laundering by the bank’s customers.',
    'I review the investigators’ cases and decide which ones we report to the National Crime Agency.',
  ],
  sanctions_analyst: [
    'I lead the sanctions team and decide on the hardest screening hits.',
    'I check shipments and the ships carrying them for links to countries under sanctions.',
    'I lead the team that reviews the hits when our customers or payments match names on sanctions lists.',
  ],
  market_abuse_surveillance_analyst: [
    'I lead the team that watches traders for insider dealing and market manipulation.',
  ],
  fraud_analyst: [
    'I lead the fraud team that stops scams on customer payments.',
    'I review the fraud rules each week and change them when the criminals change tactics.',
    'I lead the team that stops payments to scammers and helps customers who have been tricked.',
  ],
  money_laundering_reporting_officer: [
    'I am responsible for the firm’s defences against money laundering and report to the board every quarter.',
    'I decide which suspicious cases we report to the authorities.',
    'I lead the financial crime team and report to the board on money laundering risks.',
  ],
  regulatory_change_analyst: [
    'I lead the programme that makes the bank ready for new rules from the regulators.',
    'I track upcoming rule changes and brief senior management on what they mean for us.',
  ],
  financial_promotions_reviewer: [
    'I lead the team that approves the bank’s adverts and marketing before they go out.',
    'I make sure our adverts are fair, clear and not misleading and check every claim can be backed up.',
  ],
  fp_and_a_analyst: [
    'I lead the planning team and own the group budget and forecasts.',
    'I present the monthly results to the executive team and explain why we are ahead of or behind plan.',
    'I lead the budget process for the group and present the forecast to the board.',
  ],
  corporate_treasury_analyst: [
    'I head treasury for the group and manage our relationships with the banks that lend to us.',
    'I decide how much of our currency exposure to hedge and report it to the board.',
    'I manage the group’s cash and forecast it week by week for the finance director.',
  ],
  corporate_development_manager: [
    'I lead the group’s acquisitions, from finding targets to completing the deals.',
    'I present each acquisition case to the board and manage the outside advisers.',
  ],
  investor_relations_manager: [
    'I lead our results days and the meetings between the chief executive and our shareholders.',
    'I tell the board what investors think of our strategy and our share price.',
  ],
  financial_controller: [
    'I lead a team of ten accountants and run the month-end close.',
    'I manage the year-end audit and sign off the group accounts.',
    'I lead the month-end close and review the balance sheet reconciliations.',
  ],
  chief_financial_officer: [
    'I raised £30 million from investors and lead the finance team.',
    'I report to the board every month on cash, runway and performance.',
    'I raised a £20 million loan from our bank and negotiated the terms.',
  ],
  bank_treasury_alm_analyst: [
    'I head the bank’s balance sheet management and present to the asset and liability committee every month.',
    'I decide how much of our deposits to hedge against interest rate moves.',
    'I manage the bank’s liquidity and present our funding plan to the board.',
  ],
  external_auditor: [
    'I lead audits of listed companies and sign off the audit opinions.',
    'I review my team’s testing and challenge the finance director on the difficult judgements.',
    'I lead audit teams of ten on listed clients and review their testing before I sign off.',
  ],
  internal_auditor: [
    'I lead internal audits of the bank’s businesses and present our findings to the audit committee.',
    'I set the yearly audit plan based on where the biggest risks are.',
    'I plan each year’s audits based on where the biggest risks to the bank are.',
  ],
  corporate_tax_adviser: [
    'I lead tax advice for large corporate clients and review the team’s tax returns.',
    'I advise clients on the tax cost of buying and selling businesses.',
    'I lead the team that prepares corporation tax returns for large groups and deals with HMRC enquiries.',
  ],
  transaction_services_analyst: [
    'I lead financial due diligence on companies that private equity firms want to buy.',
    'I review the team’s work on the target’s real earnings and sign off our reports.',
    'I lead due diligence teams and present our findings on net debt and working capital to buyers.',
  ],
  forensic_accountant: [
    'I lead fraud investigations for companies and give evidence in court as an expert.',
    'I calculate how much a business lost in disputes and write expert reports.',
    'I lead investigations into frauds and trace where the money went.',
  ],
  fund_accountant: [
    'I lead the team that prices our funds every day and reviews the work before it goes out.',
    'I sign off the annual accounts of our funds with the auditors.',
    'I lead the team that reconciles the funds’ cash and holdings every day.',
  ],
  technical_accounting_manager: [
    'I lead the group’s accounting policy and decide how new transactions are treated in the accounts.',
    'I write papers on difficult accounting judgements for the audit committee and the auditors.',
  ],
  valuations_analyst: [
    'I lead valuation work for company acquisitions and disputes and sign off our reports.',
    'I value companies and brands for clients’ accounts after they buy a business.',
  ],
  insolvency_practitioner: [
    'I take appointments as administrator and lead the teams selling the businesses.',
    'I report to creditors and the court on the progress of each case.',
  ],
  credit_controller: [
    'I lead the credit control team and set how much credit each customer gets.',
    'I report the overdue debts to the finance director each month.',
  ],
  regulatory_reporting_analyst: [
    'I lead the team that sends the bank’s capital and liquidity returns to the regulator.',
    'I review the returns and explain big changes from last quarter to the finance director.',
  ],
  product_control_analyst: [
    'I head product control for the rates desks and sign off the daily profit and loss.',
    'I review the traders’ valuations at month end and decide how much to hold back in reserves.',
  ],
  pricing_actuary: [
    'I present our pricing changes to the underwriting committee.',
    'I lead a team building models of how often customers claim and how much.',
  ],
  reserving_actuary: [
    'I lead the team that sets how much the insurer holds back for future claims.',
    'I present the reserves to the audit committee each quarter.',
    'I present our reserve recommendations to the audit committee each quarter.',
  ],
  pensions_actuary: [
    'I advise the trustees and employers of large pension schemes as the scheme actuary.',
    'I advise trustees on how much the employer needs to pay in to the pension scheme.',
  ],
  capital_modelling_actuary: [
    'I lead the team that runs the insurer’s capital model.',
    'I present the capital results to the board risk committee.',
  ],
  lloyds_underwriter: [
    'I lead the marine account for the syndicate and set its strategy.',
    'I decide which risks we write and at what price, and review the junior underwriters’ deals.',
    'I manage the syndicate’s property book and decide how much risk we take in each region.',
  ],
  specialty_insurance_broker: [
    'I lead the team placing energy insurance for large clients.',
    'I negotiate cover and price with the underwriters on behalf of our clients.',
  ],
  loss_adjuster: [
    'I report to the insurers on cause, cover and what each claim should be worth.',
    'I lead the team investigating the cause of large fires and floods for insurers.',
  ],
  catastrophe_modeller: [
    'I lead the team that models hurricane and flood losses for the reinsurer.',
    'I explain to the underwriters how uncertain the model results are.',
  ],
  commercial_relationship_manager: [
    'I look after a book of 60 mid-sized businesses and win new clients for the bank.',
    'I arrange loans for clients and take them to the credit committee.',
    'I manage a book of 50 business clients and their lending.',
  ],
  commercial_credit_analyst: [
    'I lead the credit team and review the lending proposals for mid-sized companies.',
    'I approve loans up to my limit and check businesses stay within the terms of their loans.',
    'I review the credit papers of my team before they go to the credit committee.',
  ],
  mortgage_adviser: [
    'I run a team of mortgage advisers and check their advice before it goes to clients.',
    'I help clients find the right mortgage and work out how much they can afford.',
    'I lead a team of advisers and review their advice files before the loans complete.',
  ],
  mortgage_underwriter: [
    'I lead the mortgage approvals team and decide the hardest cases.',
    'I review the juniors’ decisions and make sure we follow our lending rules.',
  ],
  bank_branch_manager: [
    'I manage three branches and a team of twenty and coach them to hit their targets.',
    'I handle the most serious customer complaints and make sure vulnerable customers are looked after.',
    'I lead the team and coach them on looking after customers who are struggling.',
  ],
  collections_recoveries_specialist: [
    'I lead the team that helps customers who are behind on their payments.',
    'I set the options we offer customers who are struggling to pay.',
    'I lead the team that agrees payment plans with customers in arrears.',
  ],
  trade_finance_specialist: [
    'I lead the trade finance team and help exporters get paid by their overseas buyers.',
    'I structure finance for our clients’ supply chains so their suppliers get paid early.',
  ],
  transaction_banking_sales: [
    'I lead sales of cash management and payment services to large companies.',
    'I win tenders from corporate treasurers and manage the bank’s pipeline of deals.',
  ],
  savings_product_manager: [
    'I own the bank’s savings products and set their rates each month.',
    'I take rate changes to the pricing committee and check our products offer fair value.',
    'I set the rates on our savings accounts and take them to the pricing committee.',
  ],
  payments_product_manager: [
    'I lead the product team for our payments app and set the roadmap.',
    'I decide which features we build next based on what customers need and where payments fail.',
    'I own the roadmap for our payments products and decide what we build next.',
  ],
  payments_software_engineer: [
    'I lead the team that builds the systems that move money between accounts.',
    'I review the team’s code and make sure no payment is ever sent twice.',
  ],
  digital_assets_analyst: [
    'I lead research on crypto for our institutional clients.',
    'I assess the risks of crypto custodians and exchanges before we work with them.',
  ],
  merchant_partnerships_manager: [
    'I lead partnerships with large retailers that take card payments with us.',
    'I negotiate the fees with merchants and grow our business with them.',
  ],
  banking_business_analyst: ['I run workshops with the business to agree what the new system must do.'],
  settlements_analyst: [
    'I lead the settlements team and make sure every trade settles on time.',
    'I escalate failed trades to the traders and the custodians before the cut-off.',
    'I lead the team investigating failed trades and claims with other banks.',
  ],
  middle_office_analyst: [
    'I lead the middle office team supporting the trading desks.',
    'I make sure every trade is booked correctly and investigate differences in the profit and loss.',
  ],
  collateral_management_analyst: [
    'I lead the collateral team and agree margin calls with other banks each day.',
    'I resolve disputes with counterparties over the value of our trades.',
  ],
  corporate_actions_analyst: [
    'I lead the team that processes dividends, rights issues and takeovers for our clients.',
    'I make sure clients’ choices are sent in before the deadlines.',
    'I lead the team processing dividends and takeovers for our clients’ holdings.',
  ],
  payments_operations_analyst: [
    'I lead the payments operations team and make sure high value payments go out on time.',
    'I investigate why payments fail and fix the root causes with the technology teams.',
  ],
  investment_performance_analyst: [
    'I lead the performance team and sign off the returns we report to clients.',
    'I explain to fund managers where their returns came from.',
  ],
  operations_transformation_manager: [
    'I lead programmes that automate and simplify the bank’s back office.',
    'I write the business case for each change and present it to the executive committee.',
  ],
  pensions_administrator: [
    'I lead the pensions administration team and check the benefit calculations before they are paid.',
    'I handle complaints from members and reply to their letters.',
  ],
  real_estate_investment_analyst: [
    'I present each purchase to the investment committee with the returns we expect.',
    'I present property purchases to the investment committee with our return targets.',
    // Read since the list names acquisition appraisals (the separation pass, ADR 009).
    'I lead acquisitions of offices and warehouses for our property fund.',
  ],
  commercial_real_estate_lender: [
    'I lead lending to property investors and take each loan to the credit committee.',
    'I review how each loan is doing against the value of the property and the rent coming in.',
    'I review how each property loan is performing against its loan-to-value and interest cover.',
  ],
  property_valuer: [
    'I lead the valuation team and sign off valuations of offices and shops for lenders and funds.',
    'I review the juniors’ valuation reports before they go to clients.',
    'I sign off the valuations my team does for banks and funds.',
  ],
  real_estate_asset_manager: [
    'I manage a portfolio of shopping centres and set the plan for each one.',
    'I negotiate new leases with tenants and decide which buildings to refurbish.',
    'I negotiate lease renewals and rent reviews with the tenants across our portfolio.',
  ],
  development_finance_manager: ['I visit the sites and release money as the building work goes up.'],
  fca_supervisor: [
    'I lead supervision of a group of wealth managers and challenge their senior management.',
    'I decide which firms get a closer look based on the risks they pose to customers.',
    'I lead reviews across many firms on how they treat customers in financial difficulty.',
  ],
  pra_supervisor: [
    'I lead the supervision of a large bank and meet its board members regularly.',
    'I review the bank’s plans for how it would survive a crisis and decide how much capital it needs.',
    'I lead the supervision team for a group of building societies and challenge their boards.',
  ],
  central_bank_economist: [
    'I lead a team that forecasts the economy for the Monetary Policy Committee.',
    'I brief the Governor and the policy committee on what the latest data mean.',
    'I present our forecasts to the policy committee before each rate decision.',
  ],
  treasury_policy_adviser: [
    'I lead the policy team on banking rules and advise ministers.',
    'I take new laws through Parliament with the lawyers.',
  ],
  fca_enforcement_investigator: [
    'I lead investigations into firms and individuals who broke the rules.',
    'I interview witnesses and suspects and decide what action to recommend.',
    'I lead the interviews of the people we are investigating.',
  ],
  ombudsman_investigator: [
    'I lead a team deciding complaints about banks and insurers.',
    'I decide complaints fairly after looking at the evidence from both sides.',
  ],
  debt_management_office_analyst: [
    'I lead the team that runs the government’s gilt sales.',
    'I meet the banks and investors to gauge how much demand there is for new gilts.',
  ],
  export_finance_underwriter: [
    'I lead cover for exports to emerging markets and take each case to our approval committee.',
    'I assess the risk of lending to overseas governments and buyers.',
    'I assess the credit risk of overseas buyers and governments before we guarantee a loan.',
  ],
};

/**
 * Control functions in plain words (issue 13): what access, change, outages, suppliers and incidents mean to a
 * risk, audit or control person, written from knowledge of the work before looking at the phrasings.
 */
const CONTROL_WORDS: Record<string, string[]> = {
  operational_risk_analyst: [
    'I run workshops with each business area to list what could go wrong and how well their controls work.',
    'I keep the log of operational losses and look for patterns across the bank.',
    'I work out how long our payment services can be down before customers are badly harmed.',
    'I run scenarios such as a cyber attack or losing a key supplier and estimate what it would cost us.',
    'I check each department has listed its key risks and tested its controls this quarter.',
  ],
  technology_risk_analyst: [
    'I check that only the right people have access to our payment systems and that leavers are removed quickly.',
    'I review whether changes to our systems are tested and approved before they go live.',
    'I assess the risks of the outside companies that run our IT before we sign with them.',
    'I test how quickly we could recover our core banking systems after an outage.',
    'I review who has administrator rights on our servers every quarter.',
    'I check our backups can actually be restored if the data centre goes down.',
    'I assess whether our cloud provider could keep running our services if it had a major failure.',
  ],
  internal_auditor: [
    'I test whether the controls over who can approve payments actually work, on a sample of real payments.',
    'I interview the people who run each process to understand how it works before we test it.',
    'I follow up that managers have fixed the problems we raised in the last audit.',
    'I check that staff who move jobs lose the system access they no longer need.',
    'I audit how the bank picks and oversees its key suppliers.',
  ],
  compliance_monitoring_analyst: [
    'I pick a sample of customer files and check whether the advice given was suitable.',
    'I check that complaints were handled within the deadlines the rules set.',
    'I listen to a sample of recorded sales calls and check the advisers followed the rules.',
    'I check that client money is kept separate from the firm’s own money.',
  ],
  external_auditor: [
    'I pick samples of invoices and check them back to the bank statements.',
    'I challenge the finance director on how much the company has set aside for bad debts.',
  ],
  money_laundering_reporting_officer: [
    'I decide whether a suspicious case is reported to the National Crime Agency.',
    'I assess where the firm is most exposed to money laundering and set our controls accordingly.',
  ],
  fca_supervisor: ['I read the complaints figures firms send us and ask about any sharp rise.'],
  regulatory_change_analyst: ['I compare what new rules require with what we already do and list the gaps.'],
  fraud_analyst: ['I look at payments our system stops and decide whether they are scams before releasing them.'],
  kyc_analyst: ['I check new business customers against sanctions lists and news stories before we open the account.'],
  sanctions_analyst: [
    'I check payments for names of people and companies on sanctions lists and clear the false matches.',
  ],
  financial_crime_investigator: ['I follow the money through accounts to find who is behind a fraud.'],
  payments_operations_analyst: [
    'When a payment system goes down I work out which payments are stuck and make sure they go out.',
  ],
  settlements_analyst: ['When a trade fails to settle I find out why and chase the other side.'],
};

/** Sentences that stay unread on purpose, with the reason. */
const UNREAD: Record<string, [string, string][]> = {
  operational_risk_analyst: [
    [
      'When something goes wrong I make sure it is logged, the cost is worked out and the owner fixes the cause.',
      'logging what went wrong, its cost and “the owner” is a restaurant’s words too; read with a risk owner, a control or a loss near them',
    ],
  ],
  mergers_acquisitions_analyst: [
    [
      'I ran the sale of a family-owned engineering group, from the first meetings with buyers to signing.',
      '“sale” and “buyers” near a company are a sales manager’s words too (stemming makes sale and sales one word), and the deal words here are too far from them to be read as one act',
    ],
  ],
  private_credit_analyst: [
    [
      'I lead new loans to mid-sized companies owned by private equity firms and take them to our committee.',
      'the loans and the committee are further apart than one act is read; "take them to our committee" alone is any committee',
    ],
  ],
  compliance_advisory_analyst: [
    [
      'I sign off new products and deals before they go ahead.',
      'a product owner or a shop buyer signs off new products too: without a rule or a regulator it is no evidence of regulatory advice',
    ],
  ],
  market_abuse_surveillance_analyst: [
    [
      'I decide which cases we report to the FCA.',
      'complaints and breach-reporting teams report cases to the FCA too: without trades or orders it is no evidence of suspicious trade reporting',
    ],
  ],
  pricing_actuary: [
    [
      'I lead the pricing team for home and motor insurance and sign off our rates.',
      'signing off rates names none of the list’s techniques (models, claims analysis, the rating engine, market prices)',
    ],
  ],
  pensions_actuary: [
    [
      'I lead the valuation team and sign off how much the scheme needs.',
      '"the scheme" and its valuation are also a property development’s words: without a pension word it stays unread',
    ],
  ],
  loss_adjuster: [
    [
      'I lead the team handling large property claims for insurers.',
      'handling claims is an insurer’s claims handler’s words too and names none of the list’s skills (inspection, cause, cover, quantum, settlement, reports)',
    ],
  ],
  banking_business_analyst: [
    [
      'I lead the business analysts on the bank’s change programmes.',
      'a job title and a programme name no technique of the list (workshops, process maps, requirements, testing)',
    ],
  ],
  development_finance_manager: [
    [
      'I lead lending to house builders and take each new loan to the credit committee.',
      'lending and the credit committee are every lender’s words; the list asks for appraisals, build costs, drawdowns and track records',
    ],
  ],
  ombudsman_investigator: [
    [
      'I review my team’s decisions before they go to the customers and the firms.',
      'checking colleagues’ decisions is any team leader’s words; it shows none of the list’s skills',
    ],
  ],
};

describe('senior recall: every role reads its senior people’s everyday words', () => {
  it('covers every catalogue role', () => {
    const ids = new Set(ROLES.map((r) => r.job_id));
    const covered = new Set([...Object.keys(SENIOR_WORDS), ...Object.keys(UNREAD)]);
    expect([...covered, ...Object.keys(CONTROL_WORDS)].filter((id) => !ids.has(id))).toEqual([]);
    expect(ROLES.map((r) => r.job_id).filter((id) => !covered.has(id))).toEqual([]);
  });

  itLeavesUnread(UNREAD);

  itReadsRoleSkills((id) => [...(SENIOR_WORDS[id] ?? []), ...(CONTROL_WORDS[id] ?? [])]);
});
