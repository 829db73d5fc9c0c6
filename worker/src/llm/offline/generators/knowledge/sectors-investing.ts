import { act, ai, co, file, fund, kpi, mail, meet, news, proj, q, res, tool } from './build';
import type { SectorKnowledge } from './types';

export const ASSET_MANAGEMENT: SectorKnowledge = {
  label: 'Asset management',
  department: 'Investment team',
  employers: [
    'global asset managers (BlackRock, Schroders, abrdn, Legal & General Investment Management, M&G)',
    'active boutiques (Baillie Gifford, Ninety One, Artemis, Jupiter)',
    'pension schemes and insurers running money in-house (USS, Railpen, Aviva Investors)',
  ],
  tools: [
    tool('Aladdin (BlackRock)', 'portfolio management, compliance checks and risk'),
    tool('Bloomberg Terminal and PORT', 'prices, analytics and attribution'),
    tool('FactSet', 'screening, estimates and performance attribution'),
    tool('Excel', 'company models and portfolio analysis'),
    tool('MSCI Barra or Axioma', 'factor risk models'),
    tool('MSCI ESG and Sustainalytics', 'ESG ratings and controversies'),
    tool('Charles River IMS', 'order management'),
    tool('Python', 'screens and data analysis'),
  ],
  regulation: [
    'FCA COLL and UCITS rules for funds',
    'AIFMD for alternative funds',
    'Consumer Duty and fund value assessments',
    'Sustainability Disclosure Requirements (SDR) and anti-greenwashing rule',
    'UK Stewardship Code 2020',
    'MiFID II cost and charges disclosure',
    'SM&CR',
  ],
  counterparties: ['institutional clients and consultants', 'company management', 'brokers', 'fund platforms'],
  colleagues: ['portfolio managers', 'the dealing desk', 'investment risk', 'client relationship managers', 'stewardship team'],
  deliverables: ['investment recommendation', 'portfolio review', 'client report', 'stewardship engagement note', 'attribution report'],
  kpis: [
    kpi('Fund performance vs. benchmark', 'Net-of-fee return vs. benchmark and peers over 1, 3 and 5 years.', 'First or second quartile over 3 years', 'Performance attribution', 'high'),
    kpi('Quality of recommendations', 'Return of stocks you recommend vs. sector.', 'Positive contribution to fund alpha', 'Analyst scorecards', 'high'),
    kpi('Risk discipline', 'Tracking error and exposures within mandate limits.', 'No mandate breaches', 'Aladdin compliance reports', 'high'),
    kpi('Client retention and flows', 'Net flows into the strategies you support.', 'Positive net flows', 'Flow reports', 'medium'),
  ],
  calendar: ['quarterly client reporting', 'AGM voting season (April-June)', 'annual value assessments'],
  challenges: ['underperformance periods and client outflows', 'fee pressure from passive funds', 'ESG claims scrutinised under SDR', 'disagreeing with the PM'],
  highlights: ['a recommendation that drives fund performance', 'an engagement that changes company behaviour', 'winning a mandate'],
  baseRisk: 45,
  stabilityFactors: ['Fiduciary judgement and accountability to clients', 'Engagement with companies as owners', 'Mandate construction tailored to client needs'],
  disruptionFactors: ['Passive and systematic products take share from active funds', 'AI tools automate screening, reporting and attribution', 'Fee pressure drives consolidation and smaller teams'],
  aiTools: [
    ai('Aladdin Copilot', 'augmentation', 'medium', 'growing', 'high', 'low', 'Natural-language questions over portfolio, risk and compliance data in Aladdin.', [
      { type: 'documentation', title: 'BlackRock Aladdin client learning portal', description: 'Vendor training for Aladdin users.', duration: '3 hours' },
    ]),
    ai('AlphaSense', 'analysis', 'high', 'mature', 'medium', 'low', 'Search and summaries across transcripts and filings.', [
      { type: 'tutorial', title: 'AlphaSense University', description: 'Search tutorials.', duration: '2 hours' },
    ]),
    ai('Clarity AI', 'analysis', 'medium', 'growing', 'medium', 'low', 'AI-driven sustainability data for SDR and SFDR reporting.', [
      { type: 'documentation', title: 'Clarity AI methodology documents', description: 'How the data is built.', duration: '2 hours' },
    ]),
    ai('Microsoft 365 Copilot', 'creation', 'medium', 'growing', 'medium', 'low', 'Drafts client reports and commentary from performance data.', [
      { type: 'documentation', title: 'Microsoft Learn: Copilot for Microsoft 365', description: 'Official guidance.', duration: '2 hours' },
    ]),
  ],
  resources: [
    res('certification', 'CFA Program (CFA Institute)', 'The standard for investment professionals.', '300 hours per level', ['valuation', 'portfolio', 'investment', 'equity', 'bond', 'ethics']),
    res('certification', 'CFA UK Investment Management Certificate (IMC)', 'Entry-level UK qualification for investment roles.', '150 hours', ['investment', 'regulation', 'portfolio']),
    res('certification', 'CFA Institute Certificate in ESG Investing', 'ESG integration, stewardship and reporting.', '130 hours', ['esg', 'sustainability', 'stewardship', 'climate']),
    res('book', 'Active Portfolio Management (Grinold & Kahn)', 'Information ratio, risk models and portfolio construction.', '8 weeks', ['portfolio', 'construction', 'risk', 'factor']),
    res('course', 'Investment Management Specialization (Geneva/UBS) on Coursera', 'Portfolio construction and investment process.', '2 months', ['portfolio', 'investment', 'asset allocation']),
    res('project', 'Run a model portfolio against a benchmark', 'Build a 20-stock portfolio, track attribution monthly and write a quarterly letter.', '6 months', ['portfolio', 'attribution', 'report', 'writing']),
  ],
  breakIn: ['Graduate investment programmes at large managers (often with IMC and CFA support)', 'From sell-side research after 2-4 years', 'Operations, risk or performance roles then an internal move', 'Consultancy (investment consulting) into manager research'],
  pay: 'Graduate investment analysts in London earn about £40,000-£55,000 base plus bonus; experienced analysts £80,000-£130,000; portfolio managers more, with bonuses tied to fund performance and flows. Progression: Analyst → Senior Analyst → (Co-)PM → Head of Desk.',
  hours: 'Typically 45-55 hours; predictable compared with banking, busier at quarter-ends and in results season.',
  culture: {
    workStyle: 'Team-based investment process with analysts feeding PMs; long-term horizons.',
    communicationStyle: 'Investment committees, written recommendations and client letters.',
    decisionMaking: 'PMs decide within mandate; investment committees set house views; risk oversees limits.',
    innovationApproach: 'Steady adoption of data and AI, governed by risk and compliance.',
    workLifeBalance: 'Generally good; outperformance pressure is constant but hours are reasonable.',
  },
  interview: [
    q('Pitch me a stock for our fund.', 'Fit the pitch to the fund style; give thesis, valuation, risks and why now; be ready to defend it against the benchmark weight.'),
    q('How would you build a portfolio for a cautious client?', 'Asset allocation, diversification, liquidity, costs and rebalancing; explain risk tolerance and capacity for loss.'),
    q('What is tracking error and why does it matter?', 'Volatility of returns vs. benchmark; it sets how active the fund can be and clients’ expectations.'),
    q('How do you integrate ESG into analysis?', 'Material factors per sector, engagement, effect on cost of capital and risks; avoid greenwashing under SDR.'),
  ],
  day: [
    [
      act('Market and portfolio review', '45 min', 'high', 'Check overnight news for holdings and the fund’s performance vs. benchmark.', ['portfolio managers'], ['Bloomberg Terminal and PORT', 'Aladdin (BlackRock)'], ['List of names to discuss']),
      act('Morning investment meeting', '30 min', 'high', 'Share views on results and any trades to propose.', ['portfolio managers', 'analysts'], [], ['Trade ideas agreed for the day']),
    ],
    [
      act('Company meeting', '60 min', 'high', 'Meet a holding’s management with the PM; ask about strategy and capital allocation.', ['company management'], [], ['Notes and updated conviction']),
      act('Model update', '60 min', 'medium', 'Update forecasts after results.', [], ['Excel', 'FactSet'], ['Revised fair value']),
    ],
    [
      act('Stewardship engagement', '45 min', 'medium', 'Discuss remuneration or climate targets with a company chair ahead of the AGM.', ['stewardship team', 'company chair'], ['MSCI ESG and Sustainalytics'], ['Voting recommendation']),
      act('Broker call', '30 min', 'low', 'Hear a sell-side analyst’s view on a sector debate.', ['brokers'], ['Phone'], ['Input for the thesis']),
    ],
    [
      act('Write an investment recommendation', '2 hours', 'high', 'Make the case to buy or sell, with valuation, risks and portfolio fit.', ['portfolio managers'], ['Word', 'Excel'], ['Recommendation for committee']),
      act('Risk and attribution review', '45 min', 'medium', 'Check tracking error and factor exposures.', ['investment risk'], ['MSCI Barra or Axioma'], ['Exposures understood and acted on']),
    ],
    [
      act('Client report commentary', '45 min', 'medium', 'Draft the quarter’s performance commentary.', ['client relationship managers'], ['Microsoft 365 Copilot', 'Word'], ['Commentary ready for review']),
      act('Reading', '30 min', 'low', 'Read annual reports for next week’s meetings.', [], [], ['Prepared questions']),
    ],
  ],
  week: {
    scenario: 'Quarter-end is Friday: the fund is behind its benchmark after {company} fell on results, a pension client wants a review, and the AGM vote on {company2}’s pay plan is due.',
    emails: [
      mail('{company}: hold, add or sell?', 'Portfolio Manager', 'high', 'We are 2% overweight and down 15% on the results. I want your updated view with valuation by Wednesday’s meeting.'),
      mail('Client review next Tuesday', 'Client Relationship Manager', 'high', 'The pension trustees want to understand the underperformance and what we are doing about it. Please prepare two slides on the biggest detractors.'),
      mail('{company2} AGM: vote recommendation', 'Stewardship Team', 'medium', 'ISS recommends against the remuneration report. Please give us your view by Thursday so we can vote.'),
      mail('Tracking error above target', 'Investment Risk', 'medium', 'TE is at 5.2% vs. 4% target, driven by an overweight in small caps. Please review.'),
    ],
    projects: [
      proj('Quarterly client reporting', 'Performance, attribution and commentary for all mandates.', ['Attribution pack', 'Commentary', 'Client slides']),
      proj('{company} thesis review', 'Decide whether the investment case still holds.', ['Updated model', 'Recommendation note']),
      proj('SDR labelling review', 'Check whether the sustainability fund qualifies for an SDR label.', ['Evidence file', 'Gap list', 'Compliance sign-off']),
    ],
    meetings: [
      meet('Weekly investment committee', '60 min', ['CIO', 'Portfolio Managers', 'Analysts', 'You'], ['Performance', 'New ideas', 'Risk']),
      meet('Pension trustee review', '60 min', ['Trustees', 'Investment consultant', 'Client Relationship Manager', 'Portfolio Manager'], ['Performance', 'Outlook', 'Questions']),
    ],
    files: [
      file('Fund_Attribution_Q.xlsx', 'Excel workbook', 'Stock and sector attribution vs. benchmark.'),
      file('{company}_thesis.docx', 'Word document', 'Investment case and valuation.'),
      file('AGM_voting_tracker.xlsx', 'Excel workbook', 'Upcoming votes and recommendations.'),
    ],
  },
  fundamentals: [
    fund('Active share and tracking error', 'How different a portfolio is from its benchmark, in holdings and returns.', 'high', ['Active share 85%, TE 4%'], ['Benchmark', 'Information ratio']),
    fund('Performance attribution', 'Splitting returns into allocation and stock selection effects.', 'high', ['+1.2% from stock selection in financials'], ['Brinson', 'Alpha']),
    fund('Asset allocation', 'How money is split between asset classes; the main driver of portfolio risk.', 'high', ['60/40 equity/bond'], ['Diversification', 'Rebalancing']),
    fund('Ongoing charges figure (OCF)', 'Annual cost of a fund as a percentage of assets.', 'medium', ['OCF 0.75%'], ['Value assessment', 'Consumer Duty']),
    fund('Stewardship', 'Using voting and engagement to improve long-term company value.', 'medium', ['Voting against a pay plan'], ['Stewardship Code', 'ESG']),
    fund('Liquidity risk', 'Risk that a fund cannot sell assets fast enough to meet redemptions.', 'medium', ['Daily-dealing fund holding small caps'], ['Swing pricing', 'Gating']),
  ],
  news: [
    news('Active funds see outflows as passive share grows', 'Morningstar', 'Industry', 'medium', 'UK active equity funds saw another quarter of net outflows.', 'Fee and performance pressure shape team sizes and priorities.'),
    news('FCA reviews use of sustainability labels', 'FCA', 'Regulation', 'medium', 'The regulator is checking fund names and marketing against SDR.', 'Analysts must evidence sustainability claims in research.'),
    news('{company} shares fall after margin miss', 'Reuters', 'Company news', 'high', 'Shares fell 12% as operating margin missed expectations.', 'A holding’s drop hits fund performance; the thesis must be reviewed.'),
    news('Asset manager merger creates £500bn group', 'Financial News', 'Deals', 'low', 'Two listed managers agreed to merge to compete with passive giants on cost and distribution.', 'Mergers bring fund closures, team restructuring and new systems; analysts on overlapping strategies feel it first.'),
  ],
  companies: [
    co('Thamesbridge Asset Management', 'Asset management', 'Active manager with £40bn across equities and bonds.', 'thamesbridge-am.example'),
    co('Halden Water plc', 'Utilities', 'Regulated water company with heavy capex needs.', 'haldenwater.example'),
    co('Quayside Logistics plc', 'Industrials', 'UK warehousing and parcel firm.', 'quaysidelogistics.example'),
    co('Mercia Pension Trust', 'Pension fund', 'Local government pension client with £12bn.', 'merciapension.example'),
  ],
  keywords: ['asset manage', 'fund manager', 'portfolio manager', 'investment analyst', 'buy-side', 'stewardship', 'multi-asset', 'fixed income', 'investment'],
};

