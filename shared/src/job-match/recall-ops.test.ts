import { describeRecallPass } from './recall-harness';

/**
 * Operations recall, pass 16 (issue 13): sentences junior and senior UK practitioners in operations write on a
 * CV in everyday words: checking, matching, chasing, fixing and reporting, from the trade support desk to the
 * head of a team. Roles: the investment operations family (settlements, middle office, collateral, corporate
 * actions, fund accounting, performance), payments and trade operations, pensions administration, operations
 * transformation and private-equity portfolio operations. All were written from knowledge of the work before
 * the families' phrasings were read; each must be read as evidence of at least one of the role's skills (one
 * of the concepts a skill asks for). 68 of the 88 written were read before this pass's phrasings, 86 after; the
 * other two are left unread on purpose (see UNREAD).
 */
const OPS_WORDS: Record<string, string[]> = {
  settlements_analyst: [
    'I check every trade due to settle today has matched with the broker’s instructions and chase the ones that haven’t.',
    'When a trade fails I find out why, whether we were short of stock or the other side had the wrong account details, and get it fixed.',
    'I chase counterparties by phone and email when our bond deliveries are stuck in Euroclear.',
    'Worked out the penalties we owed or were owed for late settlement each month and claimed money back from brokers.',
    'I ask the funding desk to borrow stock or move cash when we would otherwise not have enough to settle.',
    'Matched our records of stock and cash against the custodian’s statements every morning and cleared the differences.',
    'As operations manager I got the team ready for settling trades the day after they are done by cutting out manual steps.',
    'I run a team of eight making sure UK and European share trades settle on time, and I escalate brokers that keep failing.',
  ],
  middle_office_analyst: [
    'I check every trade the desk books against what the broker confirmed and fix anything wrong before it goes to settlement.',
    'I sit between the traders and the back office and make sure what is in our systems is what the traders actually agreed.',
    'Each morning I find out why the desk’s profit and loss does not agree with finance’s figure and sort out the differences.',
    'I compare the positions in the trading system with the settlement system and chase down anything that does not agree.',
    'Set up new products in the booking systems when the desk started trading inflation swaps.',
    'Wrote SQL queries and spreadsheet checks that pick up trades booked with the wrong counterparty or price.',
    'As middle office manager I lead the team supporting the rates desk, from when a trade is booked to when it settles.',
    'Traders come to me when something looks wrong in their book and I track it down quickly.',
  ],
  collateral_management_analyst: [
    'Every morning I work out how much margin we need to ask for from, or pay to, each bank we trade derivatives with.',
    'I send out margin calls and agree them with the other side before the cut-off.',
    'When a counterparty disagrees with our call I compare the valuations trade by trade to find where we differ.',
    'I check that the bonds a counterparty sends us are ones our agreement allows and apply the right discount to their value.',
    'I choose which bonds or cash to send to the clearing house so we use the cheapest assets we are allowed to.',
    'During the 2022 gilt crisis I helped pension fund clients meet margin calls several times a day.',
    'As head of collateral I run the team that makes sure every margin call is paid or received on time and disputes are closed quickly.',
    'I made sure the list of trades we called margin on was the same as the one the other bank had.',
  ],
  corporate_actions_analyst: [
    'I chase the custodian when a dividend hasn’t arrived in our clients’ accounts on the pay date.',
    'I write to clients when a company they hold offers new shares or receives a takeover bid, and collect their choices before the deadline.',
    'I check the details of each dividend, share split and merger against two data sources before setting it up.',
    'Worked out how many new shares or how much cash each client should receive and checked that it arrived.',
    'I read the custodian’s SWIFT messages about upcoming events and set them up in our system.',
    'I make sure every client’s instruction on a takeover offer reaches the custodian before the market cut-off.',
    'As team manager I run the team that processes dividends, rights issues and takeovers for 40,000 client accounts.',
    'I make sure clients who sold before the record date are not paid the dividend, and get it back if they are.',
  ],
  fund_accountant: [
    'I work out the price of each fund every day so investors buy and sell at the right value.',
    'Every morning I check our funds’ holdings and cash against the bank’s and the custodian’s records and look into any differences.',
    'I check the prices of every bond and share the funds hold and look into any that moved more than expected.',
    'Booked the trades, dividends and fees for each fund in the accounting system.',
    'I prepare the year-end accounts for the funds and answer the auditors’ questions.',
    'I run the team that makes sure every fund’s price goes out by 6pm.',
    'As a senior fund accountant I review the daily valuations my juniors prepare before they go to the client.',
    'Built spreadsheet checks that flag when a fund’s value moves differently from the market.',
  ],
  investment_performance_analyst: [
    'I calculate how much each fund returned each month and check the figures against the accounting records.',
    'I explain to fund managers how much of their return came from choosing sectors and how much from picking stocks.',
    'I produce the monthly performance packs that go to clients and the investment team.',
    'I keep our composites in line with the GIPS rules and prepare for the annual verification.',
    'When a fund’s return looks odd I trace it back to the prices, cash flows or trades behind it.',
    'Wrote Python to check the performance data each month before we publish it.',
    'As head of performance I present the quarterly results to the investment committee and answer hard questions from portfolio managers.',
    'Prepared the figures showing how each client’s portfolio did against its benchmark.',
  ],
  payments_operations_analyst: [
    'I fix payments that get stuck because of missing or wrong account details so they go out before the cut-off.',
    'When a business customer tells us a supplier never got paid, I trace the payment and contact the other bank.',
    'I work through the queue of payments held for checks and release them or pass them to the financial crime team.',
    'On payroll days I watch the Bacs files go out and deal with anything rejected.',
    'I ask other banks to return money sent by mistake and keep the customer updated.',
    'Looked into why the same payments kept failing and got the underlying problem fixed.',
    'As payments operations manager I run the team that makes sure CHAPS and Faster Payments go out on time every day.',
    'I learnt the new payment message formats when we moved our SWIFT payments over to the new standard.',
  ],
  portfolio_operations_manager: [
    'I spend my first weeks in each business we buy working out where it loses money.',
    'I help the companies we own change their prices and buy more cheaply from suppliers.',
    'I track whether the profit improvements we promised our investors are actually happening.',
    'Built a monthly report of the dozen numbers each company’s board should look at.',
    'I get the finance teams of our companies ready for a sale.',
    'As operating partner I coach the chief executives of the companies we own on where to focus.',
    'I went into a manufacturer we had just bought and found £3m of savings in what it paid for raw materials.',
    'I sat on the steering group for each company’s improvement plan and reported progress to the deal partners.',
  ],
  pensions_administrator: [
    'I work out how much pension members get when they retire using the scheme’s rules.',
    'I answer members’ letters and phone calls about their pensions in plain English.',
    'I check transfers out for signs that a member is being targeted by a scam.',
    'I check my colleagues’ benefit calculations before they are sent out.',
    'I deal with a member’s pension when they die or divorce, working out what is due to whom.',
    'As team leader I run a team of ten administrators and sign off the more complex retirement quotes.',
    'Kept member records up to date on the administration system.',
  ],
  trade_finance_specialist: [
    'I check shipping documents against what the letter of credit asks for and raise any differences.',
    'I help importers pay their overseas suppliers safely by arranging letters of credit.',
    'I screen ships, goods and ports for sanctions before we pay.',
    'I work with relationship managers to set up financing for our clients’ suppliers.',
    'As head of trade I run the team that checks documents and pays out on letters of credit.',
    'I look out for invoices and shipments that do not add up as signs of money laundering.',
    'I started in trade operations checking bills of lading and invoices against the bank’s instructions.',
    'I explain to exporters how a government-backed guarantee could cover their buyer not paying.',
  ],
  operations_transformation_manager: [
    'Automated the daily cash reconciliation so the team no longer checks it by hand.',
    'I map how work flows through the team today and find where time is wasted.',
    'I wrote the business case for moving the settlements team to a new platform.',
    'I measure how many trades go through without anyone touching them and how many breaks we get.',
    'As head of transformation I run a programme to redesign how complaints are handled from start to finish.',
    'I got the reconciliations team to use the new matching tool by working alongside them for the first month.',
    'I worked out what could go wrong with the new process and what controls it needed before we switched.',
  ],
};

