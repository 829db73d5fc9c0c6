import { describe, expect, it } from 'vitest';
import { getRole } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { evidenceUnits, requirementCoverage, requirementUnits } from './evidence-text';
import { scoreFit, type FitCv } from './score-fit';
import { readOtherWork } from './titles';
import { unitCredit as credit } from './test-cvs';

/**
 * Adjacent work read as what it is (issue 13, ADR 009): the products a line names are what the work is done on,
 * not the work; a job at a law firm is legal work; words that mean other things in everyday use (a till float, a
 * charity's reserves, spreading the workload, trimming hedges) are not the finance concepts they share a stem or a word with.
 * Sentences are the author's own.
 */
const AS_OF = { asOf: '2026-11' };
const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};

describe('a product named in a line is what the work is on, not the work (issue 13)', () => {
  it.each([
    'I settle and reconcile gilt and equity trades for our pension clients with the custodian.',
    "Processed dividend payments and rights issues on our clients' equity holdings.",
    'Audited the year-end valuation of the equity and bond portfolios.',
    'Set up new equity and bond funds in the transfer agency system.',
  ])('gives "%s" a quarter at most of execution strategy across equities or bonds', (line) => {
    expect(credit('Execution strategy across equities or bonds', line)).toBeLessThanOrEqual(0.25);
  });

  it.each([
    'Executed equity orders for the fund managers across brokers, algorithms and dark pools.',
    'Chose the execution strategy for each equity order and worked it through the brokers.',
  ])('still reads the dealing with its products in full: "%s"', (line) => {
    expect(credit('Execution strategy across equities or bonds', line)).toBe(1);
  });

  it.each([
    ['Option pricing and the Greeks', 'Wrote the settlement procedure for barrier options and variance swaps.'],
    ['Option pricing and the Greeks', 'Confirmed dividend swaps with hedge fund clients.'],
    ['Volatility surface analysis', 'Set up static data for new exotic options in the booking system.'],
    ['Derivatives pricing and payoff design', 'Ran the documentation checklist for our barrier options.'],
    ['Numerical methods for derivatives pricing', 'Booked derivatives trades into the risk system.'],
    ['Spot and forward pricing', 'Our team confirms and settles FX spot, forwards and NDFs through CLS.'],
    ['Spot and forward pricing', 'Trade support analyst for the FX spot and forwards desk.'],
  ])('gives %s a quarter at most from "%s"', (skill, line) => {
    expect(credit(skill, line)).toBeLessThanOrEqual(0.25);
  });

  it.each([
    ['Option pricing and the Greeks', 'I price exotic options for clients and manage the delta and vega of the book.'],
    ['Option pricing and the Greeks', 'Quote listed single-stock options and manage the Greeks.'],
    [
      'Numerical methods for derivatives pricing',
      'Implemented Monte Carlo and finite-difference pricers for exotic derivatives.',
    ],
    ['Spot and forward pricing', 'Quote FX spot and swaps to hedge funds and real-money accounts.'],
    ['Spot and forward pricing', 'Made prices in spot and forwards for corporate clients all day.'],
    ['Spot and forward pricing', 'Ran the G10 spot book, managing the risk through the day.'],
  ])('still gives %s in full from "%s"', (skill, line) => {
    expect(credit(skill, line)).toBe(1);
  });

  it('counts a requirement made only of products in full: knowing them is what it asks', () => {
    expect(credit('Understanding derivatives and bonds', 'Valued the derivatives the funds hold every day.')).toBe(1);
  });

  it('marks units naming only instruments, and instruments as related concepts, in the requirement', () => {
    const units = requirementUnits('Execution strategy across equities or bonds');
    expect(units.filter((u) => u.object).map((u) => u.label)).toEqual(['equities or bonds']);
    expect(units.find((u) => !u.object)?.related).not.toContain('c:option_products');
  });
});

