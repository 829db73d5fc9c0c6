import { describeRecallPass } from './recall-harness';

/**
 * How markets salespeople and energy traders describe their own work, and the neighbouring lines that must not read
 * as it (issue 13, helper gapsales). A salesperson covers real money or long/short funds, turns the morning meeting
 * into ideas for each portfolio manager, structures curve trades for clients, runs hedging workshops or breakfasts
 * for finance directors and helped LDI clients deleverage; a merchant acquiring salesperson signs processing volume,
 * wins retailers from a rival acquirer and goes through disputes with merchants; an energy trader runs, manages or
 * balances a power or gas position. Written from knowledge of the work, not copied from any eval case.
 */
const PRACTITIONER_WORDS: Record<string, string[]> = {
  energy_trader: [
    'Managed the gas position through the winter alongside the storage team.',
    'I run our power exposure from the day ahead right into delivery.',
    'Balanced the shape position in baseload and peak power every afternoon.',
  ],
  fixed_income_sales: [
    'Covered a dozen real money accounts for sterling credit.',
    'Structured curve trades for clients around what the trading desk wanted to move.',
    'Supported LDI clients who had to recapitalise after the gilt sell-off.',
    'Helped pension schemes deleverage in the autumn 2022 sell-off.',
  ],
  equity_sales: [
    'I look after long/short funds across the Nordics.',
    'Turn the morning meeting into a few ideas that fit each PM.',
    'Tailored the morning meeting into two ideas for each portfolio manager.',
  ],
  fx_corporate_sales: [
    'Ran hedging workshops for finance directors of mid-sized exporters.',
    'Gave briefings on FX forwards and collars to treasurers.',
    'Host hedging breakfasts for FDs across the region.',
  ],
  merchant_partnerships_manager: [
    'Went through disputes with our biggest merchants alongside fraud and refund trends.',
    'Signed £400m of new processing volume in my first year.',
    'Won three large retailers from a rival acquirer.',
  ],
};

/**
 * Other work in the same words: a policy position, curves or forecasts made for someone else's hedging decisions, a
 * fund of funds' due diligence, a journalist, a teacher, an electrician, hedge accounting and tax advisers, a bank's
 * or a retailer's own deleveraging, merchants' landlords, an M&A mandate for an acquirer, a processing plant.
 */
const OTHER_WORK: string[] = [
  "Drafted the firm's policy position on gas network charges.",
  'Produced the forward curves that inform hedging decisions on the power desk.',
  'Forecast interconnector flows and gas storage levels for the hedging team.',
  'Cover long/short equity hedge funds in due diligence for our fund of funds.',
  "Covered hedge funds and private equity for the newspaper's business pages.",
  "The teacher turned the morning meeting into ideas for each pupil's learning style.",
  'Turned the morning meeting into a podcast for the whole firm.',
  "Structured the wiring switches for clients' new kitchens.",
  'Ran IFRS 9 hedge accounting workshops for finance teams.',
  'Organised tax briefings on fx for group treasurers at the accountancy firm.',
  'Recapitalised the bank after the 2008 losses.',
  'Helped a retailer deleverage its balance sheet before the sale.',
  'Resolved disputes between merchants and their landlords.',
  'Won the mandate advising the acquirer in a £2bn takeover.',
  "Our plant's processing volume grew 20% after the upgrade.",
];

describeRecallPass('sales coverage and energy positions (gapsales)', {
  sets: [PRACTITIONER_WORDS],
  unread: {},
  concepts: [
    'hedging_risk',
    'client_relationship',
    'research_summaries',
    'derivatives_explanation',
    'management_team',
    'ldi_insurer',
    'chargebacks',
    'card_acquiring',
  ],
  otherWork: OTHER_WORK,
  stillRead: [
    ['Managed the gas position through the winter alongside the storage team.', 'hedging_risk'],
    ['I run our power exposure from the day ahead right into delivery.', 'hedging_risk'],
    ['Balanced the shape position in baseload and peak power every afternoon.', 'hedging_risk'],
    ['Hedged the flow from sales in gilt futures.', 'hedging_risk'],
    ['Covered a dozen real money accounts for sterling credit.', 'client_relationship'],
    ['I look after long/short funds across the Nordics.', 'client_relationship'],
    ['Turn the morning meeting into a few ideas that fit each PM.', 'research_summaries'],
    ['Tailored the morning meeting into two ideas for each portfolio manager.', 'research_summaries'],
    ['Structured curve trades for clients around what the trading desk wanted to move.', 'derivatives_explanation'],
    ['Ran hedging workshops for finance directors of mid-sized exporters.', 'derivatives_explanation'],
    ['Gave briefings on FX forwards and collars to treasurers.', 'derivatives_explanation'],
    ['Host hedging breakfasts for FDs across the region.', 'management_team'],
    ['Supported LDI clients who had to recapitalise after the gilt sell-off.', 'ldi_insurer'],
    ['Helped pension schemes deleverage in the autumn 2022 sell-off.', 'ldi_insurer'],
    ['Went through disputes with our biggest merchants alongside fraud and refund trends.', 'chargebacks'],
    ['Signed £400m of new processing volume in my first year.', 'card_acquiring'],
    ['Won three large retailers from a rival acquirer.', 'card_acquiring'],
  ],
});
