import { describeRecallPass } from './recall-harness';

/**
 * Plain-words recall, pass 20 (issue 13): sentences UK practitioners from graduate to director write about their
 * week in everyday words, for seventeen roles of six families: product and change (banking business analyst,
 * operations transformation, savings product manager), sales and execution (buy-side dealer, equity sales, equity
 * sales trader, interdealer broker), trading (commodities analyst, power and gas trader, FX trader, structurer),
 * active equity investing (equity portfolio manager), macro and rates (DMO analyst, global macro PM, rates and FX
 * strategist) and fund distribution and selection (client portfolio manager, PE investor relations). All were
 * written from knowledge of the work before the families' phrasings were read and before any eval case was opened;
 * each must be read as evidence of at least one of the role's skills (one of the concepts a skill asks for).
 */
const PLAIN_WORDS: Record<string, string[]> = {
  banking_business_analyst: [
    'I run workshops with the lending team to find out what they need the new mortgage system to do.',
    'I draw diagrams of each step a customer goes through when they open a current account.',
    'I write short stories from the customer’s point of view, with the tests that prove each one works.',
    'Before a change goes live I get people from the branches to try it out and sign it off.',
    'I turn the new rules on checking who customers are into a list of things the system must do.',
    'I write SQL to trace where each field in the old banking system ends up in the new one.',
    'I work out which screens and reports have to change when the regulator asks for new data on our loans.',
    'Took notes in meetings with the payments team and turned them into a list of what the new app must do.',
  ],
  operations_transformation_manager: [
    'I map how a payment moves through the back office and cut out the steps that add nothing.',
    'I replaced the team’s daily spreadsheet checks with a Python script that matches the two systems overnight.',
    'I used software robots to take over the copying and pasting the operations team did every morning.',
    'I track how many trades go through without anyone touching them and how many get stuck.',
    'I write the case for spending money on a change, with the savings and how long they take to come through.',
    'Before we change a process I check with the risk team which controls we would lose and what replaces them.',
    'I keep the heads of each team on board while we move their work to the new system.',
  ],
  savings_product_manager: [
    'I look at what other banks pay on savings and suggest whether we raise our rate.',
    'I watch how much money comes in and goes out of our savings accounts each day after we change a rate.',
    'I work out how much we make on each account between what we pay savers and what we earn on the money.',
    'I check that each of our savings accounts is good value for the customers who hold it.',
    'I make sure the account terms and the leaflet on the government scheme that protects savings are right.',
    'I lead the launch of a new fixed-rate bond, from the first idea through testing to the day it goes on sale.',
    'I write the paper that asks the pricing committee to agree a rate change.',
    'I keep an eye on the best-buy tables and what the Bank of England does with rates.',
    'I ran a survey to find out why customers moved their savings elsewhere.',
    'Checked the ISA rules were followed when customers moved money in from another provider.',
  ],
  buy_side_dealer: [
    'I decide how to buy a large amount of a share over the day without pushing the price up.',
    'I choose which broker gets each order and whether to send it to a computer that splits it up.',
    'After each trade I compare the price we got with the price when the fund manager asked for it.',
    'I keep a record of why we chose each broker and price so we can show we got the best result for clients.',
    'I take the fund managers’ orders in our order system and keep them up to date on progress.',
    'I rank the brokers each quarter on how well they traded for us.',
    'I know which venues and dark pools to use for a thinly traded stock.',
    'I ask several banks for a price on a bond and trade with the best one.',
  ],
  equity_sales: [
    'I call fund managers each morning and pitch the one or two best ideas from our analysts in a minute.',
    'I rewrite our analysts’ research into a few lines that suit each client’s way of investing.',
    'I set up meetings between our clients and the bosses of the companies we cover.',
    'I organise trips for company management to visit investors in Edinburgh and New York.',
    'I log every call and meeting so we can show clients what we did for them when they vote on brokers.',
    'I take clients to dinner and to the rugby to keep the relationship going.',
    'I look after a list of hedge funds and long-only funds and know what each one owns.',
    'Wrote the morning email summarising our research for the sales team.',
  ],
  equity_sales_trader: [
    'I take clients’ orders to buy and sell shares and pick the right computer strategy to trade them.',
    'I tell clients through the day who is buying and selling what and why the market is moving.',
    'When a client wants to sell a big block of shares at once I get a price from our trading desk.',
    'I know where the shares actually trade and how much we can do without moving the price.',
    'I chat with clients on Bloomberg all day and update them the second something happens.',
    'When news hits a stock I read it in seconds and call the clients who own it.',
    'I make sure we follow the rules on getting clients the best result on every order.',
    'I look after the commission each client pays us and try to grow it.',
  ],
  interdealer_broker: [
    'I find a bank that wants to sell when another wants to buy and put the two together without naming either.',
    'I talk to the swaps traders at the big banks all day and know what each one wants.',
    'I take traders out to keep them using us rather than another broker.',
    'I put prices on our screen for traders to deal on, and shout them down the phone too.',
    'Every call is recorded and I have to watch what I say about other clients.',
    'I talk both sides towards a price they can both live with.',
  ],
  commodities_analyst: [
    'I add up how much copper the world will produce and use next year to see if there will be too much or too little.',
    'I look at whether oil for next month costs more or less than oil for next year and what that says about stocks.',
    'I use tanker tracking to see how much oil is leaving the Gulf each week.',
    'I use satellite pictures and weather forecasts to estimate the wheat harvest.',
    'I write a note on where I think gas prices are going and why.',
    'I keep track of wars, sanctions and strikes that could cut supply.',
    'I handle large data sets in Python to update our numbers every week.',
    'I forecast the price of gold for the next two years and explain the reasons to clients.',
  ],
  energy_trader: [
    'I buy and sell electricity for tomorrow and for each half hour of today.',
    'I buy gas for next winter when I think the price is low.',
    'I watch the weather forecast closely because a cold week pushes up demand for gas.',
    'I keep our position inside the limits and report the profit and loss each day.',
    'If our customers use more power than we bought we have to pay the grid’s price for the difference.',
    'I trade on the exchange screens and through brokers on the phone.',
    'I report our trades to the regulator under the energy market rules.',
    'I built a spreadsheet that predicts how much wind power there will be tomorrow.',
    'Our customers use more power in the evening peak than overnight, and I buy to match that.',
  ],
  fx_trader: [
    'I show clients prices to swap pounds for dollars now or at a date in the future.',
    'I decide how wide a price we show clients to swap pounds for dollars.',
    'I set the price for a forward by adding the interest rate difference between the two currencies.',
    'I move our prices a little lower when we hold too many euros so that clients buy them from us.',
    'I look after the euro against the Swiss franc and the other crosses.',
    'I keep our position small through the day and close it out when it gets too big.',
    'When the jobs numbers come out in America I have seconds to decide what they mean for the dollar.',
    'I follow the industry’s code on how we treat client orders and information.',
  ],
  structurer: [
    'I design products that pay investors more if the market stays within a range, and work out what they cost.',
    'I write the short document that sets out exactly how a product pays out.',
    'I built a spreadsheet that prices the products we sell to private banks.',
    'I explain to salespeople and clients in plain English how a product pays out and what can go wrong.',
    'I check with the tax and accounting teams how a client would have to book the product.',
    'I get the traders, the lawyers and the salespeople to agree on a deal before it goes to the client.',
    'I help a company protect itself against interest rates rising with a product that costs them nothing upfront.',
    'Built the pricing in Python and checked it against the traders’ system.',
  ],
  equity_portfolio_manager: [
    'I decide how much of the fund goes in each share and how far we stray from the index.',
    'I pick the companies we own and work out what each one is worth.',
    'I meet the bosses of the companies we own to hear their plans and challenge them.',
    'I work out which of our decisions made or lost money for the fund against the index.',
    'I present the fund’s results to clients and to our investment committee.',
    'I decide how we vote at companies’ annual meetings.',
    'I run a team of four analysts and decide what each one covers.',
    'I set how much risk each position can take so no single bet sinks the fund.',
  ],
  debt_management_office_analyst: [
    'I help sell government bonds to the banks in regular auctions.',
    'I forecast how much cash the government will take in and pay out each day.',
    'I talk to banks and investors to find out how much demand there is for a new long bond.',
    'I know how gilts and treasury bills work and how the short-term money markets move.',
    'I put the numbers from our market data screens into spreadsheets to compare the auctions.',
    'I help run the sale of a new bond through a group of banks rather than an auction.',
  ],
  global_macro_portfolio_manager: [
    'I think through what happens to bonds, currencies and shares if inflation stays high.',
    'I read every word the Bank of England and the Fed say to guess what they will do next.',
    'I decide how big each bet should be and how much we can lose before we cut it.',
    'I buy options so that we lose a little if I am wrong and make a lot if I am right.',
    'I test an idea on twenty years of past prices before I put money behind it.',
    'I trade government bonds, currencies, stock index futures and options.',
    'I split the fund’s risk between different ideas so no one trade dominates.',
  ],
  rates_fx_strategist: [
    'I suggest trades to clients with the level to get in at, where to take profit and where to get out.',
    'I look at the difference between two-year and ten-year yields and what swaps are pricing.',
    'After each inflation number I write what it means for when the Bank will cut rates.',
    'I work out whether a currency is cheap or dear and who is buying it.',
    'I look at how clients are positioned and who is buying and selling.',
    'I write short notes traders can read in a minute.',
    'I go through years of daily prices in Python to see how yields react to surprises.',
    'I present our views to clients on calls and at meetings.',
    'I keep a calendar of central bank meetings and bond auctions.',
  ],
  client_portfolio_manager: [
    'I explain to clients why the fund holds what it holds and what made or lost money last quarter.',
    'I write the monthly commentary on how the fund did and why.',
    'I present our funds to pension schemes and consultants in pitches.',
    'I fill in the long questionnaires that consultants send before they recommend a fund.',
    'I know our funds inside out, what they own, what they charge and how they differ from rivals.',
    'I sit between the fund managers and the sales team and make sure each understands the other.',
  ],
  fund_investor_relations: [
    'I run the raising of our next fund, from the first meeting with investors to the final close.',
    'I answer the long lists of questions pension funds send before they invest.',
    'I write the quarterly letters and reports to the investors in our funds.',
    'I look after the pension funds and family offices that have given us money.',
    'I write the pitch book we use when meeting new investors.',
    'I explain the fund’s terms, the fees, and the share of profits the team keeps.',
    'I organise the annual meeting for our investors.',
    'I keep the data room up to date for investors looking at the fund.',
  ],
};