describe('readOtherWork: work outside the catalogue named by a job title or its employer (issue 13)', () => {
  it.each([
    ['Trainee Solicitor', ''],
    ['Senior Associate', 'Magic circle law firm'],
    ['Associate, Banking & Finance', 'a firm of solicitors in Leeds'],
    ['Paralegal', 'In-house legal team, insurer'],
    ['Legal Counsel, Markets', 'Investment bank'],
  ])('reads "%s" at "%s" as legal work', (title, employer) => {
    expect(readOtherWork(title, employer)).toBe('legal');
  });

  it('reads a recruiter as recruitment work', () => {
    expect(readOtherWork('Senior Recruitment Consultant, Financial Services', 'Agency')).toBe('recruitment');
  });

  it.each([
    ['Structurer', 'Investment bank'],
    ['Claims Handler', 'Legal & General'],
    ['Associate, Leveraged Finance', 'European bank'],
    ['Compliance Analyst', 'Wealth manager'],
  ])('reads "%s" at "%s" as no such work', (title, employer) => {
    expect(readOtherWork(title, employer)).toBeUndefined();
  });

  const lawyer = (company: string): FitCv => ({
    summary: 'I draft and negotiate derivatives and structured notes documentation.',
    skills: [],
    experience: [
      {
        title: 'Senior Associate, Derivatives and Structured Products',
        company,
        duration: 'Sep 2019 - Present',
        description:
          'I draft and negotiate ISDA schedules and credit support annexes with dealers. I prepare base prospectuses and final terms for issuers of structured notes.',
        achievements: [],
      },
    ],
    education: [{ degree: 'LLB Law', institution: 'University of Leeds', year: '2017' }],
  });

  it('reads a law firm’s derivatives lawyer as legal work for the structurer: her title is no evidence, her years count in part', () => {
    const atLawFirm = scoreFit(lawyer('International law firm, London'), role('structurer'), AS_OF);
    const atBank = scoreFit(lawyer('Investment bank, London'), role('structurer'), AS_OF);
    expect(atLawFirm.otherWork).toEqual([
      { title: 'Senior Associate, Derivatives and Structured Products', roles: ['legal'] },
    ]);
    expect(atLawFirm.components.experience.points).toBeLessThan(atBank.components.experience.points);
    expect(atLawFirm.fitScore).toBeLessThan(atBank.fitScore);
  });

  it('reads legal work as before for roles of law and regulation, which it leads to', () => {
    const compliance = role('compliance_advisory_analyst');
    const atLawFirm = scoreFit(lawyer('International law firm, London'), compliance, AS_OF);
    const atBank = scoreFit(lawyer('Investment bank, London'), compliance, AS_OF);
    expect(atLawFirm.fitScore).toBe(atBank.fitScore);
    expect(atLawFirm.otherWork).toEqual([]);
  });
});