export const WEALTH_MANAGEMENT: SectorKnowledge = {
  label: 'Wealth management & financial planning',
  department: 'Private client team',
  employers: [
    'wealth managers (St. James’s Place, Rathbones, Brewin Dolphin/RBC, Quilter, Evelyn Partners)',
    'private banks (Coutts, J.P. Morgan Private Bank, UBS Wealth Management)',
    'independent financial advice firms and family offices',
  ],
  tools: [
    tool('Intelliflo Office', 'client records, fact-finds and advice workflows'),
    tool('Voyant or CashCalc', 'cash-flow planning'),
    tool('FE fundinfo Analytics', 'fund research'),
    tool('Synaptic or Dynamic Planner', 'risk profiling and research'),
    tool('Adviser platforms (Transact, Aviva, abrdn Wrap)', 'client portfolios'),
    tool('Excel', 'portfolio and tax calculations'),
    tool('Salesforce Financial Services Cloud', 'CRM at larger firms'),
    tool('Microsoft Teams', 'client reviews'),
  ],
  regulation: [
    'FCA Consumer Duty and fair value',
    'COBS 9 suitability and the FCA advice rules',
    'FCA guidance on vulnerable customers (FG21/1)',
    'MiFID II costs and charges disclosures',
    'HMRC pension, ISA and inheritance tax rules',
    'Financial Ombudsman Service and FSCS',
    'SM&CR and the Statement of Professional Standing (SPS)',
  ],
  counterparties: ['private clients and families', 'accountants and solicitors', 'pension providers and platforms', 'fund managers'],
  colleagues: ['the financial planner or private banker', 'paraplanners', 'investment managers', 'compliance and file checkers'],
  deliverables: ['suitability report', 'financial plan', 'cash-flow forecast', 'annual review pack', 'investment proposal'],
  kpis: [
    kpi('Client retention', 'Share of clients who stay year to year.', '95%+ retention', 'CRM data', 'high'),
    kpi('Assets under advice growth', 'Net new money and referrals.', 'Positive net flows', 'Platform data', 'high'),
    kpi('File quality', 'Share of advice files passing compliance checks.', '100% of files pass', 'Compliance file reviews', 'high'),
    kpi('Client outcomes', 'Consumer Duty evidence that clients understand and get value.', 'Positive outcome testing', 'Surveys and MI', 'medium'),
  ],
  calendar: ['tax-year end on 5 April (ISA and pension allowances)', 'annual client reviews', 'Autumn Budget changes'],
  challenges: ['explaining market falls to anxious clients', 'complex pension transfer or IHT cases', 'regulatory paperwork load', 'vulnerable clients'],
  highlights: ['helping a family plan a secure retirement', 'a referral from a happy client', 'a complex plan that saves tax legitimately'],
  baseRisk: 38,
  stabilityFactors: ['Trust and empathy in decisions about life savings', 'Complex, personal circumstances', 'Personal accountability for advice'],
  disruptionFactors: ['AI note-takers and report writers cut admin time', 'Robo-advice serves simpler needs', 'Platforms automate rebalancing and reporting'],
  aiTools: [
    ai('Jump or Zocks AI meeting assistants', 'automation', 'medium', 'growing', 'high', 'low', 'Record client meetings, draft fact-finds and file notes for the adviser to check.', [
      { type: 'documentation', title: 'Vendor onboarding guides', description: 'How to configure note templates and consent.', duration: '1 hour' },
    ]),
    ai('Microsoft 365 Copilot', 'creation', 'medium', 'growing', 'medium', 'low', 'Drafts suitability report sections and client letters.', [
      { type: 'documentation', title: 'Microsoft Learn: Copilot in Word', description: 'Official guidance.', duration: '1 hour' },
    ]),
    ai('Voyant cash-flow modelling', 'analysis', 'high', 'mature', 'medium', 'medium', 'Scenario planning for retirement and estate plans.', [
      { type: 'tutorial', title: 'Voyant training academy', description: 'Vendor training.', duration: '3 hours' },
    ]),
    ai('Salesforce Einstein for Financial Services', 'augmentation', 'low', 'growing', 'medium', 'medium', 'Next-best-action prompts and client insights in CRM.', [
      { type: 'tutorial', title: 'Salesforce Trailhead: Financial Services Cloud', description: 'Free modules.', duration: '4 hours' },
    ]),
  ],
  resources: [
    res('certification', 'CII Diploma in Regulated Financial Planning (DipPFS)', 'The qualification needed to give advice in the UK (R01-R06).', '12-18 months', ['planning', 'advice', 'pension', 'tax', 'regulation', 'investment']),
    res('certification', 'CISI Level 4 Investment Advice Diploma', 'Alternative route to adviser status for investment advice.', '9-12 months', ['investment', 'advice', 'regulation', 'portfolio']),
    res('certification', 'CISI Chartered Wealth Manager', 'Advanced qualification for wealth managers.', '1-2 years', ['wealth', 'portfolio', 'investment']),
    res('certification', 'CII Chartered Financial Planner (APFS)', 'Advanced planning qualification, including tax and estates.', '1-2 years', ['planning', 'tax', 'estate', 'pension', 'inheritance']),
    res('community', 'Personal Finance Society (PFS)', 'Professional body events and technical updates.', 'Ongoing', ['planning', 'advice', 'network']),
    res('book', 'The Psychology of Money (Morgan Housel)', 'Why clients make the money decisions they do.', '1 week', ['client', 'behaviour', 'communication']),
  ],
  breakIn: ['Paraplanner or administrator roles while studying for DipPFS', 'Graduate schemes at St. James’s Place, Rathbones or private banks', 'Career changers from teaching, sales or banking joining adviser academies', 'Private bank analyst programmes'],
  pay: 'Trainee paraplanners earn about £25,000-£35,000; qualified advisers £50,000-£90,000; experienced chartered planners and private bankers £100,000+ with bonuses or a share of recurring fees.',
  hours: 'Mostly 40-50 hours; client meetings in the day, paperwork after; busier around the tax-year end.',
  culture: {
    workStyle: 'Client-centred teams of planner, paraplanner and administrator.',
    communicationStyle: 'Plain English, patient and personal; everything documented.',
    decisionMaking: 'Advice is personal to the adviser; investment committees set model portfolios.',
    innovationApproach: 'Growing use of AI for admin; caution on anything that touches advice.',
    workLifeBalance: 'Generally good and stable.',
  },
  interview: [
    q('A client aged 60 wants to take their whole pension as cash. What do you do?', 'Explain tax (25% tax-free, rest at marginal rate), longevity risk, alternatives (drawdown, annuity), and document their understanding.'),
    q('How would you explain a market fall to a nervous client?', 'Acknowledge emotions, put the fall in context of their plan and time horizon, and revisit risk tolerance.'),
    q('What does Consumer Duty mean for advice?', 'Good outcomes for clients across products, price and value, understanding and support; evidence it.'),
    q('Why do you want to work with clients?', 'Give a real example of helping someone with a decision and what you learned.'),
  ],
  day: [
    [
      act('Prepare for review meetings', '45 min', 'high', 'Read client files, update cash-flow forecasts and portfolio valuations.', ['paraplanners'], ['Intelliflo Office', 'Voyant or CashCalc'], ['Meeting packs ready']),
      act('Market update', '15 min', 'low', 'Check markets to answer client questions.', [], ['FE fundinfo Analytics'], ['Talking points']),
    ],
    [
      act('Annual review meeting', '75 min', 'high', 'Review a couple’s retirement plan, risk profile and pension contributions.', ['private clients and families'], ['Voyant or CashCalc', 'Microsoft Teams'], ['Agreed changes and next steps']),
      act('New client fact-find', '60 min', 'high', 'Understand goals, income, assets, health and attitude to risk.', ['private clients and families'], ['Synaptic or Dynamic Planner'], ['Complete fact-find']),
    ],
    [
      act('Research a recommendation', '60 min', 'medium', 'Compare pension options and funds for cost and suitability.', ['paraplanners'], ['FE fundinfo Analytics', 'Adviser platforms (Transact, Aviva, abrdn Wrap)'], ['Recommendation shortlist']),
      act('Call with a client’s accountant', '30 min', 'medium', 'Agree dividends vs. pension contributions for a business owner.', ['accountants and solicitors'], ['Phone'], ['Tax-efficient plan']),
    ],
    [
      act('Draft the suitability report', '90 min', 'high', 'Explain the advice, why it suits, risks and costs in plain English.', ['compliance and file checkers'], ['Intelliflo Office', 'Microsoft 365 Copilot'], ['Report ready for checking']),
      act('Compliance file check', '30 min', 'medium', 'Respond to file checker queries.', ['compliance and file checkers'], [], ['File signed off']),
    ],
    [
      act('Client follow-ups', '30 min', 'medium', 'Send meeting notes and chase paperwork.', ['private clients and families'], ['Intelliflo Office'], ['Actions logged']),
      act('CPD', '30 min', 'low', 'Read a technical update on pension tax changes.', [], [], ['CPD logged']),
    ],
  ],
  week: {
    scenario: 'Tax-year end is approaching: clients need ISA and pension top-ups, a business owner from {company} wants to plan a sale, and a compliance review of your files is due.',
    emails: [
      mail('Tax-year end top-ups', 'Financial Planner', 'high', 'Please list clients with unused ISA or pension allowance and draft letters this week.'),
      mail('Selling my business', 'Client, founder of {company}', 'high', 'I may sell the business next year. What does that mean for tax and how should I invest the proceeds?'),
      mail('File review findings', 'Compliance', 'medium', 'Two files lack evidence of capacity for loss. Please update before the review.'),
      mail('Vulnerable client flag', 'Administrator', 'medium', 'Mrs Patel mentioned a recent bereavement on the phone. Please consider extra support at her review.'),
    ],
    projects: [
      proj('Tax-year end campaign', 'Contact every client with unused ISA or pension allowance before 5 April, with a personalised letter and a suitability check.', ['Client list', 'Letters', 'Completed top-ups']),
      proj('Business sale plan for {company} founder', 'Model the sale proceeds, Business Asset Disposal Relief and capital gains tax, and plan how the money should be invested.', ['Cash-flow forecast', 'Tax notes', 'Suitability report']),
      proj('Consumer Duty outcome review', 'Gather evidence that clients understand their advice and get fair value, as the board report under Consumer Duty requires.', ['Outcome MI', 'Client survey', 'Action plan']),
    ],
    meetings: [
      meet('Client annual review', '75 min', ['Client', 'Financial Planner', 'You'], ['Goals', 'Performance', 'Changes']),
      meet('Team case review', '45 min', ['Financial Planners', 'Paraplanners', 'Compliance'], ['Complex cases', 'File quality']),
    ],
    files: [
      file('Client_cashflow_forecast.pdf', 'PDF', 'Retirement cash-flow projection.'),
      file('Suitability_report_draft.docx', 'Word document', 'Advice report for checking.'),
      file('Allowance_tracker.xlsx', 'Excel workbook', 'Clients’ ISA and pension allowance usage.'),
    ],
  },
  fundamentals: [
    fund('Suitability', 'Advice must match the client’s objectives, risk tolerance, capacity for loss and knowledge.', 'high', ['A cautious retiree in a high-risk fund is unsuitable'], ['Fact-find', 'COBS 9']),
    fund('Pension annual allowance', 'The yearly limit on tax-relieved pension contributions (currently £60,000 for most).', 'high', ['Carry forward of unused allowance from 3 years'], ['Tapered allowance', 'Tax relief']),
    fund('ISA allowance', '£20,000 a year can be saved tax-free in ISAs.', 'medium', ['Stocks and shares ISA'], ['Bed and ISA', 'Tax-year end']),
    fund('Inheritance tax', '40% tax on estates above the nil-rate bands.', 'medium', ['£325,000 nil-rate band plus residence band'], ['Gifts', 'Trusts']),
    fund('Capacity for loss', 'How much a client could lose without harming their standard of living.', 'high', ['Retiree dependent on portfolio income'], ['Risk profile', 'Suitability']),
    fund('Drawdown vs. annuity', 'Flexible income from invested pension vs. guaranteed income for life.', 'medium', ['Mixing both for security'], ['Sequence risk', 'Longevity']),
  ],
  news: [
    news('Budget changes pension inheritance rules', 'HM Treasury', 'Tax', 'high', 'Unused pensions will be brought into inheritance tax from April 2027.', 'Clients’ estate plans need reviewing: a wave of advice work.'),
    news('FCA targeted support regime to widen access to guidance', 'FCA', 'Regulation', 'medium', 'New rules let firms give more tailored guidance to customers.', 'Could change how firms serve clients who do not pay for full advice.'),
    news('Markets fall 8% in a month', 'Financial Times', 'Markets', 'medium', 'Global equities dropped on growth fears.', 'Expect calls from worried clients; communication matters.'),
    news('Wealth firm consolidation continues', 'Citywire', 'Industry', 'low', 'Private equity-backed consolidators bought more advice firms, bringing centralised investment propositions.', 'Expect platform migrations, new processes and more job moves across the industry.'),
  ],
  companies: [
    co('Oakhurst Engineering Ltd', 'Engineering', 'Family-owned business whose founder is planning a sale.', 'oakhurst-eng.example'),
    co('Ferncliff Wealth Partners', 'Wealth management', 'Chartered planning firm with 800 families as clients.', 'ferncliffwealth.example'),
    co('Meridian Private Bank', 'Private banking', 'Private bank for entrepreneurs and professionals.', 'meridianprivate.example'),
    co('Saltash Platform Services', 'Investment platform', 'Adviser platform used for client portfolios.', 'saltashplatform.example'),
  ],
  keywords: ['wealth', 'financial planner', 'adviser', 'advisor', 'paraplanner', 'private bank', 'private client', 'financial planning'],
};

