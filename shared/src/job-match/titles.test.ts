import { describe, expect, it } from 'vitest';
import { getRole, ROLES } from '../catalog/roles';
import type { Role } from '../catalog/schema';
import { explainFit, scoreFit, type FitCv } from './score-fit';
import titlesData from './titles.json';
import {
  namesLawFirmPractice,
  namesOccupation,
  namesOtherTrade,
  namesRole,
  readOtherWork,
  readsDefenceWork,
  readsRecruitmentWork,
  readTitle,
  roleNames,
} from './titles';

const role = (id: string): Role => {
  const found = getRole(id);
  if (!found) throw new Error(id);
  return found;
};
const kind = (title: string, id: string) => readTitle(title, id).kind;

describe('readTitle: what a job title says about whose work the job is (issue 13, ADR 009)', () => {
  it('reads every catalogue title and every rung of its ladder as the role itself, never as another role', () => {
    for (const r of ROLES) {
      expect(kind(r.title, r.job_id), r.title).toBe('own');
      for (const rung of r.seniority) expect(kind(rung, r.job_id), `${r.job_id}: ${rung}`).not.toBe('other');
    }
  });

  it('reads titles that only say how senior someone is as naming nothing, for every role', () => {
    const rankOnly = [
      'Analyst',
      'Associate',
      'Manager',
      'Senior Manager',
      'Assistant Manager',
      'AVP',
      'Assistant Vice President',
      'Vice President',
      'Director',
      'Associate Director',
      'Team Leader',
      'Graduate Trainee',
      'Summer Intern',
    ];
    for (const r of ROLES) for (const t of rankOnly) expect(kind(t, r.job_id), `${r.job_id}: ${t}`).not.toBe('other');
  });

  it.each([
    ['Senior Fund Accountant', 'fund_accountant'],
    ['AVP, Fund Accounting', 'fund_accountant'],
    ['Director, Transaction Banking Sales', 'transaction_banking_sales'],
    ['Audit Senior', 'external_auditor'],
    ['Underwriter, Marine Cargo', 'lloyds_underwriter'],
    ['FX Trader, G10 Spot', 'fx_trader'],
    ['Investment Manager', 'discretionary_investment_manager'],
    ['Assistant Relationship Manager', 'commercial_relationship_manager'],
    ['Senior Paraplanner', 'paraplanner'],
    ['Paraplanner', 'financial_planner'],
    ['Management Accountant', 'financial_controller'],
    ['Independent Financial Adviser (IFA)', 'financial_planner'],
    ['Senior Product Manager, Payments', 'payments_product_manager'],
    ['Vice President, TMT Coverage', 'coverage_banker'],
    ['Product Controller, Rates', 'product_control_analyst'],
  ])('"%s" names %s itself', (title, id) => {
    expect(readTitle(title, id)).toEqual({ kind: 'own' });
  });

  it.each([
    ['Chartered Financial Planner', 'discretionary_investment_manager', ['financial_planner']],
    ['Fund Accountant', 'settlements_analyst', ['fund_accountant']],
    ['Senior Investment Consultant', 'institutional_business_development', ['investment_consultant']],
    ['Team Leader, Payments Operations', 'payments_product_manager', ['payments_operations_analyst']],
    ['Group Treasury Manager', 'transaction_banking_sales', ['corporate_treasury_analyst']],
    ['Management Accountant', 'external_auditor', ['financial_controller']],
    ['AVP, Investor Relations', 'equity_research_analyst', ['fund_investor_relations', 'investor_relations_manager']],
    ['Senior Pensions Administrator', 'pensions_actuary', ['pensions_administrator']],
    ['Assistant Credit Controller', 'collections_recoveries_specialist', ['credit_controller']],
    ['KYC Analyst', 'money_laundering_reporting_officer', ['kyc_analyst']],
    ['Account Executive, Marine', 'lloyds_underwriter', ['specialty_insurance_broker']],
    ['Product Controller', 'financial_controller', ['product_control_analyst']],
    // As many words each way: the other role's name holds the title's head noun ("controller").
    ['Product Controller, Equity Derivatives', 'equity_derivatives_trader', ['product_control_analyst']],
    ['Market Risk Analyst, Rates and FX', 'rates_fx_strategist', ['market_risk_analyst']],
    // The other role's whole title is longer than any name of this role the title reads ("credit risk", or the
    // "risk" every risk role's top rung, Chief Risk Officer, leaves without its rank words).
    ['Lead Credit Risk Modeller', 'credit_risk_manager', ['credit_risk_modeller']],
    ['AVP, Operational Risk Analyst', 'market_risk_analyst', ['operational_risk_analyst']],
  ])('"%s" names another role than %s', (title, id, roles) => {
    expect(readTitle(title, id)).toEqual({ kind: 'other', roles });
  });

  it.each([
    // Words of an area, not a job: the title does not say whose work it is.
    ['Credit Analyst', 'credit_rating_analyst'],
    ['Credit Analyst, Commercial Banking', 'private_credit_analyst'],
    ['Risk Manager', 'compliance_monitoring_analyst'],
    ['Software Engineer', 'payments_product_manager'],
    ['Trader', 'settlements_analyst'],
    ['Associate, Corporate Finance', 'coverage_banker'],
    // A usual way into the role, or work ADR 009 records as shared.
    ['Analyst, M&A', 'private_equity_associate'],
    ['Analyst, Leveraged Finance', 'private_credit_analyst'],
    ['Restructuring Analyst', 'distressed_debt_analyst'],
    ['Internal Auditor', 'external_auditor'],
    // On each other's ladder: a planner was a paraplanner.
    ['Chartered Financial Planner', 'paraplanner'],
    // No catalogue role.
    ['Complaints Specialist', 'financial_promotions_reviewer'],
    ['Head Chef', 'equity_research_analyst'],
    // As many words each way, and the head noun is this role's ("investigator") or one of its entry levels'
    // ("Dealer" is the FX corporate sales desk's first rung in the catalogue).
    ['Senior Fraud Investigator', 'financial_crime_investigator'],
    ['Dealer, Corporate Markets', 'fx_corporate_sales'],
    // A word several roles use for their people names none of them.
    ['Investigator', 'kyc_analyst'],
    ['Senior Investigator, Economic Crime', 'sanctions_analyst'],
    ['Equity Dealer', 'equity_research_analyst'],
    // More of the title is this role's than the other's ("relationship" names a private banker).
    ['Relationship Manager, Transaction Banking Sales', 'transaction_banking_sales'],
    // A name of this role that no longer title of another role holds.
    ['Head of Credit Risk, Corporates', 'credit_risk_manager'],
    ['Senior Credit Risk Analyst', 'credit_risk_manager'],
    ['Chief Risk Officer', 'credit_risk_modeller'],
  ])('"%s" names no other role for %s', (title, id) => {
    expect(readTitle(title, id).kind).not.toBe('other');
  });

  it('reads nothing for a role outside the catalogue', () => {
    expect(readTitle('Fund Accountant', 'not_a_role')).toEqual({ kind: 'unknown' });
  });

  it('knows each role by its title and ladder, with plurals read as singulars', () => {
    expect(roleNames('fund_accountant')).toEqual(expect.arrayContaining(['fund accountant', 'fund accounting']));
    expect(roleNames('payments_operations_analyst')).toContain('payment operation');
    expect(kind('Payments Operations Analyst', 'payments_operations_analyst')).toBe('own');
    expect(kind('Payment Operations Analyst', 'payments_operations_analyst')).toBe('own');
  });

  it('lists only catalogue roles, and only broad names some role is known by', () => {
    const ids = new Set(ROLES.map((r) => r.job_id));
    const listed = [
      ...Object.keys(titlesData.names),
      ...titlesData.sameWork.flat(),
      ...Object.entries(titlesData.feeders).flatMap(([id, feeders]) => [id, ...feeders]),
    ];
    for (const id of listed) expect(ids.has(id), id).toBe(true);
    const known = new Set(ROLES.flatMap((r) => roleNames(r.job_id)));
    for (const broad of titlesData.broadNames) {
      expect(
        [...known].some((n) => n === broad || n === broad.replace(/s$/, '')),
        broad,
      ).toBe(true);
    }
  });
});