/**
 * Sentences left unread on purpose (each with its reason): two skills that ask for no concept (a broker's product
 * knowledge, the FX fix), a junior's back-office task no skill names, and three lines any other business writes in
 * the same words (a broadband provider counts the customers who call back; a shop keeps its coming sales secret; an
 * agency answers clients when a campaign does badly).
 */
const UNREAD: Record<string, [string, string][]> = {
  operations_transformation_manager: [
    [
      'I count how many customers call back because we did not fix their problem the first time.',
      "failure demand in plain words is any service firm's (a broadband provider counts the customers who call back about a problem not fixed first time); the line names nothing of operations",
    ],
  ],
  interdealer_broker: [
    [
      'I know how interest rate swaps and bonds are quoted so I can show the right price.',
      '"Product knowledge in rates, credit or energy" asks for no concept: it is read by its words',
    ],
    [
      'Put the trades into the system and checked the fees we charge each bank.',
      'booking trades and checking the brokerage is back-office work no skill of the role names (it reads as trade capture)',
    ],
  ],
  fx_trader: [
    [
      'I handle the orders clients give us to deal at the 4pm rate.',
      '"Fix orders at the 4pm London fix" asks for no concept: it is read by its words',
    ],
  ],
  debt_management_office_analyst: [
    [
      'I keep information about upcoming sales secret until it is announced.',
      'a shop keeps its coming sales secret in the same words; the line names no gilt, auction or market',
    ],
  ],
  client_portfolio_manager: [
    [
      'I answer clients’ questions when performance is poor.',
      'an agency answers its clients about a campaign that did badly in the same words; the line names no fund',
    ],
  ],
};