describe('everyday words that share a stem or a word with a finance concept (issue 13)', () => {
  it.each([
    ['Spread the workload across the team during the busy season.', 'c:spreading'],
    ['We spread the cost of the new tills over twelve months.', 'c:spreading'],
    ['Counted and balanced the till float at the end of every shift.', 'c:ipo'],
    ['Topped up the petty cash float for the office each Friday.', 'c:ipo'],
    ["Managed the charity's reserves and its investment policy with the trustees.", 'c:reserving_methods'],
    ['Trimmed the hedges and cut the lawns on the estate every fortnight.', 'c:hedging_risk'],
    ['We hedge our bets by keeping two suppliers for every ingredient.', 'c:hedging_risk'],
    ['At the market stall we hedge our bets on what we sell each season.', 'c:hedging_risk'],
    [
      'Draft and negotiate ISDA schedules, credit support annexes and final terms for dealers.',
      'c:term_sheet_drafting',
    ],
    ['Wrote product documentation for the mobile banking app.', 'c:term_sheet_drafting'],
    ['Confirmed the hedges with counterparties and settled them on the value date.', 'c:hedging_risk'],
    ['Kept three months of running costs in reserves, as the board asked.', 'c:reserving_methods'],
  ])('does not read "%s" as %s', (line, concept) => {
    expect(evidenceUnits(line).has(concept)).toBe(false);
  });

  it.each([
    ['Spreading financial statements into the credit template for each borrower.', 'c:spreading'],
    ['Floated the company on AIM and ran the follow-on a year later.', 'c:ipo'],
    ['Set reserves for the motor claims each quarter and explained movements to the committee.', 'c:reserving_methods'],
    ['Reviewed reserve adequacy for the syndicate with the actuaries.', 'c:reserving_methods'],
    ['Led the quarterly reserving process for the casualty book.', 'c:reserving_methods'],
    ['Counted the till float at the start of each shift.', 'c:cash_operations'],
    ['Hedged the book with index futures through the day.', 'c:hedging_risk'],
    ['I quote the sales desk and hedge what we sell to their clients.', 'c:hedging_risk'],
    ['Drafted term sheets and final terms for each autocallable issue.', 'c:term_sheet_drafting'],
    ['Final terms and KIDs for 150 structured notes a year.', 'c:term_sheet_drafting'],
    ['Hedge the delta of client trades intraday.', 'c:hedging_risk'],
    ["Executed FX hedging of the group's euro exposures.", 'c:hedging_risk'],
  ])('still reads "%s" as %s', (line, concept) => {
    expect(evidenceUnits(line).has(concept)).toBe(true);
  });

  const londonFix = 'Fix orders at the 4pm London fix';
  it.each([
    'Maintained the FIX sessions between our order management system and twelve brokers.',
    'Wrote FIX gateways so clients could stream quotes from our platform.',
    'Certified each new venue on FIX 4.4 and supported the drop copy feeds.',
  ])('reads FIX the protocol as no fix: "%s"', (line) => {
    expect(evidenceUnits(line).has('w:fix')).toBe(false);
    expect(credit(londonFix, line)).toBeLessThanOrEqual(0.5);
  });

  it.each([
    'Worked client fix orders into the 4pm London fix for corporates and asset managers.',
    'Filled month-end fix orders for pension funds at the 4pm London fix.',
  ])('still reads the London fix: "%s"', (line) => {
    expect(evidenceUnits(line).has('w:fix')).toBe(true);
    expect(credit(londonFix, line)).toBeGreaterThanOrEqual(0.99);
  });

  it.each([
    'Checked the month-end bond prices and swap curves in the IPV and booked the bid-offer reserve.',
    'Priced the gilt book independently for the fair value adjustments each quarter.',
  ])('reads valuation control of bond and swap prices as no bond and swap pricing: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:bond_swap_pricing')).toBe(false);
  });

  it.each([
    'Priced gilts and swaps for clients all day and showed bid and offer on the screens.',
    'Quoted prices in sterling swaps and gilts to pension fund clients.',
  ])('still reads a trader pricing bonds and swaps: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:bond_swap_pricing')).toBe(true);
  });

  const optionPricing = 'Option pricing and the Greeks';
  const volSurface = 'Volatility surface analysis';
  it.each([
    'Challenged the desk on its skew marks for illiquid single names and raised a model reserve against them.',
    "Checked the traders' volatility marks against the consensus service and booked a £2m valuation adjustment.",
    'Quarterly IPV of the index vol surface, with the bid-offer reserve calculated for each expiry.',
    'Performed independent price verification of FTSE option volatilities and long-dated skew each month.',
  ])('reads valuation control of option marks as no option pricing: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:option_pricing')).toBe(false);
    expect(credit(optionPricing, line)).toBeLessThanOrEqual(0.34);
    expect(credit(volSurface, line)).toBeLessThanOrEqual(0.34);
  });

  it('reads independent price verification of gilts and swaps as the IPV control, not as pricing them', () => {
    const line = 'Carried out independent price verification on the gilt and swap books every month end.';
    expect(evidenceUnits(line).has('c:bond_swap_pricing')).toBe(false);
    expect(credit('Bond and swap pricing', line)).toBeLessThanOrEqual(0.34);
    expect(credit('Independent price verification', line)).toBeGreaterThanOrEqual(0.99);
  });

  it.each([
    'Marked the single-stock vol surface every evening and priced options for hedge fund clients.',
    'Priced listed and OTC index options off my own skew and hedged the gamma into expiry.',
    'Fitted the implied volatility surface each morning and traded the skew around earnings.',
  ])('still reads a trader marking and pricing options: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:option_pricing')).toBe(true);
    expect(credit(optionPricing, line)).toBeGreaterThanOrEqual(0.99);
  });

  it('reads the role skills that name hedging as hedging still', () => {
    for (const skill of ['Dynamic hedging', 'CDS index (iTraxx) hedging', 'Hedging curve and basis risk (DV01)'])
      expect(requirementUnits(skill).flatMap((u) => u.anyOf)).toContain('c:hedging_risk');
  });

  const relativeValue = 'Relative value across spreads and curves';
  it.each([
    'Spread financials for new lending requests and wrote the annual reviews.',
    "I spread each borrower's audited accounts into the bank's template before the credit paper.",
    'Spreading financial statements and covenant tests for the mid-market book.',
    'Spread the quarterly management accounts of leveraged clients.',
  ])('reads a credit analyst spreading accounts as spreading, not as the spreads of bonds: "%s"', (line) => {
    expect(evidenceUnits(line).has('c:spreading')).toBe(true);
    expect(evidenceUnits(line).has('w:spread')).toBe(false);
    expect(credit(relativeValue, line)).toBe(0);
  });

  it.each([
    'Tracked how spreads on sterling issuers moved against the gilt curve and flagged the cheap ones.',
    'Spread financials for the credit file, then compared spreads across the curve for each issuer.',
  ])('still reads the spreads of bonds beside it: "%s"', (line) => {
    expect(evidenceUnits(line).has('w:spread')).toBe(true);
    expect(credit(relativeValue, line)).toBeGreaterThan(0.5);
  });

  it.each([
    'Spread the financial education workshops across the regions.',
    'We spread our financial risk across three lenders.',
    'Spread payments across the accounts payable run.',
    'The order was spread across several client accounts.',
  ])('reads "%s" as no spreading of accounts', (line) => {
    expect(evidenceUnits(line).has('c:spreading')).toBe(false);
  });

  it('reads the spreads of bonds and curves as spreads, not as spreading accounts', () => {
    for (const skill of ['Bond pricing, spreads and yield curves', 'Relative value across spreads and curves'])
      expect(requirementUnits(skill).flatMap((u) => u.anyOf)).not.toContain('c:spreading');
    expect(
      credit('Bond pricing, spreads and yield curves', 'Spreading the borrower’s accounts into the template.'),
    ).toBe(0);
  });
});