export const PRIVATE_MARKETS: SectorKnowledge = {
  label: 'Private markets',
  department: 'Investment team',
  employers: [
    'private equity firms (CVC, Permira, Apax, Bridgepoint, Inflexion, Livingbridge)',
    'venture capital firms (Balderton, Atomico, Index Ventures, LocalGlobe)',
    'private credit and infrastructure funds (Ares, ICG, Macquarie, 3i Infrastructure)',
  ],
  tools: [
    tool('Excel', 'LBO, returns and portfolio models'),
    tool('PitchBook and Preqin', 'deal, fund and company data'),
    tool('S&P Capital IQ', 'comparables'),
    tool('DealCloud or Affinity', 'deal pipeline and relationship CRM'),
    tool('Datasite', 'data rooms'),
    tool('Chronograph or iLEVEL', 'portfolio monitoring'),
    tool('PowerPoint', 'investment committee papers'),
    tool('Beauhurst', 'UK private company data'),
  ],
  regulation: [
    'AIFMD and FCA rules for fund managers',
    'IPEV Valuation Guidelines and IFRS 13 fair value',
    'ILPA principles and reporting templates',
    'BVCA Reporting Guidelines (Walker Guidelines)',
    'National Security and Investment Act 2021 and CMA merger control',
    'SFDR for funds marketed in the EU',
  ],
  counterparties: ['founders and management teams', 'sell-side advisers', 'lenders', 'limited partners (LPs)', 'due diligence providers'],
  colleagues: ['the deal partner', 'the portfolio operations team', 'investor relations', 'finance and fund administration'],
  deliverables: ['investment committee paper', 'LBO model', 'due diligence plan', 'portfolio review', 'LP quarterly report', '100-day plan'],
  kpis: [
    kpi('Fund returns (IRR and MOIC)', 'Net returns to investors over the fund life.', 'Top-quartile net IRR (around 15-20%+)', 'Quarterly valuations and exits', 'high'),
    kpi('Deal flow quality', 'Qualified opportunities sourced and progressed.', 'Strong proprietary pipeline', 'CRM pipeline reports', 'medium'),
    kpi('Portfolio value creation', 'EBITDA growth, margin and cash conversion in portfolio companies.', 'Value creation plan delivered', 'Monthly portfolio KPIs', 'high'),
    kpi('Execution quality', 'Diligence thoroughness and accuracy of IC papers.', 'No surprises post-close', 'IC feedback and post-mortems', 'medium'),
  ],
  calendar: ['quarterly valuations and LP reporting', 'annual general meetings with LPs', 'fundraising cycles every 3-5 years'],
  challenges: ['competitive auctions pushing prices up', 'a portfolio company missing its plan', 'high financing costs squeezing returns', 'long diligence weeks'],
  highlights: ['closing a deal you sourced', 'a successful exit', 'working closely with founders'],
  baseRisk: 38,
  stabilityFactors: ['Investment judgement and relationships with founders', 'Negotiation and structuring', 'Active ownership and governance on boards'],
  disruptionFactors: ['AI sourcing tools scan thousands of companies', 'Diligence document review is increasingly automated', 'Portfolio monitoring reporting automated'],
  aiTools: [
    ai('Hebbia Matrix', 'analysis', 'medium', 'growing', 'high', 'low', 'Reads data rooms and answers diligence questions across thousands of documents with citations.', [
      { type: 'documentation', title: 'Hebbia resources', description: 'Vendor guides and case studies.', duration: '1 hour' },
    ]),
    ai('Grata or SourceScrub', 'automation', 'medium', 'growing', 'medium', 'low', 'AI search to find private companies matching a thesis.', [
      { type: 'tutorial', title: 'Grata help centre', description: 'Search and list-building tutorials.', duration: '1 hour' },
    ]),
    ai('Affinity relationship intelligence', 'collaboration', 'medium', 'growing', 'medium', 'low', 'Maps the firm’s network to find warm introductions.', [
      { type: 'documentation', title: 'Affinity help centre', description: 'Setup and best practice.', duration: '1 hour' },
    ]),
    ai('Microsoft 365 Copilot', 'creation', 'medium', 'growing', 'medium', 'low', 'Drafts IC paper sections and summarises management presentations.', [
      { type: 'documentation', title: 'Microsoft Learn: Copilot for Microsoft 365', description: 'Official guidance.', duration: '2 hours' },
    ]),
  ],
  resources: [
    res('course', 'Private Equity and Venture Capital (Bocconi) on Coursera', 'Introduction to PE/VC deal making and fund structures.', '20 hours', ['private', 'equity', 'venture', 'fund', 'deal']),
    res('certification', 'CAIA Charter (CAIA Association)', 'Alternative investments including PE and private credit.', '200 hours per level', ['alternative', 'private', 'fund', 'credit']),
    res('course', 'BVCA training courses', 'UK industry courses on PE fundamentals, valuation and VC term sheets.', '1-2 days each', ['private', 'equity', 'venture', 'valuation', 'term']),
    res('book', 'Venture Deals (Brad Feld & Jason Mendelson)', 'Term sheets and VC economics.', '2 weeks', ['venture', 'term', 'sheet', 'startup']),
    res('book', 'Private Equity at Work (Appelbaum & Batt)', 'How PE creates (and sometimes destroys) value.', '3 weeks', ['private', 'equity', 'value', 'creation']),
    res('project', 'Write three investment memos on UK private companies', 'Use Companies House accounts and Beauhurst to build a thesis and LBO.', '4 weekends', ['memo', 'lbo', 'model', 'thesis']),
  ],
  breakIn: ['Two years in investment banking or Big Four transaction services, then PE associate recruiting cycles', 'Strategy consulting into operationally focused funds', 'VC via startup operating roles or scout programmes', 'Private credit from leveraged finance'],
  pay: 'London PE associates earn about £100,000-£150,000 base plus bonus; partners earn carried interest that can dwarf salary. VC pays less in cash (£50,000-£90,000 for analysts/associates) with carry at senior levels.',
  hours: '55-75 hours during live deals; quieter between processes than banking; VC is lighter but relies on networking evenings.',
  culture: {
    workStyle: 'Small deal teams with high ownership; juniors get real responsibility.',
    communicationStyle: 'Concise memos and IC debates; trust built through accurate work.',
    decisionMaking: 'Investment committee approves every deal; partners lead negotiations.',
    innovationApproach: 'Increasing use of data-driven sourcing and AI diligence tools.',
    workLifeBalance: 'Intense on deals; better than banking on average.',
  },
  interview: [
    q('Walk me through a paper LBO.', 'Entry EV, debt and equity, EBITDA growth and cash generation, exit at a multiple, compute MOIC and IRR (e.g. 2.5x over 5 years ≈ 20%).'),
    q('What makes a good private equity investment?', 'Resilient cash flows, market position, levers for value creation, strong management, sensible price and exit routes.'),
    q('Talk me through a deal in our portfolio.', 'Research the fund’s portfolio, give thesis, risks and what you would do next.'),
    q('How would you assess a Series A startup?', 'Team, market size, traction and unit economics, competition, and terms.'),
  ],
  day: [
    [
      act('Pipeline review', '30 min', 'medium', 'Check new inbound opportunities and advisers’ teasers.', ['sell-side advisers'], ['DealCloud or Affinity', 'PitchBook and Preqin'], ['Shortlist to discuss']),
      act('Portfolio KPIs', '30 min', 'medium', 'Review monthly numbers from portfolio companies.', ['portfolio operations team'], ['Chronograph or iLEVEL'], ['Issues flagged to partners']),
    ],
    [
      act('Management presentation', '2 hours', 'high', 'Hear a target’s management present and ask probing questions.', ['founders and management teams', 'deal partner'], [], ['Key diligence questions list']),
      act('Deal team call', '30 min', 'high', 'Agree diligence workstreams and adviser scopes.', ['due diligence providers', 'deal partner'], ['Microsoft Teams'], ['Scopes agreed']),
    ],
    [
      act('Build the LBO', '2 hours', 'high', 'Model entry price, debt structure and returns scenarios.', [], ['Excel', 'S&P Capital IQ'], ['Returns at different prices']),
      act('Lender call', '30 min', 'medium', 'Discuss debt terms with direct lenders.', ['lenders'], ['Phone'], ['Indicative term sheets']),
    ],
    [
      act('Draft the IC paper', '2 hours', 'high', 'Write thesis, risks, value creation plan and returns.', ['deal partner'], ['PowerPoint', 'Word'], ['IC paper draft']),
      act('Data-room review', '60 min', 'medium', 'Read contracts and customer data for red flags.', [], ['Datasite', 'Hebbia Matrix'], ['Red-flag list']),
    ],
    [
      act('Update the partner', '20 min', 'medium', 'Share progress and open issues.', ['deal partner'], [], ['Next-day priorities']),
      act('Networking', '60 min', 'low', 'Attend an industry dinner to meet founders and advisers.', ['founders and management teams'], [], ['New relationships']),
    ],
  ],
  week: {
    scenario: 'You are in second-round diligence on {company}, a founder-led business being sold in an auction, while {company2}, a portfolio company, has missed its budget two months running.',
    emails: [
      mail('IC paper for {company}: draft by Thursday', 'Deal Partner', 'high', 'I want the returns bridge, a downside case with 20% lower EBITDA and the top five diligence findings. Keep it to 20 pages.'),
      mail('Commercial diligence interim findings', 'Due diligence adviser', 'medium', 'Customer interviews are positive but churn in the SME segment is higher than management says. Call to discuss?'),
      mail('{company2} trading update', 'Portfolio CFO', 'high', 'Revenue is 8% behind budget; we are cutting costs and reforecasting. Board pack attached.'),
      mail('LP quarterly report inputs', 'Investor Relations', 'medium', 'Please send valuation commentary for your portfolio companies by Friday.'),
    ],
    projects: [
      proj('Acquisition of {company}', 'Complete financial, commercial and legal diligence and submit a fully financed binding bid.', ['LBO model', 'IC paper', 'Bid letter']),
      proj('{company2} turnaround support', 'Help management reset the budget, cut costs and keep lenders informed while trading recovers.', ['Reforecast', 'Cost plan', 'Board paper']),
      proj('Quarterly valuations', 'Value portfolio companies under IPEV guidelines.', ['Valuation workbook', 'Commentary']),
    ],
    meetings: [
      meet('Investment committee', '90 min', ['Partners', 'Deal team', 'You'], ['{company} thesis', 'Risks', 'Bid price']),
      meet('{company2} board meeting', '2 hours', ['Chair', 'CEO', 'CFO', 'Deal Partner', 'You'], ['Trading', 'Cost plan', 'Financing']),
    ],
    files: [
      file('{company}_LBO_v8.xlsx', 'Excel model', 'Returns model with scenarios.'),
      file('IC_Paper_{company}.pptx', 'Presentation', 'Investment committee paper.'),
      file('Portfolio_Valuations_Q.xlsx', 'Excel workbook', 'Quarterly fair value workings.'),
    ],
  },
  fundamentals: [
    fund('IRR and MOIC', 'Time-weighted return and multiple of money invested.', 'high', ['2.0x in 4 years ≈ 19% IRR'], ['Returns', 'Carry']),
    fund('Leveraged buyout', 'An acquisition funded largely with debt secured on the target.', 'high', ['5x EBITDA of debt'], ['Debt capacity', 'Covenants']),
    fund('Carried interest', 'The manager’s share of profits (often 20%) above a hurdle.', 'medium', ['8% preferred return'], ['Waterfall', 'Hurdle']),
    fund('Value creation plan', 'The specific levers to grow value during ownership.', 'high', ['Pricing, M&A, margin improvement'], ['100-day plan', 'Operating partners']),
    fund('Term sheet', 'Key terms of an investment: valuation, preferences, governance.', 'medium', ['1x non-participating liquidation preference'], ['Venture', 'Preference']),
    fund('J-curve', 'Fund returns are negative early due to fees and valuations, then rise.', 'low', ['Negative IRR in years 1-2'], ['Fund life', 'Drawdowns']),
  ],
  news: [
    news('Private equity exits slow as valuation gap persists', 'PitchBook', 'Industry', 'medium', 'Sponsors hold assets longer as buyers and sellers disagree on price.', 'Longer holds mean more portfolio work and continuation-fund deals.'),
    news('Private credit funds raise record capital', 'Preqin', 'Industry', 'medium', 'Direct lenders continue to take share from banks in mid-market buyouts, with larger unitranche deals.', 'More financing options for buyouts, often faster but at higher margins than bank debt.'),
    news('{company} sale process attracts five bidders', 'Sky News', 'Deals', 'high', 'The founder-led business is expected to fetch over £300m.', 'Competitive auction pressure on your bid price.'),
    news('Government tightens National Security and Investment Act reviews', 'Cabinet Office', 'Regulation', 'low', 'The government said more sectors may require mandatory notification before a deal can complete.', 'Deal timetables could lengthen, so conditions and long-stop dates need more thought.'),
  ],
  companies: [
    co('Fenwright Testing Services Ltd', 'Business services', 'Founder-led testing and inspection company.', 'fenwright.example'),
    co('Brightwater Dental Group', 'Healthcare', 'Buy-and-build dental practice group owned by the fund.', 'brightwaterdental.example'),
    co('Loop Analytics Ltd', 'Software', 'Series B data startup for retailers.', 'loopanalytics.example'),
    co('Cairnmore Capital Partners', 'Private equity', 'Mid-market buyout fund with £2bn under management.', 'cairnmore.example'),
  ],
  keywords: ['private equity', 'venture', 'vc ', 'buyout', 'private credit', 'infrastructure', 'secondaries', 'fund of funds', 'growth equity', 'portfolio company'],
};