/** The concepts this pass gave phrasings to, widened or narrowed. */
const PASS_CONCEPTS = [
  'accounting_tax_regulatory',
  'alt_data_commodities',
  'appropriateness',
  'auction_calendar',
  'backtest',
  'broker_vote',
  'cash_forecasting',
  'client_relationship',
  'consumer_duty',
  'data',
  'derivatives_explanation',
  'execution_analytics',
  'execution_liquidity',
  'fundraising_process',
  'fx_analysis',
  'geopolitics',
  'hedging_risk',
  'market_monitoring',
  'matching_counterparties',
  'microstructure',
  'negotiate',
  'news_flow',
  'oms',
  'option_pricing',
  'performance_attribution',
  'portfolio_construction',
  'power_gas',
  'price_forecast_notes',
  'process_automation',
  'process_mapping',
  'product_launch',
  'product_pricing',
  'regulation',
  'requirements_writing',
  'research_summaries',
  'stakeholder',
  'stewardship',
  'supply_demand',
  'term_sheet_drafting',
  'trader_relationship',
  'uat',
];

/**
 * Other work in the same everyday words, close to each family but not the work: a school timetable, a hospital,
 * a gym, a boiler engineer, a van fleet, a warehouse; a shop buyer, a restaurant, an estate agent, a hotel, a
 * publisher, a builder; a farm, a car auction, a bureau de change, a travel agent, an ice-cream maker, a housing
 * journalist; a football manager, a union, a ward sister, a charity; a school bursar, a cattle market, a football
 * pundit, a council, a chef; a head teacher, a council contract, a hospital appeal, a club, a brochure. None may
 * read as one of this pass's concepts. A school bursar's "I forecast how much cash the school will take in and pay
 * out each month", written here first, was taken out: it is cash flow forecasting, the same work in another sector,
 * and the treasury family's phrasings read it before this pass.
 */