describe('support work on a desk names its markets as what the work is done on (issue 13)', () => {
  const productKnowledge = 'Product knowledge in rates, credit or energy';
  it.each([
    'Reconcile brokerage statements for the energy and rates broking desks at every month end.',
    'Checked and confirmed OTC rates and credit default trades booked by the London desk.',
    'Led search assignments for energy and credit brokers across London and Geneva.',
    'Supporting the rates and FX sales desks with trade queries and static data.',
    'We invoice brokerage on energy and credit trades each month and chase the banks that pay late.',
  ])('gives the broker\'s product knowledge a third at most from "%s"', (line) => {
    expect(credit(productKnowledge, line)).toBeLessThanOrEqual(0.34);
  });

  it.each([
    'Broke sterling rates and credit default swaps between the banks, and confirmed each trade with both sides.',
    'Brokered energy and rates swaps between utilities and banks, checking every fill with both desks.',
    'Covering rates and credit clients on the voice desk.',
  ])('still gives the broker\'s product knowledge in full from "%s"', (line) => {
    expect(credit(productKnowledge, line)).toBeGreaterThanOrEqual(0.99);
  });

  it('reads no broking (an insurance broker\'s negotiation) in "control for the broking desks"', () => {
    const units = evidenceUnits('Ran month-end control for the swaps broking desks, checking every give-up.');
    expect(units.has('c:negotiate')).toBe(false);
    expect(evidenceUnits('Spent six years broking swaps between the big dealers.').has('c:negotiate')).toBe(true);
  });

  it.each([
    'Produce the daily VaR and positions for the power and gas trading desks and monitor their limits.',
    'Monitor the gas and power positions of the desks against their limits and escalate any breach.',
  ])('reads no power and gas market structure from risk reporting: "%s"', (line) => {
    expect(credit('Power and gas market structure (NBP, day-ahead, balancing)', line)).toBeLessThanOrEqual(0.25);
  });

  it('still reads the trader who monitors her own position', () => {
    const line = 'Traded power and gas day-ahead and within-day, and monitored the position against my limits.';
    expect(credit('Power and gas market structure (NBP, day-ahead, balancing)', line)).toBe(1);
  });

  it.each([
    // "Settled on" a choice is not settling trades.
    ['Rotations in rates, FX and credit before I settled on credit.', 'w:credit'],
    // Greenhouse gas is climate data, not the gas market.
    ['I check the greenhouse gas figures each company reports against last year.', 'w:gas'],
  ])('keeps the words of "%s" as the work', (line, unit) => {
    expect(evidenceUnits(line).has(unit)).toBe(true);
  });

  it('scores brokerage operations well below a broker for the interdealer broker', () => {
    const opsCv: FitCv = {
      summary: 'Operations manager at an interdealer broker.',
      experience: [
        {
          title: 'Operations Manager, Brokerage Operations',
          company: 'Interdealer broker, London',
          duration: 'Jan 2018 - Present',
          description:
            'Run post-trade checks for the gilts, swaps and energy broking desks: confirming give-ups with the banks and invoicing brokerage.',
          achievements: [
            'Cleared a backlog of unconfirmed credit trades',
            'Moved brokerage invoicing onto a new system',
          ],
        },
      ],
    };
    const brokerCv: FitCv = {
      summary: 'Interdealer broker in sterling rates.',
      experience: [
        {
          title: 'Broker, Sterling Rates',
          company: 'Interdealer broker, London',
          duration: 'Jan 2018 - Present',
          description:
            'Broke sterling rates and credit default swaps between the dealer banks by voice and on our screen, matching buyers and sellers.',
          achievements: ['Built a book of thirty trader relationships'],
        },
      ],
    };
    const ops = scoreFit(opsCv, role('interdealer_broker'), AS_OF);
    const broker = scoreFit(brokerCv, role('interdealer_broker'), AS_OF);
    const knowledge = (a: typeof ops) => a.skills.find((s) => s.skill === productKnowledge)!.credit;
    expect(knowledge(ops)).toBeLessThanOrEqual(0.34);
    expect(knowledge(broker)).toBe(1);
    expect(broker.fitScore - ops.fitScore).toBeGreaterThanOrEqual(25);
  });

  it.each([
    'Head of surveillance for the gas, power and credit broking desks at a wholesale broker.',
    'I surveil chat and phone records from the sterling rates and FX broking teams for insider dealing.',
  ])('reads surveillance of broking desks as support work: "%s"', (line) => {
    expect(credit(productKnowledge, line)).toBeLessThanOrEqual(0.34);
    expect(evidenceUnits(line).has('c:negotiate')).toBe(false);
  });

  it('still reads a broker who names surveillance in her own broking line', () => {
    const line =
      'Broke sterling rates and credit swaps between the banks, on recorded lines that surveillance reviews.';
    expect(credit(productKnowledge, line)).toBeGreaterThanOrEqual(0.99);
  });

  it('still aligns support work with its market for subject matter', () => {
    const cv: FitCv = {
      experience: [
        {
          title: 'Collateral Analyst',
          company: 'Asset manager, London',
          duration: 'Jan 2020 - Present',
          description: 'Agree margin calls on swaps and repo and check which gilts and bonds each bank accepts.',
        },
      ],
    };
    expect(scoreFit(cv, role('collateral_management_analyst'), AS_OF).components.alignment.points).toBeGreaterThan(0);
  });
});