describe('readTitle: a salesperson named by the desk they sell for (issue 13)', () => {
  it.each([
    ['VP, Credit Sales', 'credit_trader', 'fixed_income_sales'],
    ['Director, Sterling Rates Sales', 'rates_trader', 'fixed_income_sales'],
    ['Bond Sales, Associate', 'credit_trader', 'fixed_income_sales'],
    ['Head of FX Sales, Director', 'fx_trader', 'fx_corporate_sales'],
    ['Vice President, Equity Derivatives Sales', 'equity_derivatives_trader', 'equity_sales'],
  ])('reads "%s" for the %s as the salesperson\'s job', (title, id, other) => {
    expect(readTitle(title, id)).toEqual({ kind: 'other', roles: [other] });
  });

  it.each([
    ['Associate, Credit Sales', 'fixed_income_sales'],
    ['Director, Pan-European Equity Sales', 'equity_sales'],
    ['FX Sales, Vice President', 'fx_corporate_sales'],
  ])('reads "%s" as the %s role itself', (title, id) => {
    expect(kind(title, id)).toBe('own');
  });

  it('reads a sales and trading title as no other role for the trader, and leaves other titles as they were', () => {
    expect(kind('Graduate, Credit Sales & Trading', 'credit_trader')).not.toBe('other');
    expect(kind('Analyst, Rates Sales and Trading', 'rates_trader')).not.toBe('other');
    expect(readTitle('Senior Analyst, Broking Operations', 'interdealer_broker').kind).toBe(
      readTitle('Senior Analyst, Settlements Operations', 'interdealer_broker').kind,
    );
    expect(kind('Associate, Equity Research', 'equity_sales')).toBe('other');
    expect(kind('Equity Sales Trader', 'equity_sales_trader')).toBe('own');
  });

  it("counts a salesperson's years against a trader only as far as the lines show the trading", () => {
    const salesCv = (title: string): FitCv => ({
      summary: 'Covers pension funds and insurers for gilts and swaps.',
      skills: ['Client coverage'],
      experience: [
        {
          title,
          company: 'UK bank, London',
          duration: 'Jan 2018 - Present',
          description:
            'Cover twenty pension schemes and insurers, pass their enquiries to the gilt and swap desks and show them the prices the traders make.',
          achievements: ['Doubled volumes with LDI managers'],
        },
      ],
      education: [{ degree: 'BA Economics', institution: 'University of York', year: '2017' }],
    });
    const rates = role('rates_trader');
    const sales = scoreFit(salesCv('Director, Rates Sales'), rates, { asOf: '2026-11' });
    const untitled = scoreFit(salesCv('Director'), rates, { asOf: '2026-11' });
    expect(sales.otherWork).toEqual([{ title: 'Director, Rates Sales', roles: ['fixed_income_sales'] }]);
    expect(sales.fitScore).toBeLessThanOrEqual(untitled.fitScore);
  });
});

