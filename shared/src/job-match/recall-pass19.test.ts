import { describeRecallPass } from './recall-harness';

/**
 * Plain-words recall, pass 19 (issue 13): sentences UK practitioners from graduate to director write about their
 * week in everyday words, for fourteen roles of the families whose own-words CVs still score lowest: equity
 * derivatives trading, derivatives quants, collateral management, middle office, merchant partnerships, PE
 * portfolio operations, long/short equity, multi-asset portfolio management, FCA and PRA supervision, external
 * audit, valuations, debt capital markets and transaction banking sales. All were written from knowledge of the
 * work before the families' phrasings were read and before any eval case was opened; each must be read as
 * evidence of at least one of the role's skills (one of the concepts a skill asks for).
 */
const PLAIN_WORDS: Record<string, string[]> = {
  equity_derivatives_trader: [
    'I make prices in options on FTSE 100 shares, contracts that give the right to buy or sell shares at a set price.',
    'I buy and sell the shares through the day so the book does not lose money when the market moves.',
    'Each morning I compare how expensive options are across strike prices and expiry dates with last week.',
    'I work out how much the book would make or lose if the index fell ten per cent overnight.',
    'I wrote a Python tool that prices our listed options and shows the book’s sensitivities on one screen.',
    'I manage how the book gains or loses when the market gets calmer or more jumpy.',
    'I quote prices to our sales team for the structured products they sell to private banks, and hedge what we sell.',
    'Graduate on the index options desk: booked trades, checked the end-of-day risk and rebalanced the hedges.',
    'Traded dividend futures to hedge the dividend risk left over from the structured products we sold.',
  ],
  derivatives_quant: [
    'I write the C++ library the traders use to price interest rate options.',
    'I tune our model so its prices match the prices of the options we can see trading in the market.',
    'I price autocallables by generating random scenarios for the underlying shares and averaging the payouts.',
    'I solve the pricing equation backwards on a grid for options that can be exercised early.',
    'I explain to the desk why a price changed overnight and which inputs moved it.',
    'I write the paper that describes each model, what it assumes and where it breaks down, for the model risk team.',
    'I use the maths of random processes to model how interest rates move over time.',
    'Moved the desk’s pricing from Excel spreadsheets to a tested Python library.',
  ],
  collateral_management_analyst: [
    'We ask the other bank for cash or bonds to cover what they owe us when our trades move in our favour.',
    'I work out each day how much each counterparty has to send us, or we have to send them, under our agreements.',
    'When the other side disagrees with our numbers I compare the trades and prices line by line until we agree.',
    'I check whether the bonds a client sends us are ones our agreement accepts and how much we knock off their value.',
    'I read the legal agreements with each bank to see the thresholds, the minimum amounts and what they can send.',
    'I send the clearing house the cash it asks for each morning to cover our cleared swaps.',
    'I choose which bonds we send out so that we keep the most useful ones for ourselves.',
    'I make sure payments go out before the cut-off so that we never miss a margin call.',
    'Tracked how much cash the firm would have to find for margin calls on a bad day in the markets.',
  ],
  middle_office_analyst: [
    'I go through every bond trade the desk enters and correct the ones booked with the wrong settlement date.',
    'I explain to the traders each morning why yesterday’s profit figure changed.',
    'When our positions do not agree with the ones the back office holds I find the missing trade.',
    'I know how swaps, bonds and FX forwards work, so I can spot a trade that has been booked wrongly.',
    'I built a spreadsheet that flags trades booked at prices far away from the market.',
    'I follow a trade from booking through confirmation, settlement and the accounts to find where it went wrong.',
    'I work alongside the traders in the last hour before the close, when everything has to be fixed fast.',
    'Amended and cancelled trades for the desk and made sure the changes reached every downstream system.',
  ],
  merchant_partnerships_manager: [
    'I sign up online shops and restaurants to take card payments with us.',
    'I negotiate the fees retailers pay on each card payment: the card schemes’ costs passed on plus our margin.',
    'I check that new businesses are real, who owns them and what they sell before they can take payments.',
    'I help retailers understand why some card payments are declined and how to get more of them approved.',
    'I help shops deal with customers who dispute a card payment with their bank.',
    'I look after our largest retail clients and sell them extra services such as terminals and online checkout.',
    'I explain to a client’s developers how to connect their website to our payment system.',
    'I keep every deal in Salesforce and update where each one stands every week.',
    'Partnered with ecommerce platforms so that the shops on them could take payments through us.',
  ],
  portfolio_operations_manager: [
    'I look at how a company we have just bought runs day to day and find the biggest problems to fix first.',
    'I lead the plan for what changes in the first three months after we buy a company.',
    'I measure how much extra profit each change has added compared with what we expected when we bought the company.',
    'I helped a company we own raise its prices and cut what it pays for raw materials.',
    'I set up monthly dashboards so the partners can see sales, cash and margins at each of our companies.',
    'Before we bid I check whether management’s plan to cut costs is realistic.',
    'I get a company ready to be sold, with clean numbers and a stronger finance team.',
    'I persuade the bosses of our companies to take on changes they were unsure about.',
  ],
  long_short_equity_analyst: [
    'I look for companies where I think the market has got it wrong, and explain why.',
    'I build simple models of a company’s sales and profits for the next two years.',
    'I find shares I expect to fall and check how much it costs to borrow them so we can sell them.',
    'I speak to former employees, customers and suppliers to check how a company is really doing.',
    'I work out what could move a share in the next few months and how much we could make or lose.',
    'I argue with the portfolio manager about how much of the fund to put into each idea.',
    'I write a one-page note on each idea for the portfolio manager.',
    'I cover European retailers for the fund, buying the ones I like and selling short the ones I do not.',
  ],
  multi_asset_portfolio_manager: [
    'I decide how much of our clients’ money goes into shares, bonds, property and cash over the long run.',
    'I move a few per cent between shares and bonds when one looks cheap for the next few months.',
    'I keep our funds’ ups and downs within a set range by cutting risk when markets get jumpy.',
    'I pick the funds and index trackers we put our clients’ money in.',
    'I use futures and options to protect the portfolios against a fall in the stock market.',
    'I write a monthly letter to financial advisers explaining what we changed in the portfolios and why.',
    'I built models in Python that show how our portfolios would have done in past market crashes.',
    'I run a range of risk-rated funds for advisers’ clients, from cautious to adventurous.',
  ],
  fca_supervisor: [
    'I look after a group of investment firms and make sure they treat their customers fairly.',
    'I decide which firms need closer attention based on what could go wrong for their customers.',
    'I go through the data firms send us and their complaints figures to spot the firms we need to visit.',
    'I question the bosses of firms in meetings about how they are fixing their problems.',
    'I write to firms setting out what we found, what they must do and by when.',
    'I worked on a review of how twenty lenders treat customers who fall behind on their payments.',
    'I check firms against our rules, especially the duty to deliver good outcomes for customers.',
    'I passed a firm to our enforcement colleagues when it kept breaking the rules.',
  ],
  pra_supervisor: [
    'I go through a bank’s balance sheet to see where it could lose money.',
    'I check whether an insurer holds enough money to cover a very bad year.',
    'I review a bank’s own assessment of how much capital and cash it needs.',
    'I read a bank’s plan for what it would do if it got into serious trouble.',
    'I challenge a bank’s board in meetings about how much risk it is willing to take.',
    'I write the letter to a bank’s board setting out our main concerns for the year ahead.',
    'I look at how far a bank’s capital falls in the stress test and what that tells us.',
    'I check that a building society has enough assets it can sell quickly to survive a run on its deposits.',
  ],
  external_auditor: [
    'I check a sample of a client’s sales invoices back to the orders and the money received in the bank.',
    'I walk through how a client approves its payments and test whether the checks really work.',
    'I plan the audit by working out where the accounts are most likely to be wrong.',
    'I question the finance director on how they worked out the provision for bad debts.',
    'I record every piece of work I do in the audit file so the manager can review it.',
    'I use data tools to test every journal in the ledger rather than a sample.',
    'I check the accounts follow the accounting standards, for example how leases are shown.',
    'I attended the year-end stock count at a client’s warehouse and traced the counts to the stock listing.',
    'As audit senior I ran the team on site and agreed the timetable with the client’s finance team.',
  ],
  valuations_analyst: [
    'I value businesses by forecasting their cash flows and bringing them back to today’s money.',
    'I compare a company with similar listed companies to see what it is worth.',
    'I work out the return investors expect for the risk of a business, to use as the discount rate.',
    'After a deal I value the brands, customer lists and technology the buyer has acquired.',
    'I test whether the goodwill on a client’s balance sheet is still worth what it says.',
    'I write the valuation report that explains our method and conclusion to the client and its auditors.',
    'I research the market and similar deals to support the numbers in our valuations.',
    'I value the unlisted shares our fund clients hold at the price they would sell for today.',
  ],
  debt_capital_markets_analyst: [
    'I help companies borrow money by selling bonds to investors.',
    'I work out what interest rate a company would pay on a new bond over government bonds.',
    'I look at how the rating agencies would see a company’s debt if it borrowed more.',
    'I check whether it is cheaper for a client to borrow in euros and swap the money back into pounds.',
    'I make the presentations we take to companies to win their bond deals.',
    'I go through who put in orders for a new bond and suggest how much each investor gets.',
    'I use Bloomberg to pull the prices of a client’s existing bonds and those of its peers.',
    'I write a short morning note on what happened in the bond market yesterday.',
  ],
  transaction_banking_sales: [
    'I sell the bank’s payment and cash account services to the finance teams of large companies.',
    'I find out what a company’s treasurer struggles with and put together the services that solve it.',
    'I set up structures that move cash from a group’s many accounts into one account each night.',
    'I help new clients open their accounts, gather their documents and get them live.',
    'I write our answers when companies invite banks to bid for their banking.',
    'I agree the fees a client pays for its payments and accounts.',
    'I keep a list of the deals I am working on and how likely each one is to close.',
    'I show treasurers how to see all their cash across countries in one place each morning.',
  ],
};