describe('“Equity” in “private equity” names an investor, not equity work (issue 13)', () => {
  it('when a lender or an adviser works for private equity firms, then the words show no equity structuring', () => {
    const skill = 'Shareholder agreements and equity structuring';
    for (const line of [
      'Structured senior loans for private equity buyers of software businesses.',
      'Restructured the revolving facility of a private equity owned retailer.',
    ])
      expect(evidenceUnits(line).has('w:equiti'), line).toBe(false);
    expect(
      requirementCoverage(
        requirementUnits(skill),
        evidenceUnits('Structured senior loans for private equity buyers of software businesses.'),
      ).share,
    ).toBeLessThan(
      requirementCoverage(
        requirementUnits(skill),
        evidenceUnits('Structured the equity of a carve-out for the management team and the fund.'),
      ).share,
    );
  });

  it('when the work is equity work, or a requirement names private equity, then it still reads as before', () => {
    // Equity as a company's shares: raised, structured, traded.
    expect(evidenceUnits('Raised equity from two family offices for the start-up.').has('w:equiti')).toBe(true);
    expect(evidenceUnits('Sold UK equity to hedge funds.').has('w:equiti')).toBe(true);
    // A requirement about private equity is met by a line about private equity.
    const need = requirementUnits('Private equity fund accounting');
    expect(
      requirementCoverage(
        need,
        evidenceUnits('I keep the books of three private equity funds and their carry vehicles.'),
      ).share,
    ).toBeGreaterThan(requirementCoverage(need, evidenceUnits('I keep the books of three pension schemes.')).share);
  });
});