describe('scoreFit: a job titled as another catalogue role', () => {
  const AS_OF = { asOf: '2026-11' };
  const settlements = role('settlements_analyst');
  const cvTitled = (title: string, extra: FitCv['experience'] = []): FitCv => ({
    summary: 'Operations professional at a fund administrator.',
    skills: ['Excel', 'Reconciliations'],
    experience: [
      {
        title,
        company: 'Northern Trust',
        duration: 'Jan 2019 - Present',
        description:
          'I produce the daily NAV for a range of equity funds and reconcile cash and positions with the custodian every morning. I chase unsettled trades with the custodian and the broker when they fail to settle.',
        achievements: ['Cut NAV breaks by a third'],
      },
      ...(extra ?? []),
    ],
    education: [{ degree: 'BSc Accounting', institution: 'University of Leeds', year: '2018' }],
  });

  it('counts its years only as far as it shows the role, and its skills as before', () => {
    const adjacent = scoreFit(cvTitled('Fund Accountant'), settlements, AS_OF);
    const untitled = scoreFit(cvTitled('Analyst'), settlements, AS_OF);
    expect(adjacent.skills).toEqual(untitled.skills);
    expect(adjacent.components.experience.points).toBeLessThan(untitled.components.experience.points);
    expect(adjacent.fitScore).toBeLessThan(untitled.fitScore);
    expect(adjacent.otherWork).toEqual([{ title: 'Fund Accountant', roles: ['fund_accountant'] }]);
    expect(untitled.otherWork).toEqual([]);
    expect(explainFit(adjacent)).toContain('years in a job titled as another role count only as far as');
    expect(explainFit(untitled)).not.toContain('another role');
  });

  it('reads a CV that also holds a job titled as the role as before: the other job was the way in', () => {
    const earlier = {
      title: 'Settlements Analyst',
      company: 'State Street',
      duration: 'Sep 2016 - Dec 2018',
      description: 'I matched trades with brokers and chased fails in CREST.',
    };
    const withRole = scoreFit(cvTitled('Fund Accountant', [earlier]), settlements, AS_OF);
    const untitled = scoreFit(cvTitled('Analyst', [earlier]), settlements, AS_OF);
    expect(withRole.otherWork).toEqual([]);
    expect(withRole.fitScore).toBe(untitled.fitScore);
  });

  it('scores the same on repeat and with the jobs and skills in another order', () => {
    const other = { title: 'Senior Pensions Administrator', company: 'Aon', duration: '2014 - 2018', description: '' };
    const cv = cvTitled('Fund Accountant', [other]);
    const reordered: FitCv = {
      ...cv,
      skills: [...(cv.skills ?? [])].reverse(),
      experience: [...(cv.experience ?? [])].reverse(),
    };
    const first = scoreFit(cv, settlements, AS_OF);
    expect(scoreFit(cv, settlements, AS_OF)).toEqual(first);
    expect(scoreFit(reordered, settlements, AS_OF)).toEqual(first);
  });

  it('takes no skill evidence from the title that names the other role, only from the job’s lines', () => {
    // An investment consultant is not someone who manages relationships with investment consultants.
    const ibd = role('institutional_business_development');
    const consultant = (title: string): FitCv => ({
      experience: [
        {
          title,
          company: 'Northgate Partners',
          duration: 'Sep 2019 - Present',
          description:
            'I advise the trustees of six defined benefit schemes on their investment strategy and run searches for new fund managers on their behalf.',
        },
      ],
    });
    const credit = (cv: FitCv) =>
      scoreFit(cv, ibd, AS_OF).skills.find((s) => s.skill === 'Investment consultant relationship management')!;
    const titled = scoreFit(consultant('Senior Investment Consultant'), ibd, AS_OF);
    expect(titled.otherWork).toEqual([{ title: 'Senior Investment Consultant', roles: ['investment_consultant'] }]);
    expect(credit(consultant('Senior Investment Consultant'))).toEqual(credit(consultant('Analyst')));
    expect(credit(consultant('Analyst')).credit).toBeLessThan(0.5);
    // A title naming the role itself is still evidence of it.
    const own = scoreFit(consultant('Business Development Manager, Institutional'), ibd, AS_OF);
    expect(own.skills[0]!.quotes).toContain('Business Development Manager, Institutional, Northgate Partners');
  });

  it('reads no title for a role given without a catalogue id (a profile from a request body)', () => {
    const { job_id: _id, ...profile } = settlements;
    expect(scoreFit(cvTitled('Fund Accountant'), profile, AS_OF).otherWork).toEqual([]);
  });
});