/**
 * Part two: the three families with the fewest recall sentences per role before this pass (market abuse
 * surveillance 3, capital and catastrophe modelling 4, digital assets 4), written the same way, before their
 * phrasings were read: 23 of 31 read before this pass, 31 after.
 */
const THIN_WORDS: Record<string, string[]> = {
  market_abuse_surveillance_analyst: [
    'I go through the alerts our system raises on trades and orders and decide which ones need a closer look.',
    'I pieced together what a client bought and sold in the days before a takeover was announced to see if they knew something.',
    'I listen to traders’ phone calls and read their chats when an alert suggests they may have shared inside information.',
    'I look for traders placing big orders they never meant to fill to push the price, then cancelling them.',
    'When I think someone may have traded on inside information I write up the report we send to the FCA.',
    'I adjust the settings of our surveillance models so they flag fewer innocent trades without missing real cases.',
    'I talk to the desk to understand why a trader bought or sold before I decide whether it looks suspicious.',
    'As head of surveillance I decide which cases we report to the regulator and present our findings to the compliance committee.',
  ],
  capital_modelling_actuary: [
    'I run the model that simulates thousands of possible years of losses to work out how much capital the insurer needs to hold.',
    'I set the assumptions for how often large claims happen and how different risks move together.',
    'I check that the model’s results make sense and write up how it works for the regulator.',
    'Used the capital model to show the board how much different reinsurance deals would save us in capital.',
    'I explain to the board why our capital requirement went up this year.',
    'Rewrote our capital calculations in R so they could be rerun and checked.',
    'As head of capital I defend the model’s key assumptions in meetings with the PRA.',
  ],
  catastrophe_modeller: [
    'I clean up the property lists brokers send us so each building has the right address, construction and value before we model it.',
    'I run our portfolio through hurricane and flood models to estimate how much we could lose.',
    'I tell underwriters how much a once-in-200-year windstorm could cost us and whether a new account takes us over our limit.',
    'After a big storm I estimate our losses in the first days so management can tell the market.',
    'I adjust the vendor model’s results where I think it underestimates flood losses in the UK.',
    'Wrote Python scripts to match the addresses in our policies to map coordinates.',
    'I explain to underwriters how uncertain the model’s numbers are and what that means for their pricing.',
    'As head of exposure management I prepare the loss figures the reinsurers see before each renewal.',
  ],
  digital_assets_analyst: [
    'I pull data from the blockchain to see how many people actually use each token and where the coins move.',
    'I look at how a token is issued, who holds most of it and when early backers can sell, to judge whether it will hold its value.',
    'I check that a stablecoin really holds the cash and bonds it says it does.',
    'I assess how each exchange and custodian keeps clients’ coins safe and what happens if it is hacked.',
    'I follow the FCA’s new rules for crypto firms and the EU’s rules and explain what they mean for us.',
    'I write research notes on new crypto projects for our investment team.',
    'I compare prices and trading volumes across crypto exchanges to see where the real trading happens.',
    'As head of research I decide which coins our platform can safely list for customers.',
  ],
};