describe('a model reviewed independently is what the review is done on, not a model built (issue 13)', () => {
  it.each([
    ['Model calibration to market data', 'Found a flaw in the way the SABR model was fitted to swaption quotes.'],
    [
      'Monte Carlo and PDE solvers',
      'Validated the Monte Carlo engine used to price autocallables and set out its limitations.',
    ],
    [
      'Model calibration to market data',
      'Second-line challenge of how the desk calibrates its Hull-White model to swaption prices.',
    ],
    [
      'Stochastic calculus and numerical methods',
      'Wrote an independent finite-difference pricer to benchmark the callable bond model built by the front office.',
    ],
  ])('gives %s half at most from "%s"', (skill, line) => {
    expect(credit(skill, line)).toBeLessThanOrEqual(0.5);
  });

  it.each([
    [
      'Model calibration to market data',
      "Calibrated the SABR model to swaption quotes and answered the validators' questions.",
    ],
    [
      'Model calibration to market data',
      'Fitted the Heston model to the listed vol surface and took it through validation.',
    ],
    [
      'Monte Carlo and PDE solvers',
      'Wrote Monte Carlo and PDE pricers for the exotics book and ran code reviews of the library.',
    ],
    [
      'Stochastic calculus and numerical methods',
      'Built the finite-difference solver for callable bonds and documented it for the validation team.',
    ],
    [
      'Stochastic calculus and numerical methods',
      'Derived the stochastic calculus behind our local volatility model and reviewed its hedging performance with the traders.',
    ],
  ])('still reads a model\'s builder in full: %s from "%s"', (skill, line) => {
    expect(credit(skill, line)).toBe(1);
  });

  const job = (title: string, description: string, achievements: string[] = []) => ({
    title,
    company: 'Bank, London',
    duration: 'Jan 2018 - Present',
    description,
    achievements,
  });
  const builder: FitCv = {
    summary: 'Front-office quant building pricing models for the rates options desk.',
    experience: [
      job(
        'Quant, Rates Derivatives',
        'Develop the SABR and Hull-White models the desk prices swaptions with, write the C++ pricers and the Python tools around them, and calibrate them to swaption quotes every morning.',
        [
          'Built a PDE solver for Bermudan swaptions',
          'Walk the traders through every move in model prices',
          'Document each model and its limitations for the validation team',
        ],
      ),
    ],
    education: [{ degree: 'MSc Mathematical Finance' }],
  };
  const validator: FitCv = {
    summary: 'Model validation manager giving second-line challenge to traded pricing models.',
    experience: [
      job(
        'Model Validation Manager',
        'Validate the rates and equity pricing models the front office develops: test their assumptions, run independent Monte Carlo and PDE benchmarks in Python, and report findings to the model risk committee.',
        ['Found a weakness in how the SABR model was calibrated to swaption quotes', 'Wrote 30 validation reports'],
      ),
    ],
    education: [{ degree: 'MSc Mathematical Finance' }],
  };

  it('when a validator and a builder of the same models are scored as a derivatives quant, then the builder leads by 25 or more', () => {
    const quant = role('derivatives_quant');
    const built = scoreFit(builder, quant, AS_OF).fitScore;
    const reviewed = scoreFit(validator, quant, AS_OF).fitScore;
    expect(built - reviewed).toBeGreaterThanOrEqual(25);
  });

  it('when the validator is scored as a model validation analyst, then her review still counts as validation work', () => {
    expect(scoreFit(validator, role('model_validation_analyst'), AS_OF).fitScore).toBeGreaterThanOrEqual(65);
  });
});