describe('namesOccupation: a job titled as the role’s occupation on an area of its work', () => {
  it.each([
    ['Equity Structurer', 'structurer'],
    ['Senior Structurer, Rates & Inflation', 'structurer'],
    ['VP, Credit Structurer', 'structurer'],
    ['Gilt Trader', 'rates_trader'],
    ['Swaps Trader', 'rates_trader'],
    ['Bond Trader', 'credit_trader'],
    ['Gas Trader', 'energy_trader'],
    ['Marine Underwriter', 'lloyds_underwriter'],
    // The desk the occupation works on, named with its area.
    ['Associate, Equity Structuring', 'structurer'],
    ['Director, Rates and Inflation Structuring', 'structurer'],
    ['VP, Sterling Rates Trading', 'rates_trader'],
  ])('"%s" names the occupation of %s', (title, id) => {
    expect(namesOccupation(title, id)).toBe(true);
    expect(readTitle(title, id).kind).not.toBe('other');
  });

  it.each([
    // Another head: a function of any field, or a word of the work that is not the occupation.
    ['Tax Structuring Manager', 'structurer'],
    ['Deal Structuring Associate', 'structurer'],
    ['Structured Products Analyst', 'structurer'],
    ['Quantitative Analyst, Equity Derivatives', 'structurer'],
    ['Insurance Adviser', 'financial_planner'],
    // The occupation alone names no area; an area finance work is not named by does not count.
    ['Structurer', 'structurer'],
    ['Wedding Structurer', 'structurer'],
    ['Vice President, Structuring', 'structurer'],
    ['Tax Structurer', 'structurer'],
    // Where the catalogue splits the occupation by market, another market is another role's work.
    ['Equity Trader', 'rates_trader'],
    ['Commodities Trader', 'fx_trader'],
    ['Day Trader', 'fx_trader'],
    ['VP, Rates Trading', 'credit_trader'],
    ['Ship Broker', 'corporate_broker'],
    ['Motor Underwriter', 'export_finance_underwriter'],
    ['Life Actuary', 'pricing_actuary'],
  ])('"%s" does not name the occupation of %s', (title, id) => {
    expect(namesOccupation(title, id)).toBe(false);
  });

  it('lists as occupations only heads of catalogue role titles, none of them a rank word', () => {
    const heads = new Set(
      ROLES.map((r) =>
        r.title
          .replace(/\([^)]*\)/g, ' ')
          .trim()
          .toLowerCase()
          .split(/\s+/)
          .pop(),
      ),
    );
    for (const head of Object.keys(titlesData.occupations)) {
      expect(heads.has(head), head).toBe(true);
      expect(titlesData.rankWords, head).not.toContain(head);
    }
  });

  it('leaves a title naming another catalogue role to readTitle: "Rates Trader" is the rates trader’s job', () => {
    expect(readTitle('Rates Trader', 'credit_trader').kind).toBe('other');
    expect(readTitle('Insurance Broker', 'corporate_broker').kind).toBe('other');
  });
});

describe('scoreFit: a job titled as the role’s occupation is read as the role’s work', () => {
  const AS_OF = { asOf: '2026-11' };
  const structurer = role('structurer');
  // A structurer's job in plain words: too few of its lines name the role's concepts for the job to be
  // recognised by them, so only the title can open the vocabulary reading.
  const cv = (title: string): FitCv => ({
    experience: [
      {
        title,
        company: 'A European bank',
        duration: 'Jan 2020 - Present',
        description:
          'Put together autocallable notes for wealth managers across Europe. Walked the sales team through how each payoff behaves if the shares fall. Checked with legal and tax how each wrapper would be treated for the buyer.',
      },
    ],
  });
  const skills = (title: string) => scoreFit(cv(title), structurer, AS_OF).components.skills.points;

  it('reads the lines of an "Equity Structurer" job in the words of the work', () => {
    expect(skills('Equity Structurer')).toBeGreaterThan(skills('Analyst'));
    expect(skills('Senior Structurer, Rates')).toBeGreaterThan(skills('Analyst'));
  });

  it('does not for other work that shares the word, nor for a job titled as another role', () => {
    expect(skills('Tax Structuring Manager')).toEqual(skills('Analyst'));
    expect(skills('Deal Structuring Associate')).toEqual(skills('Analyst'));
    expect(skills('Structured Finance Lawyer')).toEqual(skills('Analyst'));
    const trader = role('credit_trader');
    const traderCv = (title: string): FitCv => ({
      experience: [
        {
          title,
          company: 'A bank',
          duration: 'Jan 2019 - Present',
          description:
            'Quoted prices to clients all day and kept the book flat by the close. Talked through the morning moves with sales.',
        },
      ],
    });
    const points = (title: string) => scoreFit(traderCv(title), trader, AS_OF).components.skills.points;
    expect(points('Rates Trader')).toBeLessThanOrEqual(points('Analyst'));
    expect(points('Bond Trader')).toBeGreaterThanOrEqual(points('Analyst'));
  });
});