/**
 * Practitioners' sentences left unread on purpose: the words that would read them are other work's words too.
 */
const UNREAD: Record<string, [string, string][]> = {
  pensions_administrator: [
    [
      'I process transfers in and out of the scheme and chase the other provider for the paperwork.',
      'transfers, schemes and providers are also social housing and hospital words; a pension word is missing',
    ],
  ],
  operations_transformation_manager: [
    [
      'I help teams whose jobs are changing to take up the new way of working.',
      'change management in any sector; nothing says the work is operations in finance',
    ],
  ],
};

/** The concepts this pass gave phrasings to, or narrowed ("fails"). */
const PASS_CONCEPTS = [
  'process_automation',
  'trade_capture',
  'front_to_back',
  'pnl_breaks',
  'margin_calls',
  'fund_accounting_systems',
  'performance_systems',
  'bank_liaison',
  'payment_repair',
  'operational_diagnostics',
  'procurement_analysis',
  'kpi_design',
  'acquisition',
  'influencing',
  'portfolio_company',
  'tbml',
  'fails',
  'market_abuse',
  'surveillance_calibration',
  'trading_strategies',
  'stor',
  'exposure_data',
  'cat_platforms',
  'smart_contract_risk',
  'token_economics',
];

/**
 * Other work that checks, matches, chases, fixes and reports in the same everyday words: a warehouse, a shop, a
 * builders' merchant, a salon, an IT service desk, a call centre, a hospital, a logistics planner, a school, a
 * restaurant group, a spam filter, a market inspector, a cleaner, a museum, a coin shop. None may read as one of
 * this pass's concepts.
 */