describe('a credit model validated or its methodology reviewed is not a credit model built (issue 13)', () => {
  it.each([
    [
      'Logistic regression and survival modelling',
      "Validated the bank's retail PD models and raised findings on their calibration.",
    ],
    [
      'Logistic regression and survival modelling',
      'Reviewed the LGD methodology for commercial property loans submitted by the first line.',
    ],
    [
      'Logistic regression and survival modelling',
      "Independently rebuilt the mortgage scorecard in Python to test the developers' results.",
    ],
    [
      'IFRS 9 and IRB regulatory requirements',
      'Validated the IFRS 9 expected credit loss models for the unsecured book.',
    ],
    ['IFRS 9 and IRB regulatory requirements', 'Second line reviewer of the IRB capital models for corporate lending.'],
  ])('gives %s half at most from "%s"', (skill, line) => {
    expect(credit(skill, line)).toBeLessThanOrEqual(0.5);
  });

  it.each([
    [
      'Logistic regression and survival modelling',
      'Developed the mortgage PD models and took them through independent validation.',
    ],
    [
      'Logistic regression and survival modelling',
      'Built application scorecards and benchmarked them against the bureau score.',
    ],
    ['Logistic regression and survival modelling', 'Built a gradient-boosted challenger to the application scorecard.'],
    [
      'Logistic regression and survival modelling',
      'Rebuilt the card PD model and presented it to the independent model risk function.',
    ],
    [
      'IFRS 9 and IRB regulatory requirements',
      'Built the IFRS 9 staging and ECL models and wrote them up for independent review.',
    ],
  ])('still reads a credit model\'s developer in full: %s from "%s"', (skill, line) => {
    expect(credit(skill, line)).toBe(1);
  });

  it.each([
    // Other work: a pricing validator's lines stay read as before, and a builder's benchmark of a pricer still reads as review.
    [
      'Model calibration to market data',
      "Benchmarked the desk's SABR calibration to swaption quotes against a challenger model.",
    ],
  ])('keeps the pricing model reading: %s half at most from "%s"', (skill, line) => {
    expect(credit(skill, line)).toBeLessThanOrEqual(0.5);
  });

  const job = (title: string, duration: string, description: string, achievements: string[] = []) => ({
    title,
    company: 'Bank, Manchester',
    duration,
    description,
    achievements,
  });
  const modeller: FitCv = {
    summary: 'Credit risk modeller building retail PD and LGD models for IFRS 9 and IRB.',
    skills: ['Python', 'SAS', 'SQL'],
    experience: [
      job(
        'Credit Risk Modeller',
        'Jan 2019 - Present',
        "Develop the unsecured PD and LGD models: pull default histories in SQL, fit logistic regressions in SAS and Python, and link them to the economists' downturn scenarios.",
        [
          'Rebuilt the IFRS 9 staging and expected credit loss models for cards',
          'Wrote the model documentation and presented each model to the model risk committee',
        ],
      ),
    ],
    education: [{ degree: 'MSc Statistics' }],
  };
  const validator: FitCv = {
    summary: 'Model validation lead for retail credit models.',
    skills: ['Python', 'SAS', 'SQL'],
    experience: [
      job(
        'Model Validation Lead',
        'Jan 2019 - Present',
        'Validate the PD, LGD and EAD models the first line develops for IRB and IFRS 9: review their methodology and data, and write validation reports for the model risk committee.',
        ['Validated the mortgage scorecards and raised findings on their discrimination'],
      ),
    ],
    education: [{ degree: 'MSc Statistics' }],
  };

  it('when a validator and a developer of the same credit models are scored as a credit risk modeller, then the developer leads by 20 or more', () => {
    const role_ = role('credit_risk_modeller');
    expect(
      scoreFit(modeller, role_, AS_OF).fitScore - scoreFit(validator, role_, AS_OF).fitScore,
    ).toBeGreaterThanOrEqual(20);
  });

  it('when the credit validator is scored as a model validation analyst, then her review still counts as validation work', () => {
    expect(scoreFit(validator, role('model_validation_analyst'), AS_OF).fitScore).toBeGreaterThanOrEqual(65);
  });
});