describe('readTitle: a one-word trade name of the role ("Broker", "Dealer") beside words of other work', () => {
  it.each([
    ['Dealer', 'buy_side_dealer'],
    ['Senior Dealer', 'buy_side_dealer'],
    ['Fixed Income Dealer', 'buy_side_dealer'],
    ['Dealer, Global Equities', 'buy_side_dealer'],
    ['Senior Broker', 'interdealer_broker'],
    ['Broker, Interest Rate Swaps', 'interdealer_broker'],
    ['Energy Broker', 'interdealer_broker'],
    ['Senior Broker', 'specialty_insurance_broker'],
    ['Marine Broker', 'specialty_insurance_broker'],
    ['Developer', 'quant_developer'],
    ['Senior Developer, Pricing Libraries', 'quant_developer'],
    ['Head of Dealing', 'buy_side_dealer'],
    // Names and areas that are not trades read as before: banks title coverage by industry.
    ['Director, Healthcare Coverage', 'coverage_banker'],
  ])('"%s" still names %s itself', (title, id) => {
    expect(readTitle(title, id)).toEqual({ kind: 'own' });
    expect(namesOtherTrade(title, id)).toBe(false);
  });

  it.each([
    ['Car Dealer', 'buy_side_dealer'],
    ['Used Car Sales Dealer', 'buy_side_dealer'],
    ['Antiques Dealer', 'buy_side_dealer'],
    ['Art Dealer', 'buy_side_dealer'],
    ['Ship Broker', 'interdealer_broker'],
    ['Yacht Broker', 'interdealer_broker'],
    ['Business Transfer Broker', 'interdealer_broker'],
    ['Mortgage Broker', 'specialty_insurance_broker'],
    ['Civil Engineer', 'payments_software_engineer'],
    ['Games Developer', 'quant_developer'],
  ])('"%s" is another trade that shares the word, not %s', (title, id) => {
    expect(readTitle(title, id).kind).not.toBe('own');
    expect(namesOtherTrade(title, id)).toBe(true);
  });

  it('reads an "Insurance Broker" or a "Mortgage Broker" as the catalogue role it names', () => {
    expect(readTitle('Insurance Broker', 'interdealer_broker')).toEqual({
      kind: 'other',
      roles: ['specialty_insurance_broker'],
    });
    expect(readTitle('Insurance Broker', 'specialty_insurance_broker')).toEqual({ kind: 'own' });
    expect(readTitle('Mortgage Broker', 'interdealer_broker')).toEqual({ kind: 'other', roles: ['mortgage_adviser'] });
  });

  it("leaves every catalogue title and rung its own role's", () => {
    for (const r of ROLES) {
      expect(namesOtherTrade(r.title, r.job_id), r.title).toBe(false);
      for (const rung of r.seniority) expect(namesOtherTrade(rung, r.job_id), `${r.job_id}: ${rung}`).toBe(false);
    }
  });
});

describe("scoreFit: a job titled as another trade that shares the role's one-word name", () => {
  const AS_OF = { asOf: '2026-11' };
  const dealer = role('buy_side_dealer');
  // A car dealer's job in their own words: selling, stock and part-exchange prices, nothing of a dealing desk.
  const cv = (title: string): FitCv => ({
    experience: [
      {
        title,
        company: 'A family-run garage',
        duration: 'Mar 2015 - Present',
        description:
          'Bought part-exchange cars at auction and priced the forecourt stock each week. Sold around twenty cars a month and arranged finance for buyers with the lender. Kept the showroom running on Saturdays.',
      },
    ],
  });
  const fit = (title: string) => scoreFit(cv(title), dealer, AS_OF);

  it('counts a "Car Dealer" job no more as the role\'s years or seniority than the same job titled plainly', () => {
    const plain = fit('Sales Executive');
    for (const title of ['Car Dealer', 'Used Car Dealer']) {
      expect(fit(title).components.experience.points, title).toEqual(plain.components.experience.points);
      expect(fit(title).components.seniority.points, title).toEqual(plain.components.seniority.points);
    }
    expect(fit('Dealer').components.experience.points).toBeGreaterThan(plain.components.experience.points);
    expect(fit('Dealer').fitScore).toBeGreaterThan(fit('Car Dealer').fitScore);
  });
});