const OTHER_WORK: string[] = [
  'I run workshops with teachers to find out what they need from the new timetable system.',
  'I draw diagrams of each step a patient goes through from arriving at A&E to being seen.',
  'I look at what other gyms charge and suggest whether we raise our membership price.',
  'I count how many customers call back because the engineer did not fix their boiler the first time.',
  'I write the case for spending money on a new van, with the savings on fuel.',
  'I replaced the warehouse’s daily spreadsheet checks with a scanner system.',
  'I decide how to buy a large amount of stock for the shop without the supplier putting up the price.',
  'I take customers’ orders in the restaurant and send them to the kitchen.',
  'I find a buyer for each house and put them together with the seller.',
  'I take clients to dinner and to the rugby to keep them booking our hotel.',
  'I organise trips for authors to visit bookshops around the country.',
  'I ask several builders for a price on the extension and go with the best one.',
  'I add up how much wheat the farm will grow next year.',
  'I buy and sell cars at auction when I think the price is low.',
  'I change money for tourists at the airport at the rate on the board.',
  'I design holiday packages and work out what they cost.',
  'I watch the weather forecast closely because a hot week pushes up ice cream sales.',
  'I write a note on where I think house prices are going and why.',
  'I pick the players for the team and work out what each one is worth.',
  'I decide how we vote at the union’s annual meeting.',
  'I run a team of four nurses and decide who covers each ward.',
  'I present the charity’s results to donors and the board.',
  'I help sell cattle at the weekly auction.',
  'I read every word the football manager says to guess who will play next week.',
  'I keep a calendar of the council’s meetings and planning deadlines.',
  'I test a new recipe on the staff before we put it on the menu.',
  'I explain to parents why the school changed its timetable and what went well last term.',
  'I fill in the long questionnaires the council sends before it awards a contract.',
  'I run the raising of money for the new hospital wing, from the first donor to the last.',
  'I write the quarterly newsletter to the members of our club.',
  'I write the brochure we hand out to new customers.',
];

/**
 * The finance lines the narrowed phrasings still read: process maps "as-is" and "to-be" (no longer any "to be"
 * or "as is"), spreadsheets replaced by automation or a new system (no longer any "system" near a spreadsheet).
 */
const STILL_READ: [string, string][] = [
  ['I mapped the as-is and to-be processes for account opening.', 'process_mapping'],
  ['I map how the process works today and the to-be process for loans.', 'process_mapping'],
  ['I replaced manual spreadsheets with a new system for the daily reconciliations.', 'process_automation'],
  ['We moved the team’s spreadsheets onto a workflow tool.', 'process_automation'],
];

describeRecallPass('plain-words recall, pass 20', {
  sets: [PLAIN_WORDS],
  unread: UNREAD,
  concepts: PASS_CONCEPTS,
  otherWork: OTHER_WORK,
  stillRead: STILL_READ,
});