describe('approval and challenge received from others are not approving or challenging (issue 13)', () => {
  it.each([
    'Our new mortgage default model was approved by the regulator after two rounds of questions.',
    'I draft the lending paper for each new borrower and send it to the credit team for approval.',
    'Obtained PRA approval for the rebuilt LGD model for commercial property loans.',
  ])('gives "%s" no more credit approval than the word credit alone', (line) => {
    expect(credit('Credit approval within delegated authority', line)).toBeLessThanOrEqual(
      credit('Credit approval within delegated authority', 'Worked with credit colleagues.'),
    );
  });

  it.each([
    'Put together the borrower’s lending paper and had to respond to challenge raised by the risk team before it went to committee.',
    'My credit submissions were challenged by the sanctioner and I answered each point.',
  ])('reads no challenging of credit applications in "%s"', (line) => {
    expect(
      requirementCoverage(requirementUnits('Reviewing and challenging credit applications'), evidenceUnits(line)).met,
    ).not.toContain('challenging');
  });

  it.each([
    ['I approve loans to mid-sized companies up to GBP 15m within my mandate.', 'w:approv'],
    ['I am responsible for approval of facilities up to GBP 5m for housing associations.', 'w:approv'],
    ['Loans above my limit for approval go to credit committee with my recommendation.', 'w:approv'],
    ['I challenge the borrower’s forecasts in each credit application before I decide.', 'w:challeng'],
  ])('still reads the sanctioner’s own decision in "%s"', (line, unit) => {
    expect(evidenceUnits(line)).toContain(unit);
  });

  it('scores an originator who sends her papers for approval below the same lines approving them, against the credit risk manager', () => {
    const cv = (line: string): FitCv => ({
      summary: '',
      skills: [],
      experience: [
        {
          title: 'Associate, Acquisition Finance',
          company: 'Clearing bank, London',
          duration: 'Jan 2021 - Present',
          description: line,
          achievements: [],
        },
      ],
      education: [],
    });
    const sanctioning = role('credit_risk_manager');
    const received = scoreFit(
      cv(
        'Model debt capacity, write the credit applications that go to risk for approval and respond to challenge from the sanctioners.',
      ),
      sanctioning,
      AS_OF,
    );
    const own = scoreFit(
      cv('Model debt capacity, approve the credit applications within my authority and challenge the sanctioners.'),
      sanctioning,
      AS_OF,
    );
    expect(received.fitScore).toBeLessThan(own.fitScore);
  });
});