describe("readsRecruitmentWork: recruitment read from what a job's lines describe, not only its title", () => {
  it.each([
    'Ran searches for credit traders and quants for hedge funds; shortlisted and placed eleven candidates last year.',
    'Headhunting portfolio managers and analysts for asset managers. Billed 400k in my second year.',
    'Lead retained search for heads of desk in commodities and FX. Placed two senior hires at a trading house; billings top of the team.',
    'I run the search for pricing and reserving actuaries for insurers, and meet candidates every day.',
    'Placed a whole team of structurers with a European bank; managed the shortlist with the hiring manager.',
  ])('reads "%s" as recruitment', (lines) => {
    expect(readsRecruitmentWork(lines)).toBe(true);
    expect(readOtherWork('Principal Consultant', 'Boutique firm, London', lines)).toBe('recruitment');
  });

  it.each([
    // A practitioner who hires or interviews, a broker placing risk, a banker's private placements.
    'Make markets in sterling swaps and gilts; interviewed candidates for the graduate scheme each autumn.',
    "Hired and trained two junior traders and ran the desk's rota.",
    "Placed marine and energy risks with Lloyd's syndicates; negotiated terms with underwriters for clients.",
    'Ran private placements for mid-cap issuers and placed the bonds with insurers.',
    'Ran the search for a new office and placed the team in the new building.',
    'Chef de partie: ran the pass, placed orders with suppliers and trained the new team.',
    'Explain daily P&L to the desk head and run the rates book within limits.',
  ])('does not read "%s" as recruitment', (lines) => {
    expect(readsRecruitmentWork(lines)).toBe(false);
  });
});

describe('scoreFit: a job whose lines describe recruiting is other work, whatever its title', () => {
  const broker = role('interdealer_broker');
  const AS_OF = { asOf: '2026-11' };
  const cv = (title: string, description: string): FitCv => ({
    summary: '',
    skills: [],
    education: [],
    experience: [
      {
        title,
        company: 'Independent firm, London',
        duration: 'Jan 2019 - Present',
        description,
        achievements: [],
      },
    ],
  });
  const recruiting =
    'Run searches for swaps and bond brokers for interdealer firms; approach candidates, negotiate offers and placed nine people last year.';

  it('reads the recruiting job as a job named as recruitment is read', () => {
    const asRecruiting = scoreFit(cv('Director, Markets Practice', recruiting), broker, AS_OF);
    const named = scoreFit(cv('Recruitment Consultant', recruiting), broker, AS_OF);
    expect(asRecruiting.otherWork).toEqual([{ title: 'Director, Markets Practice', roles: ['recruitment'] }]);
    expect(asRecruiting.components.experience.points).toBeCloseTo(named.components.experience.points, 5);
  });

  it("leaves a broker's own lines that mention hiring read as before", () => {
    const own =
      'Broke sterling swaps between bank desks by voice and on screen; hired and trained two juniors for the desk.';
    expect(scoreFit(cv('Director, Rates', own), broker, AS_OF).otherWork).toEqual([]);
  });
});

describe('namesLawFirmPractice: a fee earner at a law firm titled by a practice area (issue 13)', () => {
  it('when a law firm’s associate or partner is titled by a practice area, then the title names legal work', () => {
    const firm = 'National law firm, Birmingham';
    expect(namesLawFirmPractice('Senior Associate, Real Estate Finance', firm)).toBe(true);
    expect(namesLawFirmPractice('Partner, Banking and Finance', firm)).toBe(true);
    expect(namesLawFirmPractice('Managing Associate - Leveraged Finance', 'City firm of solicitors')).toBe(true);
    expect(namesLawFirmPractice('Trainee, Funds and Investment Management', firm)).toBe(true);
  });

  it('when the job names a trade of the catalogue or a manager’s rank, or the employer is not a law firm, then not', () => {
    const firm = 'National law firm, Birmingham';
    expect(namesLawFirmPractice('Financial Controller', firm)).toBe(false);
    expect(namesLawFirmPractice('Finance Manager', firm)).toBe(false);
    expect(namesLawFirmPractice('Senior Associate, Credit Analyst', firm)).toBe(false);
    expect(namesLawFirmPractice('Senior Associate, Real Estate Finance', 'Challenger bank, London')).toBe(false);
    expect(namesLawFirmPractice('Associate Director, Real Estate Finance', 'Clearing bank, Leeds')).toBe(false);
  });

  it('when a real estate finance lawyer is scored against the lender, then the job is legal work and claims nothing', () => {
    const AS_OF = { asOf: '2026-11' };
    const lender = role('commercial_real_estate_lender');
    const lines =
      'Act for senior lenders on investment and development loans secured on offices and logistics: negotiate facility agreements, intercreditor terms and security packages, and run completion checklists with borrowers’ counsel.';
    const lawyer = scoreFit(
      {
        summary: '',
        skills: [],
        experience: [
          {
            title: 'Senior Associate, Real Estate Finance',
            company: 'International law firm, London',
            duration: 'Jan 2020 - Present',
            description: lines,
            achievements: [],
          },
        ],
        education: [],
      },
      lender,
      AS_OF,
    );
    expect(lawyer.titledAs).toBeUndefined();
    expect(lawyer.otherWork).toEqual([{ title: 'Senior Associate, Real Estate Finance', roles: ['legal'] }]);
  });
});