/** Sentences left unread on purpose (each with its reason). */
const UNREAD: Record<string, [string, string][]> = {};

/** The concepts this pass gave phrasings to, widened or narrowed. */
const PASS_CONCEPTS: string[] = [];

/**
 * Other work in the same everyday words, close to each family but not the work: a phone shop, a shop's stock, a
 * travel agent, a car dealer, an engine tuner, a bus planner, a doctor, a machine maker, a landlord, a supplier's
 * billing clerk, a supermarket, a post room, a till, a delivery app, a letting agent, a school, a football scout, a
 * referee, a nurse, a school budget, a newsletter, an environmental health officer, a retail area manager, a
 * charity, a football club, a hospital, a kitchen, a warehouse, an estate agent, an antiques dealer, a surveyor, a
 * student loan, a caterer, a concert, a sports journalist, a broadband seller, a plumber, a builder, a cleaner.
 * None may read as one of this pass's concepts.
 */
const OTHER_WORK: string[] = [
  'I sell phone contracts that give customers the right to upgrade at a set price.',
  'I move stock between our shops through the day so that none runs out when demand moves.',
  'Each morning I compare how expensive flights are across dates and airlines with last week.',
  'I work out how much the shop would lose if sales fell ten per cent over Christmas.',
  'I wrote a Python tool that prices our second-hand cars.',
  'I tune the engine so its readings match what the test track shows.',
  'I simulate thousands of random journeys to plan the bus timetable.',
  'I explain to patients why their treatment changed and what caused it.',
  'I write the manual that describes each machine, what it assumes and where it breaks down.',
  'We ask tenants for a deposit to cover any damage they do to the flat.',
  'When a customer disagrees with our bill I compare the items line by line until we agree.',
  'I check whether the coupons customers hand in are ones we accept and how much we knock off the price.',
  'I make sure the post goes out before the last collection of the day.',
  'I read the tenancy agreements to see the deposit and the notice period.',
  'I check the orders the shop enters each day have the right price and size.',
  'I explain to the owner each morning why yesterday’s takings changed.',
  'When our stock count does not agree with the till I find the missing sale.',
  'I sign up restaurants to our food delivery app.',
  'I help customers whose card was declined at the till.',
  'I check that new tenants are who they say they are before they move in.',
  'I look at how a school runs day to day and find the biggest problems to fix first.',
  'I lead the plan for the first three months after the new head teacher starts.',
  'I look for footballers the market has undervalued.',
  'I speak to former employers to check a candidate’s references.',
  'I write a one-page note on each patient for the consultant.',
  'I decide how much of the school budget goes to books, trips and staff.',
  'I pick the suppliers we buy our ingredients from.',
  'I write a monthly newsletter to parents explaining what we changed and why.',
  'I inspect restaurants and make sure they treat their customers fairly.',
  'I go through the complaints figures to spot the branches our area manager needs to visit.',
  'I passed the case to the police when the shop kept selling alcohol to under-18s.',
  'I check whether the charity holds enough reserves to cover a bad year.',
  'I read the school’s plan for what it would do if a storm closed it.',
  'I challenge the football club’s board in meetings about its spending.',
  'I check a sample of patients’ notes back to their prescriptions.',
  'I walk through how the kitchen is cleaned and test whether the checks really work.',
  'I count the parcels in the warehouse every night.',
  'I value houses by comparing them with similar homes sold nearby.',
  'I value antiques for the auction house.',
  'I write the survey report that explains the condition of the house.',
  'I help students borrow money for university.',
  'I make the presentations we take to schools to win their catering contracts.',
  'I go through who put in orders for the concert tickets and decide how many each fan gets.',
  'I write a short morning note on what happened in the league yesterday.',
  'I sell broadband to the office managers of large companies.',
  'I set up pipes that move rainwater from the roofs into one tank each night.',
  'I write our answers when councils invite builders to bid for their contracts.',
  'I agree the fees a client pays for the office cleaning.',
];

/** The finance lines a narrowed phrasing still reads. */
const STILL_READ: [string, string][] = [];

describeRecallPass('plain-words recall, pass 19', {
  sets: [PLAIN_WORDS],
  unread: UNREAD,
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: STILL_READ,
});