export const REAL_ESTATE_FINANCE: SectorKnowledge = {
  label: 'Real estate finance',
  department: 'Real estate investment team',
  employers: [
    'property investors and REITs (British Land, Landsec, Segro, Grosvenor)',
    'real estate fund managers (LaSalle, Nuveen, M&G Real Estate)',
    'lenders and advisers (CBRE, JLL, Knight Frank, Savills)',
  ],
  tools: [
    tool('ARGUS Enterprise', 'cash-flow valuation of buildings'),
    tool('Excel', 'development appraisals and fund models'),
    tool('CoStar', 'market data and comparables'),
    tool('MSCI Real Capital Analytics', 'transaction evidence'),
    tool('Yardi or MRI', 'property management and leases'),
    tool('EG Radius', 'UK market data'),
    tool('LandInsight', 'site sourcing'),
    tool('Power BI', 'portfolio dashboards'),
  ],
  regulation: [
    'RICS Valuation - Global Standards (Red Book)',
    'IAS 40 investment property and IFRS 13 fair value',
    'Minimum Energy Efficiency Standards (MEES) and EPC ratings',
    'Building Safety Act 2022',
    'AIFMD for property funds',
    'UK REIT regime',
  ],
  counterparties: ['tenants and occupiers', 'agents and valuers', 'lenders', 'developers and contractors', 'planning authorities'],
  colleagues: ['asset managers', 'fund managers', 'the debt team', 'the sustainability team'],
  deliverables: ['acquisition appraisal', 'valuation report', 'asset business plan', 'loan credit paper', 'fund performance report'],
  kpis: [
    kpi('Total return', 'Income plus capital growth vs. the MSCI UK property benchmark.', 'Beat benchmark over 3 years', 'MSCI performance reporting', 'high'),
    kpi('Occupancy and rent collection', 'Share of space let and rent paid.', '95%+ occupancy and collection', 'Property management data', 'high'),
    kpi('Loan-to-value and covenant headroom', 'Debt vs. property value against loan covenants.', 'LTV below covenant with headroom', 'Quarterly valuations', 'medium'),
    kpi('EPC and sustainability targets', 'Share of buildings rated EPC B or better.', 'Meet 2030 EPC trajectory', 'EPC register and audits', 'medium'),
  ],
  calendar: ['quarter days for rent (25 March, 24 June, 29 September, 25 December)', 'quarterly valuations', 'lease events and rent reviews'],
  challenges: ['falling values when interest rates rise', 'office vacancy after hybrid working', 'capex to meet EPC rules', 'refinancing at higher rates'],
  highlights: ['letting a vacant floor to a strong tenant', 'a development completing on budget', 'buying a building ahead of a market recovery'],
  baseRisk: 40,
  stabilityFactors: ['Negotiation with tenants and sellers', 'Local market knowledge and site judgement', 'Physical assets need on-site decisions'],
  disruptionFactors: ['Automated valuation models for standard assets', 'AI lease abstraction replaces manual reading', 'Data platforms speed up comparables'],
  aiTools: [
    ai('AI lease abstraction (e.g. Leverton/MRI Contract Intelligence)', 'automation', 'medium', 'growing', 'high', 'low', 'Extracts rent, breaks and reviews from leases automatically.', [
      { type: 'documentation', title: 'MRI Software knowledge centre', description: 'Vendor guides.', duration: '1 hour' },
    ]),
    ai('CoStar analytics', 'analysis', 'high', 'mature', 'medium', 'low', 'Market data with forecasting and comparables search.', [
      { type: 'tutorial', title: 'CoStar training', description: 'Vendor tutorials.', duration: '2 hours' },
    ]),
    ai('Cherre', 'analysis', 'low', 'growing', 'medium', 'medium', 'Connects property data sources for portfolio analytics.', [
      { type: 'documentation', title: 'Cherre documentation', description: 'Data integration guides.', duration: '2 hours' },
    ]),
    ai('Microsoft 365 Copilot', 'creation', 'medium', 'growing', 'medium', 'low', 'Drafts investment papers and summarises market reports.', [
      { type: 'documentation', title: 'Microsoft Learn: Copilot for Microsoft 365', description: 'Official guidance.', duration: '2 hours' },
    ]),
  ],
  resources: [
    res('certification', 'RICS Assessment of Professional Competence (APC)', 'Route to chartered surveyor (MRICS).', '2 years of structured training', ['valuation', 'surveying', 'property', 'real', 'estate']),
    res('course', 'IPF Investment Property Forum education programme', 'Property investment and finance modules run with Cambridge.', '6-12 months', ['property', 'investment', 'finance', 'real', 'estate']),
    res('course', 'A.CRE Real Estate Financial Modeling Accelerator', 'Development and acquisition modelling in Excel.', '40 hours', ['model', 'excel', 'appraisal', 'development']),
    res('tutorial', 'ARGUS Enterprise certification (ARGUS Software)', 'Official certification on cash-flow valuation.', '2-3 days', ['argus', 'valuation', 'cash', 'flow']),
    res('book', 'Commercial Real Estate Analysis and Investments (Geltner et al.)', 'Core text on real estate investment.', '8 weeks', ['real', 'estate', 'investment', 'valuation']),
    res('certification', 'CFA Program (CFA Institute)', 'Broad investment grounding used by REIT analysts.', '300 hours per level', ['investment', 'valuation', 'portfolio']),
  ],
  breakIn: ['RICS-accredited degree or conversion master’s, then a graduate surveyor scheme', 'Real estate banking or debt teams from banking graduate schemes', 'Agency or valuation roles before moving to investment', 'REIT analyst roles from equity research'],
  pay: 'Graduate surveyors earn about £28,000-£35,000; investment analysts at funds £45,000-£65,000; experienced fund managers and debt directors £100,000+ with bonuses and sometimes carry.',
  hours: '45-55 hours; transactions create peaks; site visits break up desk time.',
  culture: {
    workStyle: 'Deal-driven but relationship-heavy; mix of office and site visits.',
    communicationStyle: 'Networked: agents, tenants and lenders; clear investment papers.',
    decisionMaking: 'Investment committees approve acquisitions and capex; lenders’ credit committees approve loans.',
    innovationApproach: 'Gradual: data platforms and ESG tools growing.',
    workLifeBalance: 'Reasonable outside transactions.',
  },
  interview: [
    q('How do you value an office building?', 'Income approach: capitalise net rent at a market yield or DCF with lease events; compare with transactions; consider EPC and capex.'),
    q('What happens to property values when rates rise?', 'Yields widen as investors demand higher returns; values fall unless rents grow.'),
    q('What is a break clause and why does it matter?', 'Tenant’s right to end the lease early; affects income security and value.'),
    q('Which sector of property would you invest in now?', 'Pick one (e.g. logistics, living) and support it with supply/demand and yield evidence.'),
  ],
  day: [
    [
      act('Market scan', '30 min', 'medium', 'Read property press and new transaction evidence.', [], ['CoStar', 'EG Radius'], ['Comparables logged']),
      act('Review rent collection', '30 min', 'medium', 'Check arrears after the quarter day.', ['property managers'], ['Yardi or MRI'], ['Arrears chased']),
    ],
    [
      act('Acquisition appraisal', '2 hours', 'high', 'Model a logistics warehouse purchase with rent reviews and exit yield.', ['asset managers'], ['ARGUS Enterprise', 'Excel'], ['Bid price range']),
      act('Agent call', '30 min', 'medium', 'Discuss pricing and competing bidders.', ['agents and valuers'], ['Phone'], ['Market colour on the deal']),
    ],
    [
      act('Site visit', '90 min', 'high', 'Inspect a building with the asset manager and building surveyor.', ['asset managers', 'developers and contractors'], [], ['Capex items identified']),
      act('Lease negotiation', '45 min', 'medium', 'Agree heads of terms with a prospective tenant.', ['tenants and occupiers'], [], ['Draft heads of terms']),
    ],
    [
      act('Investment committee paper', '2 hours', 'high', 'Write up the acquisition case and risks.', ['fund managers'], ['Word', 'Excel'], ['Paper ready for IC']),
      act('Debt refinancing analysis', '60 min', 'medium', 'Compare lender terms for a refinancing.', ['lenders', 'the debt team'], ['Excel'], ['Refinancing recommendation']),
    ],
    [
      act('Sustainability check', '30 min', 'medium', 'Review EPC ratings and upgrade costs for the portfolio.', ['the sustainability team'], ['Power BI'], ['Updated EPC plan']),
      act('Admin and emails', '30 min', 'low', 'Update the deal tracker.', [], ['Excel'], ['Tracker current']),
    ],
  ],
  week: {
    scenario: 'You are bidding for a logistics estate sold by {company} while a tenant at an office building owned by the fund has served a break notice, and quarterly valuations are due.',
    emails: [
      mail('Best and final bids due Friday', 'Agent', 'high', 'Three parties remain. Please submit best and final by noon Friday with proof of funds.'),
      mail('Break notice served', 'Asset Manager', 'high', 'The tenant of floors 3-5 has served notice. We need a re-letting plan and capex estimate.'),
      mail('Valuation queries', 'External valuer', 'medium', 'Please confirm rent review outcomes and void periods for the Q valuation.'),
      mail('EPC upgrade costs', 'Sustainability Team', 'medium', 'Two buildings fall below the expected 2030 EPC standard. Cost estimates attached.'),
    ],
    projects: [
      proj('Acquisition of the {company} logistics estate', 'Underwrite the logistics estate, agree the bid with the investment committee and submit best and final.', ['Appraisal', 'IC paper', 'Bid letter']),
      proj('Office re-letting plan', 'Re-let the floors after the tenant’s break, with a capex plan to make the space competitive.', ['Capex plan', 'Marketing brief', 'Leasing model']),
      proj('Quarterly valuation round', 'Give the external valuers tenancy data and evidence for the quarterly valuation.', ['Tenancy schedules', 'Valuation review']),
    ],
    meetings: [
      meet('Investment committee', '60 min', ['Fund Manager', 'Asset Managers', 'You'], ['{company} estate bid', 'Risks', 'Financing']),
      meet('Tenant negotiation', '45 min', ['Tenant', 'Agent', 'Asset Manager'], ['Lease terms', 'Incentives']),
    ],
    files: [
      file('Estate_Appraisal.xlsx', 'Excel model', 'Cash-flow appraisal with scenarios.'),
      file('Tenancy_Schedule.xlsx', 'Excel workbook', 'Leases, rents and events.'),
      file('EPC_Plan.pdf', 'PDF', 'Sustainability upgrade programme.'),
    ],
  },
  fundamentals: [
    fund('Net initial yield', 'Annual rent after costs divided by price including purchase costs.', 'high', ['£1m rent on £18m price ≈ 5.2% NIY after costs'], ['Cap rate', 'Valuation']),
    fund('WAULT', 'Weighted average unexpired lease term: income security.', 'high', ['WAULT of 7 years to break'], ['Break clause', 'Income']),
    fund('Loan-to-value (LTV)', 'Debt as a share of property value; lenders set maximum LTVs and test them every quarter.', 'high', ['£60m loan on £100m = 60% LTV'], ['Covenants', 'ICR']),
    fund('Rent review', 'A lease event where rent resets, often upward-only in the UK.', 'medium', ['Five-yearly open market review'], ['ERV', 'Reversion']),
    fund('Development appraisal', 'Residual land value or profit on cost of a scheme.', 'medium', ['20% profit on cost'], ['GDV', 'Build costs']),
    fund('MEES', 'Minimum EPC rating required to let a building.', 'medium', ['EPC E minimum now; higher proposed'], ['EPC', 'Capex']),
  ],
  news: [
    news('UK commercial property values stabilise', 'MSCI', 'Markets', 'medium', 'Capital values were flat for the quarter after two years of falls.', 'Investors may return, lifting transaction activity.'),
    news('Office vacancy rises in regional cities', 'CoStar', 'Markets', 'high', 'Office vacancy in regional cities reached 12% as occupiers downsize after hybrid working.', 'Leasing risk rises and owners face capex decisions to keep buildings lettable.'),
    news('Government confirms EPC targets for commercial buildings', 'DESNZ', 'Regulation', 'medium', 'Minimum standards will rise over the decade.', 'Capex plans and valuations must reflect upgrades.'),
    news('{company} puts logistics estate up for sale', 'Property Week', 'Deals', 'high', 'The £250m logistics estate is 98% let to a mix of retailers and third-party logistics firms.', 'A live opportunity for your fund, and competition from other bidders.'),
  ],
  companies: [
    co('Ironbridge Logistics Estates', 'Logistics property', 'Owner of distribution warehouses in the Midlands.', 'ironbridge-estates.example'),
    co('Cathedral Quarter Offices LLP', 'Office property', 'Regional office owner.', 'cathedralquarter.example'),
    co('Harbour Living REIT', 'Residential', 'Build-to-rent REIT.', 'harbourliving.example'),
    co('Kingsmead Property Lending', 'Real estate debt', 'Non-bank lender for development finance.', 'kingsmeadlending.example'),
  ],
  keywords: ['real estate', 'property', 'reit', 'surveyor', 'valuer', 'development finance', 'commercial mortgage', 'landlord'],
};