describe('scoreFit: a title holding a longer title of another role than any name of this one (issue 13)', () => {
  const AS_OF = { asOf: '2026-11' };
  const sanctioning = role('credit_risk_manager');
  const cv = (title: string): FitCv => ({
    summary: '',
    skills: [],
    experience: [
      {
        title,
        company: 'Building society, Nottingham',
        duration: 'Jun 2019 - Present',
        description:
          'I estimate how likely our mortgage and business borrowers are to default and what we would lose, refitting the scorecards each year in SAS and writing the documentation our validation team and the regulator review.',
        achievements: ['New buy-to-let default model signed off by the model risk committee'],
      },
    ],
    education: [],
  });

  it('when a modeller is scored against the credit risk manager, then the job is the modeller’s and claims nothing', () => {
    const modeller = scoreFit(cv('Senior Credit Risk Modeller'), sanctioning, AS_OF);
    expect(modeller.titledAs).toBeUndefined();
    expect(modeller.otherWork).toEqual([{ title: 'Senior Credit Risk Modeller', roles: ['credit_risk_modeller'] }]);
    expect(modeller.fitScore).toBeLessThan(scoreFit(cv('Credit Risk Manager'), sanctioning, AS_OF).fitScore);
  });

  it('when the same title is scored against its own role, then it is the role’s title', () => {
    const own = scoreFit(cv('Senior Credit Risk Modeller'), role('credit_risk_modeller'), AS_OF);
    expect(own.otherWork).toEqual([]);
    expect(own.titledAs?.titles).toEqual(['Senior Credit Risk Modeller']);
  });
});

describe('readsDefenceWork: a lawyer acting for those under investigation (issue 13)', () => {
  const firm = 'Regional law firm, Leeds';
  it('when a law firm’s job defends, advises or represents clients on investigations, then it is defence work', () => {
    expect(
      readsDefenceWork(
        'Associate, Contentious Regulatory',
        firm,
        'Represent insurers and their directors in enforcement proceedings brought by the regulator.',
      ),
    ).toBe(true);
    expect(
      readsDefenceWork(
        'Senior Associate, White Collar Crime',
        firm,
        'Advise wealth managers and individual advisers on regulatory investigations and take witness statements.',
      ),
    ).toBe(true);
    expect(readsDefenceWork('Solicitor', 'Boutique practice', 'Defending brokers charged with fraud at trial.')).toBe(
      true,
    );
    expect(
      readsDefenceWork('Partner', firm, 'Prepared clients for interviews under caution and negotiated outcomes.'),
    ).toBe(true);
  });

  it('when the investigator, a compliance officer or a non-contentious lawyer writes, then it is not', () => {
    // An investigator at the regulator or a police force: the employer names no legal work.
    expect(
      readsDefenceWork(
        'Manager, Enforcement',
        'Financial regulator, London',
        'Interviewed the firm’s traders under caution and advised the decision committee on the case.',
      ),
    ).toBe(false);
    expect(
      readsDefenceWork(
        'Financial Investigator',
        'County police force',
        'Built cases against fraudsters; the defence challenged none of the production orders.',
      ),
    ).toBe(false);
    // A compliance officer advising the business, in-house.
    expect(
      readsDefenceWork(
        'Compliance Advisory Manager',
        'Life insurer, Edinburgh',
        'Advise product teams on consumer duty in new propositions.',
      ),
    ).toBe(false);
    // A law firm’s lawyer on other work: regulatory advice or disciplinary cases brought for a professional body.
    expect(
      readsDefenceWork(
        'Associate Solicitor, Regulatory',
        firm,
        'Presented disciplinary cases for a professional body and advised it on its rulebook.',
      ),
    ).toBe(false);
    expect(
      readsDefenceWork('Senior Associate, Funds', firm, 'Advise managers on fund structuring and authorisation.'),
    ).toBe(false);
  });

  it('when a defence lawyer is scored against the enforcement investigator, then the job is legal work; not elsewhere', () => {
    const AS_OF = { asOf: '2026-11' };
    const cv = (title: string, company: string, description: string): FitCv => ({
      summary: '',
      skills: [],
      experience: [{ title, company, duration: 'Jan 2019 - Present', description, achievements: [] }],
      education: [],
    });
    const lines =
      'Defend banks and their traders in market abuse investigations: review chats and trade data, attend compelled interviews with clients and draft responses to warning notices.';
    const investigator = role('fca_enforcement_investigator');
    const defence = scoreFit(cv('Senior Associate, Investigations', firm, lines), investigator, AS_OF);
    expect(defence.otherWork).toEqual([{ title: 'Senior Associate, Investigations', roles: ['legal'] }]);
    // The same lines at the regulator (an investigator's job) are the role's work.
    const regulator = scoreFit(
      cv('Senior Associate, Investigations', 'Financial regulator, London', lines),
      investigator,
      AS_OF,
    );
    expect(regulator.otherWork).toEqual([]);
    expect(defence.fitScore).toBeLessThan(regulator.fitScore);
    // A compliance role, which law firm work leads to, still reads the law firm's job as before.
    const compliance = ROLES.find((r) => /complian/i.test(r.title) && !/enforcement|investigat/i.test(r.title));
    if (!compliance) throw new Error('no compliance role');
    expect(scoreFit(cv('Senior Associate, Investigations', firm, lines), compliance, AS_OF).otherWork).toEqual([]);
  });
});

