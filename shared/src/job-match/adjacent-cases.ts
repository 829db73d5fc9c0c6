import type { FitCv } from './score-fit';

/**
 * A development set for telling a role's own work from adjacent finance work (issue 13, ADR 009): for each
 * role, a practitioner describing the job mostly in plain words, and someone from neighbouring finance work
 * whose CV shares the role's objects (products, rules, portfolios, accounts) but not its own act (selling,
 * approving, managing money with discretion, auditing). Written for this test from knowledge of the jobs, not
 * from the eval's cases.
 */
export interface AdjacentPair {
  jobId: string;
  practitioner: FitCv;
  /** Who the adjacent CV is, in a few words. */
  adjacentWork: string;
  adjacent: FitCv;
}

const job = (title: string, company: string, duration: string, description: string, achievements: string[] = []) => ({
  title,
  company,
  duration,
  description,
  achievements,
});

const cv = (summary: string, jobs: ReturnType<typeof job>[], degree: string, skills: string[] = []): FitCv => ({
  summary,
  skills,
  experience: jobs,
  education: [{ degree, institution: 'University of Leeds', year: '2012' }],
});

export const ADJACENT_PAIRS: readonly AdjacentPair[] = [
  {
    jobId: 'transaction_banking_sales',
    practitioner: cv(
      'I sell cash management and payments to mid-sized UK companies.',
      [
        job(
          'Director, Transaction Banking Sales',
          'NatWest',
          'Mar 2019 - Present',
          "I look after about forty mid-cap corporates and win their day-to-day banking: operating accounts, payments, cash pooling and card programmes. Most of the year goes on tenders: when a finance director puts the banking out to tender I lead our response, agree the pricing with the product team and present the solution to the treasurer and CFO. After a win I stay close through onboarding, chasing the account opening and KYC paperwork so the client goes live on the date we promised. I keep my pipeline in Salesforce and forecast the quarter's fee income for my manager.",
          ['Won three mandates worth £1.2m of annual fees in 2024'],
        ),
        job(
          'Associate, Global Transaction Services',
          'Barclays',
          'Sep 2015 - Feb 2019',
          'I prepared pitch books and RFP answers for the sales directors and set up liquidity structures with the product specialists.',
        ),
      ],
      'BA Economics',
    ),
    adjacentWork: 'a group treasury manager who tendered her own banking',
    adjacent: cv(
      'Corporate treasurer in a listed retail group.',
      [
        job(
          'Group Treasury Manager',
          'Halfords',
          'Jan 2018 - Present',
          'I run the group cash position every morning across 40 bank accounts and keep the 13-week cash flow forecast. Last year I ran the tender for our transaction banking: I wrote the RFP, scored the five banks that answered, negotiated their fees down by a fifth and managed the move of our accounts, mandates and KYC documents to the winning bank. We set up a notional cash pool so the subsidiaries fund each other. I also book FX forwards to hedge our dollar stock purchases and report covenant headroom to the CFO.',
        ),
      ],
      'BSc Accounting and Finance',
    ),
  },
  {
    jobId: 'financial_promotions_reviewer',
    practitioner: cv(
      'Financial promotions specialist at an investment platform.',
      [
        job(
          'Financial Promotions Officer',
          'AJ Bell',
          'May 2020 - Present',
          'Every advert, email, web page and social post that marketing writes comes to me before it goes out. I check it is fair, clear and not misleading, that the risk warnings stand out and that past performance is shown the way the rules allow. If the copy says "our lowest fees ever" I ask the team for the evidence behind it before I sign it off. Often I suggest new wording so an ordinary saver would understand what they are buying. Each approval goes in our log with the final version and my reasons.',
        ),
      ],
      'BA English Literature',
    ),
    adjacentWork: 'a building society complaints handler',
    adjacent: cv(
      'Complaints specialist at a building society.',
      [
        job(
          'Complaints Specialist',
          'Coventry Building Society',
          'Jun 2019 - Present',
          'I investigate complaints about savings accounts and mortgages, listen to call recordings and decide whether we got it wrong. I write final response letters in plain English within the eight weeks the rules allow and put things right with redress where we fell short. I log the root cause of each complaint and feed themes back to the product and marketing teams, and I helped rewrite our savings rate change letters so members understand them under the Consumer Duty.',
        ),
      ],
      'BA Sociology',
    ),
  },
  {
    jobId: 'discretionary_investment_manager',
    practitioner: cv(
      'Investment manager for private clients and charities.',
      [
        job(
          'Investment Manager',
          'Brewin Dolphin',
          'Feb 2017 - Present',
          "I run about 120 portfolios for private clients, trusts and two local charities, making the buying and selling decisions myself within each client's agreed mandate and risk level. I follow the house's asset allocation but choose the funds and UK shares for each client. For taxable clients I plan disposals around the capital gains allowance and use their ISA and SIPP each year. I meet clients twice a year to go through how the portfolio has done and whether anything in their life has changed, and I check each account still fits its mandate.",
        ),
      ],
      'BSc Mathematics',
    ),
    adjacentWork: 'an independent financial adviser who uses model portfolios',
    adjacent: cv(
      'Chartered financial planner at an independent advice firm.',
      [
        job(
          'Chartered Financial Planner',
          'Kingswood Financial Planning',
          'Sep 2015 - Present',
          "I advise families and business owners on retirement, pensions, ISAs and inheritance tax. I do a full fact-find, build a lifetime cash flow plan and recommend how much to invest and in which wrappers. Clients' money goes into model portfolios run by a discretionary manager we chose after due diligence, matched to each client's attitude to risk. I write the suitability report and hold an annual review to rebalance the plan and check it still suits them.",
        ),
      ],
      'BA Business Studies',
    ),
  },
  {
    jobId: 'external_auditor',
    practitioner: cv(
      'Audit senior at a mid-tier firm.',
      [
        job(
          'Audit Senior',
          'BDO',
          'Sep 2021 - Present',
          "I run the fieldwork on audits of manufacturers and retailers. I plan where the risks of error are, pick samples of sales and purchases and trace them to invoices and bank statements, and walk through how the client's controls work before we test them. I challenge the finance director on the stock provision and on the going concern forecast, and write everything up in Caseware so the manager and partner can review it before we sign the opinion.",
        ),
      ],
      'BSc Accounting',
      ['ACA (finalist)'],
    ),
    adjacentWork: "a food manufacturer's management accountant",
    adjacent: cv(
      'Management accountant in food manufacturing.',
      [
        job(
          'Management Accountant',
          'Warburtons',
          'Apr 2018 - Present',
          'I close the month for two bakeries: journals, accruals and prepayments, balance sheet reconciliations and the variance analysis against budget for the plant managers. I keep the standard costs of each loaf up to date and run the year-end stock count. At the year end I prepare the audit file, pull the samples the external auditors ask for and answer their queries on provisions.',
        ),
      ],
      'BA Economics',
      ['CIMA'],
    ),
  },
  {
    jobId: 'private_credit_analyst',
    practitioner: cv(
      'Direct lending associate.',
      [
        job(
          'Associate',
          'Arcmont Asset Management',
          'Jul 2021 - Present',
          "We lend to private-equity-owned companies. I build the model with a downside case to see how much the business could lose before our loan is at risk, read the accountants' quality of earnings report and question the adjustments to EBITDA, and help negotiate the covenants and the loan documents with the sponsor's lawyers. I write the paper for our investment committee and, after we lend, check each borrower's quarterly numbers against the covenants. I keep in touch with the sponsors we work with.",
        ),
        job(
          'Analyst, Leveraged Finance',
          'Lloyds Bank',
          'Sep 2019 - Jun 2021',
          'Worked on acquisition financings for sponsors.',
        ),
      ],
      'BSc Economics',
    ),
    adjacentWork: "a high-street bank's SME credit analyst",
    adjacent: cv(
      'Commercial credit analyst.',
      [
        job(
          'Credit Analyst, Commercial Banking',
          'Santander UK',
          'Mar 2018 - Present',
          "I assess loans and overdrafts for small and mid-sized businesses. I spread the last three years' accounts, look at whether cash flow covers the repayments, and check the security the bank would hold. I write the credit application with my recommendation and present bigger cases to the credit committee. Each year I do the annual review of my portfolio of borrowers and test their covenants.",
        ),
      ],
      'BA Accounting',
    ),
  },
  {
    jobId: 'technical_accounting_manager',
    practitioner: cv(
      'Technical accountant in a listed group.',
      [
        job(
          'Technical Accounting Manager',
          'Serco Group',
          'Jan 2020 - Present',
          'When the business signs something unusual I work out how IFRS says we should account for it and write it up as a paper for the CFO and the auditors: a sale and leaseback under IFRS 16, a contract bundling services under IFRS 15. I draft the accounting policy and judgement notes of the annual report. I led our work on the new presentation standard, IFRS 18, and run training for the divisional finance teams when the rules change.',
        ),
      ],
      'BSc Accounting',
      ['ACA'],
    ),
    adjacentWork: 'a group reporting accountant',
    adjacent: cv(
      'Group reporting accountant.',
      [
        job(
          'Group Reporting Accountant',
          'Howden Joinery',
          'Jun 2019 - Present',
          "I consolidate the results of thirty subsidiaries each month, eliminate intercompany balances and prepare the group management accounts. At the year end I prepare the statutory accounts and their notes for the subsidiaries under FRS 102, answer the auditors' questions and keep the consolidation system up to date.",
        ),
      ],
      'BA Economics',
      ['ACCA'],
    ),
  },
  {
    jobId: 'equity_research_analyst',
    practitioner: cv(
      'Sell-side analyst covering UK retailers.',
      [
        job(
          'Equity Research Analyst',
          'Peel Hunt',
          'Aug 2019 - Present',
          'I cover eight UK retailers. I keep a forecast model for each, write a note on the morning of every trading update saying what changed and whether we still like the shares, and value them against their peers and on cash flows. I set price targets and buy or sell calls, and talk our fund manager clients through the ideas on the phone and in meetings.',
        ),
      ],
      'BA History',
    ),
    adjacentWork: 'an investor relations manager at a listed company',
    adjacent: cv(
      'Investor relations manager.',
      [
        job(
          'Investor Relations Manager',
          'Greggs plc',
          'Mar 2018 - Present',
          "I run the company's dealings with shareholders and the analysts who cover us. I prepare the results presentation and the Q&A pack, organise roadshows with the CEO and CFO, keep track of consensus forecasts and answer analysts' questions on their models. I report to the board on who owns our shares and what investors are saying.",
        ),
      ],
      'BA Economics',
    ),
  },
  {
    jobId: 'lloyds_underwriter',
    practitioner: cv(
      'Marine cargo underwriter at a Lloyd’s syndicate.',
      [
        job(
          'Underwriter, Marine Cargo',
          'Beazley',
          'Jan 2018 - Present',
          "Brokers bring risks to me in the box and online. I decide whether we want each one, what premium and line to offer and which wording we can accept, within my authority and the syndicate's plan for the year. I look at the loss history and the exposure, and I review how my book is running against its loss ratio each quarter.",
        ),
      ],
      'BA Geography',
    ),
    adjacentWork: "a Lloyd's broker placing marine risks",
    adjacent: cv(
      'Marine broker.',
      [
        job(
          'Account Executive, Marine',
          'Howden',
          'Sep 2017 - Present',
          "I place my clients' marine cargo and hull risks at Lloyd's. I prepare the submission, take the slip round the market to get underwriters to write lines, negotiate the terms and wording, and look after the renewals. When a client has a loss I argue their claim with the underwriters.",
        ),
      ],
      'BA History',
    ),
  },
  {
    jobId: 'private_equity_associate',
    practitioner: cv(
      'Private equity associate.',
      [
        job(
          'Associate',
          'Inflexion',
          'Sep 2021 - Present',
          'I look at companies we might buy, build the buyout model to see what return we would make, and run the due diligence with the accountants, lawyers and market advisers. I write the investment committee papers and help negotiate the price, the sale agreement and the debt. After we own a company I work with its management on the plan and report its numbers to the partners.',
        ),
        job(
          'Analyst, M&A',
          'Rothschild & Co',
          'Sep 2019 - Aug 2021',
          'Worked on sell-side sales of mid-market companies.',
        ),
      ],
      'BSc Economics',
    ),
    adjacentWork: "a listed group's corporate development manager",
    adjacent: cv(
      'Corporate development manager.',
      [
        job(
          'Corporate Development Manager',
          'Bunzl plc',
          'Jan 2019 - Present',
          'I find bolt-on acquisitions for our divisions, build valuation models, manage the due diligence with advisers and write the papers for the board. After completion I run the integration plan for the first year and report whether the deal is delivering what we promised.',
        ),
      ],
      'BA Economics',
    ),
  },
  {
    jobId: 'fx_trader',
    practitioner: cv(
      'Spot FX trader.',
      [
        job(
          'FX Trader, G10 Spot',
          'Lloyds Bank Corporate Markets',
          'Feb 2018 - Present',
          'I make prices in euro, dollar and sterling to our sales team and to clients on the platforms, and manage the risk that builds up in my book during the day within my limits. I hedge positions in the interbank market, watch the data releases and central bank meetings, and explain my profit and loss at the end of the day.',
        ),
      ],
      'BSc Physics',
    ),
    adjacentWork: "an exporter's treasury analyst who hedges FX",
    adjacent: cv(
      'Corporate treasury analyst.',
      [
        job(
          'Treasury Analyst',
          'JCB',
          'Jul 2019 - Present',
          'I book FX forwards and swaps with our relationship banks to hedge the dollar and euro we receive from exports, comparing quotes from three banks on the dealing platform. I track how much of our forecast exposure is hedged against our policy, do the daily cash positioning and prepare the FX report for the treasurer.',
        ),
      ],
      'BA Economics',
    ),
  },
  {
    jobId: 'mortgage_adviser',
    practitioner: cv(
      'Mortgage adviser at a broker.',
      [
        job(
          'Mortgage Adviser',
          'Mortgage Advice Bureau',
          'Mar 2019 - Present',
          'I meet people buying homes or remortgaging, go through their income and outgoings and what they want, and search the market for the deal that suits them. I explain fixed against tracker rates and the cost over the whole term, recommend a mortgage and life cover, write it up in a suitability letter and chase the application through to offer.',
        ),
      ],
      'BA Business',
      ['CeMAP'],
    ),
    adjacentWork: "a building society's mortgage underwriter",
    adjacent: cv(
      'Mortgage underwriter.',
      [
        job(
          'Mortgage Underwriter',
          'Nationwide',
          'Jan 2018 - Present',
          'I assess mortgage applications sent in by brokers against our lending policy. I check payslips, bank statements and credit files, work out affordability under stress, read the valuation report and approve, decline or ask for more information.',
        ),
      ],
      'BA Business',
      ['CeMAP'],
    ),
  },
  {
    jobId: 'credit_rating_analyst',
    practitioner: cv(
      'Rating agency analyst.',
      [
        job(
          'Associate Director, Corporate Ratings',
          'Fitch Ratings',
          'Oct 2017 - Present',
          "I look after the ratings of a group of European utilities. I apply our published methodology to each company's accounts and forecasts, take my recommendation to the rating committee, write the rating report and the press release, and meet the issuers' treasurers and CFOs once a year.",
        ),
      ],
      'BSc Economics',
    ),
    adjacentWork: "an asset manager's credit analyst",
    adjacent: cv(
      'Buy-side credit analyst.',
      [
        job(
          'Credit Analyst',
          'Royal London Asset Management',
          'May 2018 - Present',
          "I cover utility and telecoms bonds for our fixed income funds. I model each issuer's cash flows and leverage, decide whether its bonds are cheap or dear against peers and recommend buys and sells to the portfolio managers.",
        ),
      ],
      'BSc Economics',
    ),
  },
  {
    jobId: 'settlements_analyst',
    practitioner: cv(
      'Settlements analyst.',
      [
        job(
          'Settlements Analyst',
          'Deutsche Bank',
          'Sep 2020 - Present',
          "I make sure our equity and bond trades settle on time through CREST and Euroclear. I match our trades with the counterparties' details, chase anything that has failed and fix breaks, keep standing settlement instructions up to date and work out the CSDR penalties we pay or claim.",
        ),
      ],
      'BA Economics',
    ),
    adjacentWork: 'a fund accountant at an administrator',
    adjacent: cv(
      'Fund accountant.',
      [
        job(
          'Fund Accountant',
          'Northern Trust',
          'Aug 2019 - Present',
          "I produce the daily NAV for six funds: price the holdings, book income and expense accruals, and reconcile cash and positions with the custodian before the price goes out. I prepare the trial balance and answer the fund managers' queries.",
        ),
      ],
      'BA Accounting',
    ),
  },
  {
    jobId: 'pensions_actuary',
    practitioner: cv(
      'Pensions actuary.',
      [
        job(
          'Consultant Actuary',
          'Barnett Waddingham',
          'Sep 2016 - Present',
          'I advise trustees and sponsoring companies of defined benefit schemes. I run the three-yearly funding valuation, agree the assumptions with the trustees and the recovery plan with the company, set transfer value terms and help schemes get ready for buy-in with an insurer.',
        ),
      ],
      'BSc Actuarial Science',
      ['FIA'],
    ),
    adjacentWork: 'a pensions administrator',
    adjacent: cv(
      'Pensions administrator.',
      [
        job(
          'Senior Pensions Administrator',
          'Capita Pension Solutions',
          'Mar 2017 - Present',
          "I calculate members' benefits when they retire, transfer out or die, answer members' questions, produce annual benefit statements and keep the scheme records accurate for the trustees.",
        ),
      ],
      'BA History',
    ),
  },
  {
    jobId: 'money_laundering_reporting_officer',
    practitioner: cv(
      'MLRO at an e-money firm.',
      [
        job(
          'Money Laundering Reporting Officer',
          'Modulr',
          'Jan 2020 - Present',
          "I own the firm's anti-money-laundering framework. I decide which of the internal reports my team passes me go to the NCA as suspicious activity reports, write the annual MLRO report to the board, keep our business-wide risk assessment and policies up to date and answer the FCA's questions on financial crime.",
        ),
      ],
      'LLB Law',
    ),
    adjacentWork: "a bank's KYC analyst",
    adjacent: cv(
      'KYC analyst.',
      [
        job(
          'KYC Analyst',
          'HSBC',
          'Jun 2019 - Present',
          'I onboard corporate clients: verify who they are, identify the ultimate beneficial owners, screen them against sanctions and PEP lists and do enhanced due diligence on high-risk clients. I also run periodic reviews of existing clients.',
        ),
      ],
      'BA Politics',
    ),
  },
  {
    jobId: 'collections_recoveries_specialist',
    practitioner: cv(
      'Collections and recoveries specialist.',
      [
        job(
          'Recoveries Specialist',
          'Vanquis Bank',
          'Apr 2019 - Present',
          "I speak to customers who have fallen behind on their credit cards and loans, work out what they can afford and set up repayment plans. I look out for customers in vulnerable circumstances and point them to free debt advice, and for accounts that don't recover I handle the default and the sale to a debt purchaser within the FCA rules.",
        ),
      ],
      'BA Psychology',
    ),
    adjacentWork: "a wholesaler's credit controller",
    adjacent: cv(
      'Credit controller.',
      [
        job(
          'Credit Controller',
          'Brakes',
          'Feb 2018 - Present',
          'I chase overdue invoices from our restaurant and pub customers, agree payment plans, set credit limits for new accounts and put accounts on stop when they go over. I report the aged debt each month.',
        ),
      ],
      'BA Business',
    ),
  },
  {
    jobId: 'compliance_monitoring_analyst',
    practitioner: cv(
      'Compliance monitoring analyst at a wealth manager.',
      [
        job(
          'Compliance Monitoring Analyst',
          'St. James’s Place',
          'Jan 2020 - Present',
          'I carry out our compliance monitoring plan: I review advice files to check the recommendation suited the client, test that complaints were handled within the DISP rules and check our financial promotions were approved. I write up what I find, agree actions with the business and report the results to the risk committee.',
        ),
      ],
      'BA Law',
    ),
    adjacentWork: "an insurer's internal auditor",
    adjacent: cv(
      'Internal auditor.',
      [
        job(
          'Internal Auditor',
          'Aviva',
          'Sep 2018 - Present',
          'I carry out risk-based audits of claims, underwriting and finance processes. I test whether the controls work, write the audit report with its findings and ratings, track the actions management agreed and report to the audit committee.',
        ),
      ],
      'BSc Accounting',
    ),
  },
  {
    jobId: 'buy_side_dealer',
    practitioner: cv(
      'Equity dealer at an asset manager.',
      [
        job(
          'Equity Dealer',
          'Schroders',
          'Mar 2019 - Present',
          "I execute our fund managers' orders in UK and European shares. I decide how to work each order — with a broker, through an algorithm or in a block — to get the best result for our funds, and I review our trading costs afterwards and report to the best execution committee.",
        ),
      ],
      'BSc Economics',
    ),
    adjacentWork: "a broker's sales trader",
    adjacent: cv(
      'Equity sales trader.',
      [
        job(
          'Sales Trader',
          'Liberum',
          'Jun 2018 - Present',
          'I take orders from fund manager and dealer clients in UK small and mid caps, work them on the desk with our traders and find the other side for blocks. I call clients with market colour and keep them updated on their orders through the day.',
        ),
      ],
      'BA History',
    ),
  },
];