const OTHER_WORK: string[] = [
  'As warehouse manager I cut out manual steps in how we check deliveries against orders.',
  'I check every delivery the drivers book in against what the supplier confirmed and fix anything wrong.',
  'I check every trade order the counter staff book against what the supplier confirmed and fix anything wrong.',
  'I set up new products in the booking system when the salon started selling gift cards.',
  'I sit between the sales team and the back office and make sure every order is entered correctly.',
  'Market traders come to me when something looks wrong with their pitch booking and I sort it out.',
  'I compare the stock positions in the warehouse system with the finance system every week.',
  'I check that the parts a supplier sends us are ones our agreement allows and apply the right discount to their value.',
  'I booked the trades, materials and fees for each job in the accounting system.',
  'When a product return looks odd I trace it back to the prices, orders or deliveries behind it.',
  'I ask other departments to return equipment sent by mistake and keep the customer updated.',
  'I ask the other branch to return stock sent to us by mistake.',
  'I spend my first weeks in each new restaurant we open working out where it loses money.',
  'I help the shops we run change their prices and buy more cheaply from suppliers.',
  'As store manager I found £30k of savings in what we paid suppliers for packaging.',
  'I built a monthly report of the numbers each school’s governors should look at.',
  'I got the finance team ready for the Boxing Day sale.',
  'As area manager I coach the managers of the stores we run on where to focus.',
  'I sat on the hospital’s steering group for the improvement plan and reported progress to the board.',
  'I check shipments at the port for suspicious goods and report them to Border Force.',
  'I work through the queue of IT tickets each morning and chase the ones that are stuck.',
  'As call centre team leader I make sure every call in the queue is answered before the cut-off.',
  'I make sure every delivery leaves the depot before the cut-off and chase the hauliers that are late.',
  'As logistics planner I match each shipment to a lorry and chase carriers when a delivery fails.',
  'I raise claims with hauliers for the cost of late deliveries.',
  'When the fridge fails I move the stock and call the engineer.',
  'I check every order the warehouse picked against what the customer ordered and chase the missing items.',
  'I chase suppliers when a delivery has not arrived on the due date.',
  'I run the team that makes sure every shop’s rota goes out by 6pm.',
  'I go through the alerts our monitoring system raises on online orders and decide which ones need a closer look.',
  'I check the credit alerts on our trade customers’ orders every morning.',
  'I adjust the settings of our spam filter so it flags fewer genuine emails.',
  'I tuned the thresholds on our server monitoring alerts to cut the noise.',
  'As market inspector I ask traders why they sold food past its use-by date.',
  'I report cases of trading standards breaches to the regulator.',
  'I clean up the property lists estate agents send us so each listing has the right address.',
  'I clean the offices and check the details of each building before the inspection.',
  'I estimate how much stock we could lose if the warehouse floods.',
  'The museum custodian keeps the coin collection safe from thieves.',
  'I decide which coins our online shop can safely list for collectors.',
  'I keep the school’s laptops safe so they are not hacked.',
];

/** Settlement fails are still read where the line names the trade, settlement or counterparty that failed. */
const STILL_READ: [string, string][] = [
  ['When a trade fails to settle I find out why and chase the other side.', 'fails'],
  ['I chase the brokers whose trades failed and claim the penalties back.', 'fails'],
  ['Managed settlement fails for the equities desk.', 'fails'],
  ['I make claims against the broker when a trade settles late.', 'fails'],
];

describeRecallPass('operations recall, pass 16', {
  sets: [OPS_WORDS, THIN_WORDS],
  unread: UNREAD,
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: STILL_READ,
});