describe('readTitle: a fixed income sales desk named by its product (issue 13, helper fixd)', () => {
  it.each([
    'Associate, Credit Sales',
    'Credit Sales, Director',
    'Bond Sales Analyst',
    'VP, Investment Grade Credit Sales',
  ])('"%s" names fixed income sales itself, and claims its skills', (title) => {
    expect(readTitle(title, 'fixed_income_sales')).toEqual({ kind: 'own' });
    expect(namesRole(title, 'fixed_income_sales')).toBe(true);
  });

  it('reads a credit salesperson as another role for the traders and investors beside the desk', () => {
    expect(readTitle('Executive Director, Credit Sales', 'credit_trader')).toEqual({
      kind: 'other',
      roles: ['fixed_income_sales'],
    });
    expect(readTitle('Credit Sales, VP', 'fixed_income_portfolio_manager').kind).toBe('other');
  });

  it('leaves a rates sales and trading rotation and a corporate desk as before (no "rates sales" name)', () => {
    expect(readTitle('Analyst, Rates Sales & Trading', 'rates_trader').kind).not.toBe('other');
    expect(readTitle('Director, Corporate FX & Rates Sales', 'fx_corporate_sales').kind).not.toBe('other');
  });
});

describe('readTitle: a risk role named only by the area "risk" inside another role’s longer name (issue 13, prec37)', () => {
  it.each(['Model Risk Analyst', 'Senior Manager, Model Risk', 'Model Risk Lead'])(
    '"%s" is the model validators’ function, not the credit risk modeller’s or the credit risk manager’s job',
    (title) => {
      for (const id of ['credit_risk_modeller', 'credit_risk_manager'])
        expect(readTitle(title, id)).toEqual({ kind: 'other', roles: ['model_validation_analyst'] });
    },
  );

  it('reads a model risk title as the model validation analyst’s own', () => {
    expect(readTitle('Model Risk Analyst', 'model_validation_analyst')).toEqual({ kind: 'own' });
    expect(namesRole('Head of Model Risk', 'model_validation_analyst')).toBe(true);
  });

  it('still reads a plain risk title as the risk roles’ own, and a credit modeller as the modeller', () => {
    expect(readTitle('Risk Analyst', 'credit_risk_modeller')).toEqual({ kind: 'own' });
    expect(readTitle('Risk Manager', 'credit_risk_manager')).toEqual({ kind: 'own' });
    expect(readTitle('Senior Credit Risk Modeller', 'credit_risk_modeller')).toEqual({ kind: 'own' });
  });

  it('reads another broad area inside a longer name of other work the same way (a planner for an economist)', () => {
    expect(readTitle('Chartered Financial Planner', 'central_bank_economist').kind).toBe('other');
  });

  const AS_OF = { asOf: '2026-11' };
  const validator = (title: string): FitCv => ({
    summary: '',
    skills: ['Python', 'SAS'],
    experience: [
      {
        title,
        company: 'Consultancy, London',
        duration: 'Mar 2020 - Present',
        description:
          'Test the default and loss models banks send us before they go to their regulator, and report where their data or assumptions fall short.',
        achievements: ['Ran 14 reviews for building societies'],
      },
    ],
    education: [],
  });

  it('when a model risk analyst is scored as a credit risk modeller, then her years count as another role’s work', () => {
    const modeller = role('credit_risk_modeller');
    const fit = scoreFit(validator('Model Risk Analyst'), modeller, AS_OF);
    expect(fit.otherWork).toEqual([{ title: 'Model Risk Analyst', roles: ['model_validation_analyst'] }]);
    expect(fit.fitScore).toBeLessThan(scoreFit(validator('Risk Analyst'), modeller, AS_OF).fitScore);
  });
});

describe('a title qualifier naming another role’s work (issue 13, prec38)', () => {
  it.each([
    ['Credit Risk Officer, Modelling', 'credit_risk_manager', 'credit_risk_modeller'],
    ['Credit Risk Associate - Modelling', 'credit_risk_manager', 'credit_risk_modeller'],
    ['Risk Manager (Model Validation)', 'credit_risk_manager', 'model_validation_analyst'],
    ['Operations Analyst, Equity Settlements', 'payments_operations_analyst', 'settlements_analyst'],
  ])('reads "%s" for %s as %s’s work', (title, jobId, other) => {
    expect(readTitle(title, jobId)).toEqual({ kind: 'other', roles: [other] });
  });

  it.each([
    ['Credit Risk Manager, Large Corporates', 'credit_risk_manager'],
    ['Credit Risk Analyst, Sanctioning', 'credit_risk_manager'],
    ['Data Scientist, Credit Risk', 'financial_data_scientist'],
    ['Surveyor, Valuation', 'property_valuer'],
    ['Product Controller, Rates Trading', 'product_control_analyst'],
  ])('keeps "%s" the own title of %s (a desk, an area or its own work)', (title, jobId) => {
    expect(readTitle(title, jobId)).toEqual({ kind: 'own' });
  });
});
