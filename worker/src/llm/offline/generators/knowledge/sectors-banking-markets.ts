import { act, ai, co, file, fund, kpi, mail, meet, news, proj, q, res, tool } from './build';
import type { SectorKnowledge } from './types';

/*
 * Placeholders the generators fill in week/day/news text: {role} role title, {company} and {company2}
 * fictional companies of the sector, {skill} one of the role's skills, {manager} the next rung of the
 * role's ladder, {senior} the top rung.
 */

export const INVESTMENT_BANKING: SectorKnowledge = {
  label: 'Investment banking',
  department: 'Investment Banking Division',
  employers: [
    'bulge-bracket banks (Goldman Sachs, J.P. Morgan, Morgan Stanley, Barclays)',
    'elite boutiques (Evercore, Lazard, PJT Partners, Rothschild & Co)',
    'mid-market advisers and corporate brokers (Houlihan Lokey, Peel Hunt, Cavendish)',
  ],
  tools: [
    tool('Excel', 'three-statement, DCF, LBO and merger models'),
    tool('PowerPoint with Macabacus or UpSlide', 'pitch books and board presentations'),
    tool('S&P Capital IQ', 'trading comps, precedent deals and company financials'),
    tool('FactSet', 'consensus estimates and ownership data'),
    tool('Bloomberg Terminal', 'share prices, bond yields and market colour'),
    tool('Dealogic', 'league tables and deal history'),
    tool('Datasite or Intralinks', 'virtual data rooms on live deals'),
    tool('DealCloud', 'coverage CRM and deal pipeline'),
  ],
  regulation: [
    'FCA Handbook and the Senior Managers & Certification Regime (SM&CR)',
    'UK Takeover Code (Takeover Panel)',
    'UK Listing Rules and the Prospectus Regulation',
    'Market Abuse Regulation (inside information, insider lists, wall-crossing)',
    'MiFID II conflicts-of-interest and record-keeping rules',
    'Basel III capital rules that price the bank’s balance sheet for lending',
    'National Security and Investment Act 2021 and CMA merger control',
  ],
  counterparties: ['corporate CFOs and boards', 'private equity sponsors', 'company lawyers', 'accountants running due diligence', 'institutional investors'],
  colleagues: ['the deal team Associate and VP', 'the Managing Director', 'the capital markets desk', 'the conflicts and control room', 'the graphics team'],
  deliverables: ['pitch book', 'valuation summary', 'merger model', 'information memorandum', 'process letter', 'buyer list', 'board presentation'],
  kpis: [
    kpi('Deal fees generated', 'Advisory and underwriting fees credited to your team.', 'Team budget met or beaten for the year', 'League tables (Dealogic) and the bank’s fee ledger', 'high'),
    kpi('Model and deck accuracy', 'Errors caught by seniors or clients in your work.', 'No number errors reaching a client', 'Review comments and turn-around notes from VPs', 'high'),
    kpi('Turnaround time', 'How fast a draft reaches the VP after a request.', 'Same-day first drafts for standard pages', 'Staffing feedback and 360 reviews', 'medium'),
    kpi('Staffing reviews', 'Ratings from every deal team you worked on.', 'Top-bucket ranking in the analyst class', 'Mid-year and year-end reviews', 'high'),
  ],
  calendar: ['year-end bonus and promotion rounds in January/February', 'deal windows that close in August and over Christmas', 'results seasons that reset valuations'],
  challenges: ['late changes to a pitch book the night before a meeting', 'a buyer mark-up that reopens agreed points', 'staffing on three deals at once', 'reconciling numbers between the model and the deck'],
  highlights: ['a signed deal you built the model for', 'the client quoting your analysis in the board meeting', 'getting staffed on a live process rather than pitches'],
  baseRisk: 48,
  stabilityFactors: [
    'Clients pay for judgement, relationships and execution under the Takeover Code, which software cannot sign off',
    'Deals involve negotiation between people with opposing interests',
    'Regulators hold named individuals accountable under SM&CR',
  ],
  disruptionFactors: [
    'Comps, precedent tables and first-draft pages are increasingly produced by tools such as Capital IQ Pro and Copilot',
    'Data-room document review and Q&A triage are being automated by Datasite and Hebbia',
    'Banks are hiring smaller analyst classes as first drafts get faster',
  ],
  aiTools: [
    ai('Microsoft 365 Copilot (Excel and PowerPoint)', 'augmentation', 'medium', 'growing', 'high', 'low', 'Drafts slides from outlines, explains formulas and reformats model outputs; banks are piloting it inside their own tenant.', [
      { type: 'documentation', title: 'Microsoft Learn: Get started with Copilot in Excel', description: 'Official guide to prompts, data ranges and limits.', duration: '1 hour' },
      { type: 'course', title: 'Microsoft Learn: Copilot for Microsoft 365 learning path', description: 'Free path covering Copilot across Office apps.', duration: '4 hours' },
    ]),
    ai('Rogo', 'analysis', 'low', 'early', 'medium', 'medium', 'A finance-trained assistant that pulls filings and transcripts into comps, precedent summaries and first-draft pages.', [
      { type: 'documentation', title: 'Rogo product documentation', description: 'How the assistant sources data and cites documents.', duration: '1 hour' },
    ]),
    ai('Datasite AI', 'automation', 'medium', 'growing', 'medium', 'low', 'Auto-categorises and redacts documents in the virtual data room and tracks buyer activity.', [
      { type: 'tutorial', title: 'Datasite Academy', description: 'Short videos on running a sell-side data room.', duration: '2 hours' },
    ]),
    ai('S&P Capital IQ Pro ChatIQ', 'analysis', 'medium', 'growing', 'medium', 'low', 'Natural-language search over company financials and transcripts inside Capital IQ Pro.', [
      { type: 'tutorial', title: 'S&P Capital IQ Pro training centre', description: 'Vendor tutorials on screening and building comps.', duration: '3 hours' },
    ]),
  ],
  resources: [
    res('certification', 'CISI Level 3 Certificate in Corporate Finance', 'The UK corporate finance technical foundations: valuation, regulation and the Takeover Code.', '3-4 months part-time', ['corporate', 'finance', 'takeover', 'regulation', 'deal']),
    res('course', 'Wall Street Prep Premium Package', 'Financial statement, DCF, LBO and M&A modelling as banks teach analysts.', '40-60 hours', ['model', 'excel', 'dcf', 'merger', 'lbo', 'valuation', 'statement']),
    res('book', 'Investment Banking: Valuation, LBOs, M&A and IPOs (Rosenbaum & Pearl)', 'The standard text on comps, precedents, DCF and LBO analysis.', '4-6 weeks', ['valuation', 'comps', 'precedent', 'dcf', 'lbo', 'merger']),
    res('course', 'Corporate Finance Institute FMVA', 'Financial Modeling & Valuation Analyst certification with graded case studies.', '120 hours', ['model', 'valuation', 'excel', 'forecast']),
    res('certification', 'CFA Program Level I (CFA Institute)', 'Broad grounding in accounting, corporate finance, equity and fixed income.', '300 hours of study', ['valuation', 'accounting', 'statement', 'finance', 'equity', 'bond']),
    res('project', 'Build a full sell-side case on a listed UK mid-cap', 'Pick an FTSE 250 company, build comps, a DCF and a 20-page pitch; have a banker critique it.', '3-4 weekends', ['pitch', 'model', 'valuation', 'powerpoint']),
  ],
  breakIn: [
    'Spring weeks in first year, then a summer internship in penultimate year: most analyst offers come from the internship',
    'Off-cycle internships at boutiques and mid-market firms',
    'Lateral moves from Big Four transaction services or corporate finance after ACA',
    'Corporate broking or ECM via a markets graduate scheme',
  ],
  pay: 'London first-year analysts at large banks earn roughly £60,000-£70,000 base plus a bonus of 30-70%; associates £90,000-£120,000 base; boutiques pay similar or more but with smaller classes. Promotion is roughly every 2-3 years: Analyst → Associate → VP → Director → MD.',
  hours: 'Expect 60-80 hour weeks on live deals, with weekend work before signings. Many banks now protect Saturdays, but a deadline set by a client or the Takeover Panel timetable overrides it.',
  culture: {
    workStyle: 'Deal teams of 3-5 under an MD; work is staffed centrally and arrives in bursts tied to client deadlines.',
    communicationStyle: 'Short, precise emails and turn comments; every number on a page must tie back to the model.',
    decisionMaking: 'Hierarchical: the MD owns the client advice, committees approve mandates, fairness opinions and underwriting.',
    innovationApproach: 'Conservative on client-facing output; productivity tools are adopted inside the bank’s controlled environment first.',
    workLifeBalance: 'Demanding and unpredictable; protected weekends exist on paper and depend on deal flow.',
  },
  interview: [
    q('Walk me through a DCF.', 'Project unlevered free cash flow for 5-10 years, discount at WACC, add a terminal value (Gordon growth or exit multiple), then bridge from enterprise value to equity value using net debt.'),
    q('How do the three statements link when depreciation rises by £10m?', 'EBIT falls by £10m, net income falls by £10m × (1 − tax); cash flow rises by the tax saving; PP&E falls £10m; retained earnings fall by the net-income change and the balance sheet balances.'),
    q('Is this acquisition accretive or dilutive?', 'Compare the acquirer’s P/E with the target’s P/E adjusted for funding: cash costs the after-tax interest forgone, debt the after-tax interest cost, stock the earnings yield of the acquirer.'),
    q('Pitch me a company you would advise to buy another.', 'Name both, give the strategic logic, a rough valuation range, how it would be funded and the main risk (antitrust, integration, shareholder vote).'),
  ],
  day: [
    [
      act('Scan overnight news and market moves', '30 min', 'medium', 'Check the FT, Bloomberg and RNS announcements for anything touching live clients or comparable companies before the team is in.', ['Associate'], ['Bloomberg Terminal', 'FactSet'], ['Flagged two RNS announcements that move the trading comps']),
      act('Clear overnight turn comments', '60 min', 'high', 'Work through the VP’s mark-ups on the pitch book sent at midnight: fix footnotes, update share prices and re-run the football field.', ['Vice President'], ['PowerPoint with Macabacus or UpSlide', 'Excel'], ['Turned deck back before the 9am check-in']),
    ],
    [
      act('Deal team check-in', '30 min', 'high', 'Run through the workstream tracker: buyer calls, data-room questions outstanding and the timetable to first-round bids.', ['Managing Director', 'Associate', 'Vice President'], ['Deal tracker in Excel'], ['Agreed owners and deadlines for the week']),
      act('Update the trading comparables', '90 min', 'high', 'Refresh multiples for the peer set after yesterday’s results, calendarise to a December year-end and check outliers before they go into the valuation summary.', ['Associate'], ['S&P Capital IQ', 'Excel'], ['Comps sheet updated with sources logged']),
    ],
    [
      act('Data-room Q&A triage', '60 min', 'medium', 'Sort new buyer questions by workstream, send financial ones to the client’s finance team and chase answers due today.', ['client finance team', 'company lawyers'], ['Datasite or Intralinks'], ['Q&A log updated and 14 answers released to bidders']),
      act('Client call on the process letter', '45 min', 'high', 'Listen in as the MD walks the CFO through the second-round process letter and take a note of every action.', ['corporate CFO', 'Managing Director'], ['Microsoft Teams'], ['Action list circulated within the hour']),
    ],
    [
      act('Build the merger model sensitivities', '2 hours', 'high', 'Add synergy and funding-mix sensitivities to the merger model and check EPS accretion against the acquirer’s consensus.', ['Associate'], ['Excel', 'FactSet'], ['Accretion/dilution tables ready for the board deck']),
      act('Draft pages for Thursday’s pitch', '90 min', 'medium', 'Turn the buyer universe and valuation work into clean pages in the bank’s template, with every number footnoted.', ['graphics team'], ['PowerPoint with Macabacus or UpSlide'], ['Eight pages drafted for VP review']),
    ],
    [
      act('Send the day’s drafts and plan tomorrow', '45 min', 'medium', 'Check the model ties to the deck, send the drafts with a short cover note and list what is still open.', ['Vice President'], ['Outlook', 'Excel'], ['Drafts sent with open points listed']),
      act('Compliance and wall-crossing log', '15 min', 'low', 'Log new names you have been made an insider on and check your personal trading pre-clearance list.', ['control room'], ['Insider list system'], ['Insider records complete']),
    ],
  ],
  week: {
    scenario: 'You are the {role} on a sell-side process for {company}, a UK mid-cap whose board wants first-round bids in two weeks, while the team pitches {company2} a bolt-on acquisition on Thursday.',
    emails: [
      mail('Turn comments on the {company} pitch book', '{manager}', 'high', 'Pages 4-9: the football field still shows last week’s share price, and the precedent set needs the two 2024 deals we discussed. Please also add an LTM EBITDA bridge to the appendix. Need it back by 8am so the MD can read it on the train.'),
      mail('Data room: 23 new buyer questions', 'Associate', 'medium', 'Overnight Q&A from the three shortlisted bidders is in the tracker. Most are working-capital and customer-concentration points for the client’s finance team; flag anything that needs legal input before we release answers.'),
      mail('Wall-crossing: Project Heron', 'Control room', 'high', 'You have been added to the insider list for Project Heron. Do not trade in or discuss {company} outside the deal team. Confirm you have read the attached restrictions.'),
      mail('Board deck for {company2}: merger model outputs', 'Vice President', 'medium', 'Can you run accretion/dilution at 100% cash, 50/50 and 100% stock, with synergies at 0, 50% and 100% phased over three years? I want one clean page, not three.'),
    ],
    projects: [
      proj('Project Heron: sell-side for {company}', 'Run the buyer process to first-round bids: data room, Q&A, buyer tracking and valuation support.', ['Information memorandum', 'Process letter', 'Buyer tracker', 'Valuation summary']),
      proj('Bolt-on acquisition pitch for {company2}', 'Show the board three targets, what they would pay and how it affects EPS.', ['Target screening pages', 'Merger model with sensitivities', 'Pitch book']),
      proj('Sector comps refresh', 'Quarterly refresh of the team’s sector comparables after results season.', ['Updated comps workbook', 'Sector valuation one-pager']),
    ],
    meetings: [
      meet('Project Heron weekly with the client', '45 min', ['CFO of {company}', 'Managing Director', 'Vice President', 'You'], ['Buyer feedback', 'Q&A status', 'Timetable to first-round bids']),
      meet('Pitch prep for {company2}', '60 min', ['Managing Director', 'Vice President', 'Associate', 'You'], ['Storyline', 'Valuation ranges', 'Who presents which section']),
    ],
    files: [
      file('Heron_Merger_Model_v14.xlsx', 'Excel model', 'Operating model, DCF and buyer-affordability analysis for the sell-side.'),
      file('Heron_IM_draft.pptx', 'Presentation', 'Information memorandum draft for shortlisted buyers.'),
      file('Sector_Comps_Q2.xlsx', 'Excel workbook', 'Trading comparables with calendarised multiples and sources.'),
    ],
  },
  fundamentals: [
    fund('Enterprise value', 'The value of the whole business to all capital providers: equity value plus net debt, minorities and preferred stock.', 'high', ['EV = market cap + net debt + minority interests', 'EV/EBITDA of 9x on £100m EBITDA implies £900m EV'], ['Equity value', 'Net debt', 'EV/EBITDA']),
    fund('Discounted cash flow (DCF)', 'Values a company as the present value of its future unlevered free cash flows plus a terminal value.', 'high', ['Five-year forecast plus Gordon growth terminal value', 'WACC of 8-10% for a UK industrial'], ['WACC', 'Terminal value', 'Free cash flow']),
    fund('Accretion/dilution', 'Whether an acquisition raises or lowers the acquirer’s earnings per share.', 'high', ['Cash deal funded at 5% after-tax cost buying a target on 15x P/E is accretive'], ['EPS', 'Synergies', 'Purchase price allocation']),
    fund('Precedent transactions', 'Multiples paid in past acquisitions of similar companies, which include a control premium.', 'medium', ['Median EV/EBITDA of 11x across ten UK software deals'], ['Control premium', 'Trading comps']),
    fund('Takeover Code timetable', 'The UK rules that set the order and deadlines of a public takeover, from leak announcement to offer.', 'medium', ['Rule 2.6 put-up-or-shut-up deadline of 28 days', 'Rule 2.7 firm offer announcement'], ['Scheme of arrangement', 'Takeover Panel']),
    fund('LBO returns', 'What a private equity buyer can pay given leverage, exit multiple and a target IRR of about 20%.', 'medium', ['5x leverage, 5-year hold, exit at entry multiple'], ['IRR', 'Money multiple', 'Debt capacity']),
  ],
  news: [
    news('UK M&A volumes rebound as sponsors return to mid-market deals', 'Financial Times', 'Deals', 'high', 'Announced UK M&A rose sharply in the first half as private equity buyers used lower financing costs to bid for listed mid-caps.', 'More live sell-sides means more staffing on execution work and more buyer-side modelling for the {role}.'),
    news('Takeover Panel consults on changes to the offer timetable', 'Reuters', 'Regulation', 'medium', 'The Panel proposed clarifying how long bidders have to firm up offers where regulatory clearances are lengthy.', 'Timetables drive deal calendars; a change alters how you plan the work on public deals.'),
    news('{company} appoints new CFO ahead of strategic review', 'RNS', 'Clients', 'medium', 'The incoming CFO previously led disposals at a FTSE 100 group.', 'A strategic review is often the start of a sale or a split: a pitching opportunity for your team.'),
    news('Bank cuts analyst intake as AI tools speed up first drafts', 'eFinancialCareers', 'Careers', 'low', 'A large bank trimmed its graduate class, citing productivity gains from internal AI tools.', 'Juniors who can check and interpret automated output, not just produce pages, will stand out.'),
  ],
  companies: [
    co('Harwick Industrial Group plc', 'Industrial engineering', 'FTSE 250 maker of precision components for aerospace and rail, exploring a sale of its rail division.', 'harwick-industrial.example'),
    co('Calder Foods plc', 'Consumer staples', 'Branded chilled-food producer supplying the big four UK supermarkets; looking at bolt-on acquisitions.', 'calderfoods.example'),
    co('Northgate Software Ltd', 'Software', 'Private-equity-backed vertical SaaS provider for housing associations; sponsor considering an exit.', 'northgatesoftware.example'),
    co('Marlow Renewables plc', 'Energy', 'Owner-operator of onshore wind and solar assets raising equity for a new pipeline.', 'marlowrenewables.example'),
  ],
  keywords: ['m&a', 'merger', 'acquisition', 'capital markets', 'leveraged finance', 'restructuring', 'coverage', 'banker', 'pitch', 'corporate broker', 'ecm', 'dcm', 'project finance', 'securitisation', 'deal'],
};

export const RESEARCH: SectorKnowledge = {
  label: 'Research',
  department: 'Research department',
  employers: [
    'investment bank research teams (Barclays, Morgan Stanley, UBS, BNP Paribas Exane)',
    'UK brokers (Peel Hunt, Berenberg, Panmure Liberum, Investec)',
    'independent research and rating agencies (Redburn Atlantic, S&P Global Ratings, Moody’s, Fitch, MSCI, Sustainalytics)',
  ],
  tools: [
    tool('Excel', 'earnings models and forecast sheets'),
    tool('Bloomberg Terminal', 'prices, consensus, news and charting'),
    tool('FactSet', 'estimates, ownership and screening'),
    tool('Visible Alpha', 'line-by-line consensus from broker models'),
    tool('AlphaSense', 'searching transcripts, filings and expert calls'),
    tool('LSEG Workspace', 'fundamentals, economics and news'),
    tool('Research publishing system (e.g. Blue Matrix)', 'compliance-approved publication of notes'),
    tool('Python or R', 'screening, charts and macro data work'),
  ],
  regulation: [
    'MiFID II research unbundling and the FCA’s 2024 rules allowing joint research payments',
    'FCA COBS 12 on investment research and conflicts of interest',
    'Market Abuse Regulation: inside information, wall-crossings and publication blackouts',
    'UK Credit Rating Agencies Regulation (for rating analysts)',
    'SM&CR certification for analysts who publish',
    'CFA Institute Code of Ethics and Standards of Professional Conduct',
  ],
  counterparties: ['fund managers and buy-side analysts', 'company management and investor relations teams', 'bond investors', 'industry experts'],
  colleagues: ['the sales desk', 'the supervisory analyst and compliance', 'traders', 'the head of research', 'the corporate broking team'],
  deliverables: ['results note', 'initiation of coverage', 'sector thematic', 'earnings model', 'morning call comment', 'rating change note'],
  kpis: [
    kpi('Broker votes and client rankings', 'How buy-side clients rate your research in their vote; it decides research payments.', 'Top-5 ranking with your priority clients', 'Quarterly broker votes and Extel/Institutional Investor surveys', 'high'),
    kpi('Calls and meetings with clients', 'Marketing days, calls and model requests from paying accounts.', '200+ meaningful client interactions a year', 'CRM interaction logs', 'high'),
    kpi('Stock-call performance', 'How your ratings and price targets have performed against the sector.', 'Outperformance of your Buy list vs. sector index', 'Performance attribution of recommendations', 'medium'),
    kpi('Timeliness of results notes', 'Publishing a considered note before the market opens on results day.', 'Note out before 7:30am on results morning', 'Publishing timestamps', 'medium'),
  ],
  calendar: ['results seasons in late January-March and July-September', 'capital markets days and roadshows', 'the annual broker vote and Extel survey'],
  challenges: ['a profit warning at 7am that breaks your thesis', 'clients who disagree loudly with your rating', 'compliance blackouts around corporate deals', 'keeping 10-15 models current in results season'],
  highlights: ['a contrarian call that proves right', 'a fund manager asking for your model', 'launching an initiation that gets read across the market'],
  baseRisk: 55,
  stabilityFactors: [
    'Clients pay for a differentiated view and access to the analyst, not for a summary of results',
    'Management access and questioning on calls depend on trust built over years',
    'Signing your name to a rating carries regulatory accountability',
  ],
  disruptionFactors: [
    'Results summaries, transcript digests and model roll-forwards are now automated (AlphaSense, Daloopa, FactSet)',
    'Research budgets have shrunk since MiFID II, so fewer analysts cover more stocks',
    'Clients increasingly build their own quick takes with generative AI',
  ],
  aiTools: [
    ai('AlphaSense Generative Search', 'analysis', 'high', 'growing', 'high', 'low', 'Searches and summarises transcripts, filings, broker research and expert calls with citations.', [
      { type: 'tutorial', title: 'AlphaSense University', description: 'Vendor training on search syntax and Smart Summaries.', duration: '2 hours' },
    ]),
    ai('Daloopa', 'automation', 'medium', 'growing', 'high', 'low', 'Extracts historical data from filings into your model so roll-forwards take minutes, not hours.', [
      { type: 'documentation', title: 'Daloopa Excel add-in guide', description: 'How to link models to extracted fundamentals.', duration: '1 hour' },
    ]),
    ai('FactSet Mercury and Transcript Assistant', 'augmentation', 'medium', 'growing', 'medium', 'low', 'Question-and-answer over FactSet data and earnings call transcripts.', [
      { type: 'tutorial', title: 'FactSet Learning Center', description: 'Short modules on FactSet’s AI features.', duration: '2 hours' },
    ]),
    ai('Microsoft 365 Copilot', 'creation', 'medium', 'growing', 'medium', 'low', 'Drafts first versions of notes and charts from your model and bullet points, for you to edit and sign off.', [
      { type: 'documentation', title: 'Microsoft Learn: Copilot in Word and Excel', description: 'Official guidance on drafting with Copilot.', duration: '1 hour' },
    ]),
  ],
  resources: [
    res('certification', 'CFA Program (CFA Institute)', 'The most recognised qualification for equity and credit analysts; Level I covers statements, valuation and ethics.', '300 hours per level', ['valuation', 'statement', 'equity', 'credit', 'bond', 'ethics', 'accounting']),
    res('certification', 'CFA UK Investment Management Certificate (IMC)', 'UK entry-level qualification in investment regulation, markets and analysis.', '150 hours', ['regulation', 'investment', 'markets']),
    res('course', 'Bloomberg Market Concepts (BMC)', 'Self-paced e-learning on economics, currencies, fixed income and equities using the Terminal.', '8-10 hours', ['bloomberg', 'terminal', 'markets', 'bond', 'currency']),
    res('book', 'Financial Statement Analysis and Security Valuation (Penman)', 'Linking accounting to valuation, the core of an analyst’s model.', '6-8 weeks', ['statement', 'valuation', 'accounting', 'model', 'forecast']),
    res('project', 'Publish an initiation on one company', 'Build a model, write a 10-page note with a rating and price target, and ask an analyst for feedback.', '4 weekends', ['writing', 'note', 'model', 'valuation', 'research']),
    res('course', 'Financial Markets (Yale, Robert Shiller) on Coursera', 'How markets, behavioural finance and institutions work.', '33 hours', ['markets', 'economics', 'investing']),
  ],
  breakIn: [
    'Graduate research associate programmes at banks and brokers, supporting a senior analyst',
    'Moving from Big Four audit or transaction services after ACA, often into sectors like banks or insurance',
    'Industry experts (engineers, pharmacists, energy specialists) moving into sector coverage',
    'Writing your own stock pitches and sending them to heads of research',
  ],
  pay: 'London research associates typically earn £45,000-£65,000 base; ranked senior analysts £120,000-£200,000+ with bonuses tied to broker votes. Pay has compressed since MiFID II, and independent firms pay less but offer more balance.',
  hours: 'Early starts are the norm (in by 6:30am for the morning meeting) and results season means 60-70 hour weeks; outside results season the hours are more predictable than banking.',
  culture: {
    workStyle: 'Small sector teams of an analyst and one or two associates, with a lot of independence over what to write.',
    communicationStyle: 'Written: concise notes with a clear call; verbal: the morning meeting pitch in under two minutes.',
    decisionMaking: 'The analyst owns the rating; a review committee and compliance check the reasoning and conflicts before publication.',
    innovationApproach: 'Quick to adopt search and data tools; cautious with anything that might publish unchecked numbers.',
    workLifeBalance: 'Predictable rhythm outside results season; very intense weeks during it.',
  },
  interview: [
    q('Pitch me a stock.', 'Give a rating, price target and upside in one line, then three reasons the market is wrong, the valuation support and what would make you change your mind.'),
    q('How would you value a company with no profits?', 'Use EV/Sales or a DCF with an explicit path to margins; compare with peers at similar growth; show scenario ranges.'),
    q('What matters most in a results note?', 'The delta versus consensus and your forecasts, what changes in your thesis, and the action for clients: all in the first paragraph.'),
    q('Which sector would you cover and why?', 'Show you know its drivers, the listed companies, the key metric (e.g. like-for-like sales, CET1 ratio) and a current debate.'),
  ],
  day: [
    [
      act('Read overnight results and news', '45 min', 'high', 'Go through RNS announcements, company releases and Bloomberg headlines for your coverage before the 7am morning meeting.', ['research associate'], ['Bloomberg Terminal', 'AlphaSense'], ['Two comments drafted for the morning call']),
      act('Morning meeting pitch', '15 min', 'high', 'Give sales a two-minute view on the results that matter and what clients should do.', ['the sales desk', 'traders'], ['Squawk box'], ['Sales armed with a clear message for clients']),
    ],
    [
      act('Update the earnings model', '90 min', 'high', 'Roll the model for reported numbers, revise forecasts and the price target, and reconcile to consensus.', ['research associate'], ['Excel', 'Visible Alpha'], ['Forecasts and target price updated']),
      act('Management call', '45 min', 'high', 'Ask the CFO about margin guidance, working capital and capital allocation; listen for what is not said.', ['company management', 'investor relations'], ['Earnings call platform'], ['Notes on guidance changes for the note']),
    ],
    [
      act('Write the results note', '90 min', 'high', 'Lead with the call, then numbers versus expectations, forecast changes and valuation; send for supervisory review.', ['supervisory analyst', 'compliance'], ['Word', 'Research publishing system (e.g. Blue Matrix)'], ['Note published before the lunchtime calls']),
      act('Client calls', '60 min', 'medium', 'Walk three fund managers through your forecast changes and take their push-back.', ['fund managers'], ['Phone', 'CRM'], ['Interactions logged for the broker vote']),
    ],
    [
      act('Work on the sector thematic', '2 hours', 'medium', 'Build the dataset and charts for a longer piece on the sector’s biggest debate.', ['research associate'], ['Python or R', 'Excel', 'LSEG Workspace'], ['Draft charts and a storyline agreed']),
      act('Expert or industry call', '45 min', 'medium', 'Speak to a former industry executive through an expert network to test your thesis.', ['industry experts', 'compliance'], ['Expert network platform'], ['Check on market share assumptions']),
    ],
    [
      act('Prepare tomorrow’s results preview', '45 min', 'medium', 'Set out what the market expects and what would surprise it for the company reporting tomorrow.', ['the sales desk'], ['Excel', 'Bloomberg Terminal'], ['Preview circulated to sales']),
      act('Log interactions and admin', '15 min', 'low', 'Record client calls and model requests so they count in the vote.', ['research management'], ['CRM'], ['Interactions recorded']),
    ],
  ],
  week: {
    scenario: 'It is results week: {company} reports on Tuesday and {company2} on Thursday, your initiation is due at compliance on Friday and the broker vote closes at the end of the month.',
    emails: [
      mail('{company} results: where are we vs. consensus?', 'Head of Sales', 'high', 'Clients are asking before the open. Can you give the desk three bullets for the morning meeting: the number that matters, whether guidance holds and what you would do with the shares?'),
      mail('Supervisory review: initiation on {company2}', 'Supervisory Analyst', 'medium', 'Comments attached. The valuation section needs the WACC inputs shown, and two statements in the risks section need sources. Please also confirm there is no banking relationship disclosure missing.'),
      mail('Model request', 'Portfolio Manager, long-only fund', 'medium', 'Could you send your latest model on {company}? We want to run our own margin sensitivities ahead of the results.'),
      mail('Blackout: {company2}', 'Compliance', 'high', 'The firm is now restricted on {company2}. Publication on the name is suspended until further notice. Do not discuss your views externally.'),
    ],
    projects: [
      proj('Initiation of coverage on {company2}', 'A 40-page initiation with rating, price target, full model and investment thesis.', ['Earnings model', 'Initiation note', 'Marketing slide pack']),
      proj('Results season coverage', 'Previews, results-morning notes and forecast updates for every company in coverage.', ['Previews', 'Results notes', 'Updated models']),
      proj('Sector thematic on pricing power', 'A data-led piece on which companies can pass on cost inflation.', ['Dataset', 'Charts', 'Thematic note']),
    ],
    meetings: [
      meet('Morning meeting', '30 min', ['Head of Research', 'Sales desk', 'Traders', 'Analysts'], ['Overnight results', 'Rating changes', 'Trade ideas']),
      meet('Marketing with a long-only client', '60 min', ['Portfolio Manager', 'Sales person', 'You'], ['Thesis on {company}', 'Valuation debate', 'Model questions']),
    ],
    files: [
      file('Coverage_Model_{company}.xlsx', 'Excel model', 'Earnings model with segment forecasts, cash flow and valuation.'),
      file('Initiation_draft_v3.docx', 'Word document', 'Draft initiation with supervisory comments.'),
      file('Consensus_tracker.xlsx', 'Excel workbook', 'Your forecasts vs. consensus for every name in coverage.'),
    ],
  },
  fundamentals: [
    fund('Price target', 'Where the analyst expects the share price to be in 12 months, derived from a valuation method.', 'high', ['20x 2026E EPS of 150p gives a 3,000p target'], ['Rating', 'Upside', 'Valuation']),
    fund('Consensus estimates', 'The average of analysts’ forecasts; share prices react to results versus consensus, not versus last year.', 'high', ['EBIT 3% ahead of Visible Alpha consensus'], ['Beat/miss', 'Guidance']),
    fund('EV/EBITDA and P/E', 'The two most-used multiples: one for the whole business, one for equity holders.', 'high', ['Sector trades on 8x EV/EBITDA and 14x P/E'], ['Enterprise value', 'EPS']),
    fund('Free cash flow', 'Cash from operations after capex, available to repay debt or return to shareholders.', 'medium', ['FCF yield of 6%'], ['Capex', 'Working capital']),
    fund('Research unbundling', 'MiFID II rules that made fund managers pay for research separately from trading commissions.', 'medium', ['Research payment accounts', 'FCA 2024 joint-payment option'], ['Broker vote', 'RPA']),
    fund('Inside information', 'Precise, non-public information that would move a price; holding it restricts what you can publish.', 'high', ['Wall-crossing before a placing'], ['MAR', 'Blackout']),
  ],
  news: [
    news('{company} warns on full-year profit as demand softens', 'RNS', 'Company news', 'high', 'The company cut EBIT guidance by 8% citing weaker volumes in the second half.', 'A profit warning tests your thesis: expect a busy morning revising forecasts and explaining the rating.'),
    news('FCA confirms option to pay for research with trading commissions', 'FCA', 'Regulation', 'medium', 'The regulator allowed joint payments for research and execution under new guardrails.', 'Research budgets may grow again, which affects how many analysts brokers employ.'),
    news('Sector peers de-rate after bond yields rise', 'Bloomberg', 'Markets', 'medium', 'Higher gilt yields pushed valuations of long-duration stocks down across the sector.', 'Your DCF discount rates and target prices may need revisiting.'),
    news('AI transcript tools now used by most large fund managers', 'Financial News', 'Technology', 'low', 'Survey shows buy-side firms summarise earnings calls with AI before reading broker notes.', 'Your notes must add a view the tools cannot: what the numbers mean for the shares.'),
  ],
  companies: [
    co('Brackenridge Retail plc', 'General retail', 'Listed home and garden retailer with 300 stores and a growing online business.', 'brackenridge-retail.example'),
    co('Ashcombe Specialty Chemicals plc', 'Chemicals', 'Mid-cap producer of coatings additives with high exposure to European construction.', 'ashcombe-chem.example'),
    co('Pennant Insurance Group plc', 'Insurance', 'UK motor and home insurer, known for volatile reserving.', 'pennant-insurance.example'),
    co('Kestrel Telecom plc', 'Telecoms', 'Challenger fibre network operator with high leverage and an upcoming bond refinancing.', 'kestreltelecom.example'),
  ],
  keywords: ['research', 'strategist', 'economist', 'rating analyst', 'esg ratings', 'commodities analyst', 'equity research', 'credit research', 'coverage'],
};

export const SALES_TRADING: SectorKnowledge = {
  label: 'Sales & trading',
  department: 'Global Markets division (the trading floor)',
  employers: [
    'bank markets divisions (J.P. Morgan, Citi, HSBC, Barclays, Deutsche Bank)',
    'interdealer brokers and venues (TP ICAP, Tradeweb, LSEG)',
    'energy and commodity traders (Shell Energy, BP, Centrica, Vitol)',
  ],
  tools: [
    tool('Bloomberg Terminal', 'prices, chat (IB) and analytics'),
    tool('Tradeweb and MarketAxess', 'electronic RFQ trading in bonds and swaps'),
    tool('Murex or Calypso', 'trade capture, risk and P&L'),
    tool('Excel with VBA', 'pricing sheets and risk run-ups'),
    tool('Python', 'analytics and trade automation'),
    tool('Symphony', 'client and internal chat'),
    tool('Order and execution management system (e.g. Fidessa)', 'equity orders and algos'),
    tool('Salesforce', 'client coverage CRM'),
  ],
  regulation: [
    'MiFID II/MiFIR best execution and transaction reporting',
    'EMIR derivatives reporting and clearing obligations',
    'Market Abuse Regulation and trade/communications surveillance',
    'Basel Fundamental Review of the Trading Book (FRTB)',
    'SM&CR certification for traders and sales',
    'FX Global Code and the UK Short Selling Regulation',
  ],
  counterparties: ['asset managers and hedge funds', 'corporate treasurers', 'other dealers via brokers', 'pension funds and insurers'],
  colleagues: ['the desk head', 'sales and structurers', 'research and strategists', 'middle office and risk', 'compliance surveillance'],
  deliverables: ['morning market commentary', 'price quote', 'axe list', 'trade idea', 'daily P&L explain', 'client run'],
  kpis: [
    kpi('Desk P&L', 'Trading revenue net of hedging costs, attributed daily.', 'Budget met with low drawdowns', 'Daily P&L explain from product control', 'high'),
    kpi('Risk limit usage', 'VaR, DV01 and stress limits used vs. allowed.', 'No limit breaches', 'Market risk reports', 'high'),
    kpi('Client franchise (hit ratio and wallet share)', 'Share of clients’ business you win on RFQs and voice.', 'Top-3 rank with priority clients (Coalition Greenwich)', 'RFQ hit ratios and Greenwich surveys', 'high'),
    kpi('Conduct record', 'Surveillance alerts, late bookings and errors.', 'Zero conduct issues', 'Supervisor attestations and surveillance reports', 'medium'),
  ],
  calendar: ['central bank meetings (MPC, Fed, ECB)', 'data days (CPI, payrolls)', 'quarter-end and year-end balance-sheet constraints'],
  challenges: ['a surprise data print moving the market against your position', 'late trade bookings and breaks', 'thin liquidity in August and December', 'balancing client flow with risk limits'],
  highlights: ['making money on a day the market gapped', 'winning a big client ticket in competition', 'a trade idea clients act on'],
  baseRisk: 52,
  stabilityFactors: [
    'Large, illiquid and complex trades still rely on voice, relationships and risk judgement',
    'Clients want a person accountable for pricing in stress',
    'Structuring bespoke hedges needs understanding of the client’s problem',
  ],
  disruptionFactors: [
    'Electronic and algorithmic trading already handles most small tickets in FX, rates and equities',
    'Auto-quoting and RFQ engines price flow without a trader',
    'AI chat summaries and axe matching reduce manual sales work',
  ],
  aiTools: [
    ai('Bloomberg AI-powered news and earnings summaries', 'analysis', 'high', 'growing', 'medium', 'low', 'Summarises headlines and earnings calls on the Terminal so you react faster to market-moving news.', [
      { type: 'tutorial', title: 'Bloomberg Terminal: HELP HELP and BMC', description: 'Terminal training and the Bloomberg Market Concepts course.', duration: '8 hours' },
    ]),
    ai('Auto-quoting engines on Tradeweb/MarketAxess', 'automation', 'high', 'mature', 'high', 'medium', 'Algorithms that respond to small RFQs automatically within limits the trader sets.', [
      { type: 'documentation', title: 'Tradeweb AiEX documentation', description: 'Automated intelligent execution rules.', duration: '1 hour' },
    ]),
    ai('GitHub Copilot', 'augmentation', 'medium', 'growing', 'medium', 'medium', 'Speeds up writing Python for pricing tools, analytics and trade automation.', [
      { type: 'documentation', title: 'GitHub Copilot documentation', description: 'Official docs on setup and prompting.', duration: '2 hours' },
    ]),
    ai('Symphony and chat-analytics assistants', 'collaboration', 'medium', 'growing', 'medium', 'low', 'Extract client interests (axes, sizes) from chat and route them to the right trader.', [
      { type: 'documentation', title: 'Symphony developer documentation', description: 'Bots and workflow integration on Symphony.', duration: '2 hours' },
    ]),
  ],
  resources: [
    res('certification', 'CISI Level 3 Certificate in Securities and Financial Derivatives', 'UK regulatory and product knowledge for trading roles.', '3 months part-time', ['derivatives', 'securities', 'regulation', 'options', 'futures']),
    res('book', 'Options, Futures, and Other Derivatives (John Hull)', 'The reference on pricing and hedging derivatives.', '8-12 weeks', ['options', 'derivatives', 'hedging', 'pricing', 'volatility', 'swaps']),
    res('course', 'Bloomberg Market Concepts (BMC)', 'Economics, currencies, fixed income and equities on the Terminal.', '8-10 hours', ['markets', 'bloomberg', 'bonds', 'currency', 'rates']),
    res('book', 'Fixed Income Securities (Bruce Tuckman)', 'Bond pricing, curves, duration and swaps as dealers use them.', '6-8 weeks', ['bond', 'rates', 'yield', 'curve', 'duration', 'swaps', 'credit']),
    res('course', 'Python and Statistics for Financial Analysis (HKUST) on Coursera', 'Python, pandas and statistics applied to market data.', '20 hours', ['python', 'statistics', 'data', 'programming']),
    res('community', 'ACI Financial Markets Association (ACI UK)', 'Dealing certificate and FX Global Code training for market practitioners.', 'Ongoing', ['fx', 'dealing', 'conduct', 'money markets']),
  ],
  breakIn: [
    'Markets summer internships rotating across desks, then a graduate offer',
    'Quant or STEM degrees into electronic trading and strats',
    'Moving from product control or middle office after 2-3 years',
    'Energy trading graduate schemes at utilities and commodity houses',
  ],
  pay: 'London graduate traders and salespeople earn about £55,000-£75,000 base plus bonus; experienced traders’ pay depends heavily on desk P&L, with bonuses from 0 to several times base. Progression runs Analyst → Associate → VP → Director → MD, with titles less important than the book you run.',
  hours: 'Hours are set by the market: in by 6:30-7am, done after the US close for some desks. Evenings are often free, but the work is intense and screen-bound all day.',
  culture: {
    workStyle: 'Fast, noisy and team-based on a desk; everyone knows the P&L every day.',
    communicationStyle: 'Terse chat and voice; precise about size, price and direction; everything recorded.',
    decisionMaking: 'Traders decide within limits; risk committees set limits; supervisors sign off new products.',
    innovationApproach: 'Heavy automation of flow trading; electronic trading and data science teams sit on the desk.',
    workLifeBalance: 'Early starts and high intensity, but work mostly ends when markets close.',
  },
  interview: [
    q('What happens to a 10-year gilt if the Bank of England unexpectedly hikes?', 'Short end reprices most; yields rise, curve may flatten; price falls by roughly duration × yield change; talk about expectations already priced.'),
    q('Pitch me a trade.', 'Direction, instrument, entry, target, stop, catalyst and how you would size it given risk; explain what is priced in.'),
    q('How would you price a 1-year FX forward?', 'Spot adjusted by the interest rate differential (covered interest parity); add a client spread for credit and risk.'),
    q('Tell me about a time you made a quick decision under pressure.', 'Use a concrete example, say what information you had, what you chose and what you learned.'),
  ],
  day: [
    [
      act('Overnight markets and morning meeting', '45 min', 'high', 'Review Asian session moves, overnight client orders and the data calendar, then hear strategists’ views.', ['desk head', 'strategists'], ['Bloomberg Terminal'], ['Trading plan and levels for the day']),
      act('Check risk and P&L from yesterday', '30 min', 'high', 'Go through the risk report and P&L explain with product control and fix booking issues.', ['product control', 'market risk'], ['Murex or Calypso'], ['P&L signed off; breaks resolved']),
    ],
    [
      act('Make prices to clients', '2 hours', 'high', 'Respond to RFQs and voice requests, skewing prices to reduce risk you do not want.', ['asset managers and hedge funds', 'sales'], ['Tradeweb and MarketAxess', 'Bloomberg Terminal'], ['Client trades done within risk limits']),
      act('Trade the data release', '30 min', 'high', 'Manage the book through the CPI or payrolls number, hedging quickly if the print surprises.', ['desk head'], ['Bloomberg Terminal', 'Order and execution management system (e.g. Fidessa)'], ['Position hedged around the release']),
    ],
    [
      act('Client calls with sales', '60 min', 'medium', 'Talk a client through the market reaction and a relative-value idea.', ['sales', 'corporate treasurers'], ['Symphony', 'Phone'], ['Client order left on the desk']),
      act('Axe list and inventory review', '30 min', 'medium', 'Update the list of positions you want to buy or sell and share it with sales.', ['sales'], ['Excel with VBA'], ['Axes circulated to clients']),
    ],
    [
      act('Analyse a relative-value opportunity', '90 min', 'medium', 'Build a quick analysis of a spread or curve trade in Python and stress it.', ['strategists', 'quants'], ['Python', 'Bloomberg Terminal'], ['Trade idea with risk/reward written up']),
      act('US open', '60 min', 'high', 'Handle a second burst of flow and rebalance hedges as US markets open.', ['US desk'], ['Bloomberg Terminal'], ['Book within limits into the close']),
    ],
    [
      act('End-of-day marks and bookings', '45 min', 'high', 'Mark the book to closing levels and check every trade is booked correctly.', ['product control', 'middle office'], ['Murex or Calypso'], ['Clean book for overnight risk run']),
      act('Hand over to New York', '15 min', 'medium', 'Send positions, orders and levels to the US desk.', ['New York desk'], ['Symphony'], ['Orders covered overnight']),
    ],
  ],
  week: {
    scenario: 'Inflation data lands on Wednesday and the MPC decides on Thursday; as {role} you are running client flow while {company} rebalances a large portfolio through your desk.',
    emails: [
      mail('MPC week: limits and liquidity', 'Head of Desk', 'high', 'Keep risk light into Thursday. Any client ticket over the usual size comes to me before you show a price. Strategists’ preview attached.'),
      mail('Client order: {company} rebalance', 'Sales', 'high', 'They want to execute at the close on Friday, in size. Can we show them a risk price vs. an agency algo option? They will decide on Thursday after the MPC.'),
      mail('Late booking alert', 'Middle Office', 'medium', 'Two trades from yesterday were booked after the cut-off and one has the wrong settlement date. Please amend today.'),
      mail('Surveillance attestation due', 'Compliance', 'low', 'Complete the quarterly communications surveillance attestation and confirm all business chat is on approved channels.'),
    ],
    projects: [
      proj('{company} portfolio rebalance', 'Execute a large client rebalance with minimal market impact.', ['Execution plan', 'Risk price vs. algo comparison', 'Post-trade TCA report']),
      proj('Desk axe-sharing automation', 'Automate the daily axe list from inventory to clients.', ['Python script', 'Compliance sign-off', 'User guide for sales']),
      proj('MPC scenario analysis', 'Price scenarios for the rate decision and set hedges.', ['Scenario grid', 'Hedge plan']),
    ],
    meetings: [
      meet('Morning meeting', '20 min', ['Desk Head', 'Traders', 'Sales', 'Strategist'], ['Overnight moves', 'Data calendar', 'Client flows']),
      meet('Weekly risk review', '45 min', ['Desk Head', 'Market Risk', 'You'], ['Limit usage', 'Stress scenarios', 'Concentrations']),
    ],
    files: [
      file('Desk_Risk_Report.xlsx', 'Excel workbook', 'DV01, VaR and stress by bucket.'),
      file('Axe_List_today.xlsx', 'Excel workbook', 'Inventory the desk wants to trade.'),
      file('MPC_Preview.pdf', 'PDF', 'Strategy team’s preview of the rate decision.'),
    ],
  },
  fundamentals: [
    fund('Bid-offer spread', 'The difference between the price you buy at and sell at; the market-maker’s compensation for risk.', 'high', ['Gilt quoted 98.50/98.55'], ['Liquidity', 'Market making']),
    fund('DV01', 'The change in value of a position for a one basis point move in yield.', 'high', ['£10,000 DV01 loses £100,000 on a 10bp rise'], ['Duration', 'Hedging']),
    fund('Delta hedging', 'Offsetting an option’s sensitivity to the underlying with the underlying itself.', 'medium', ['Selling 50 shares per 100-share call at 0.5 delta'], ['Gamma', 'Volatility']),
    fund('Best execution', 'The MiFID II duty to get the best possible result for clients on price, cost, speed and likelihood.', 'high', ['Comparing venues and documenting why'], ['TCA', 'MiFID II']),
    fund('Carry and roll-down', 'The return from holding a position if markets do not move.', 'medium', ['Owning a 5y bond on a steep curve'], ['Yield curve', 'Funding']),
    fund('VaR', 'The loss not expected to be exceeded with a given confidence over a period.', 'medium', ['1-day 99% VaR of £2m'], ['Stress test', 'Limits']),
  ],
  news: [
    news('UK inflation falls faster than expected', 'ONS', 'Macro', 'high', 'CPI dropped to 2.4%, below the 2.7% consensus, driving gilt yields lower.', 'Rates desks rebalance, clients call for views and volatility around the MPC rises.'),
    news('Bank of England holds rates but signals cuts ahead', 'Bank of England', 'Central banks', 'high', 'The MPC voted 6-3 to hold, with three members preferring a cut.', 'Curve positioning and client hedging decisions change overnight.'),
    news('UK to move to T+1 settlement in October 2027', 'HM Treasury', 'Market structure', 'medium', 'The Accelerated Settlement Taskforce confirmed the timetable.', 'Trade booking and affirmation must be faster; late bookings become costlier.'),
    news('Electronic trading share in credit hits record', 'Coalition Greenwich', 'Technology', 'medium', 'More than half of investment-grade bond volume now trades electronically.', 'Traders who can manage algorithms and data are in more demand than pure voice traders.'),
  ],
  companies: [
    co('Thamesbridge Asset Management', 'Asset management', 'Long-only manager with £40bn of assets and a quarterly rebalance.', 'thamesbridge-am.example'),
    co('Greyfriars Pension Scheme', 'Pension fund', 'Defined-benefit scheme running an LDI hedge programme.', 'greyfriars-pensions.example'),
    co('Solent Shipping Group', 'Shipping', 'Corporate client hedging USD and fuel exposure.', 'solentshipping.example'),
    co('Wexcombe Capital LP', 'Hedge fund', 'Macro fund active in rates and FX.', 'wexcombecapital.example'),
  ],
  keywords: ['trader', 'trading', 'sales', 'desk', 'dealer', 'structurer', 'broker', 'market maker', 'fx', 'rates', 'derivatives', 'execution'],
};

export const HEDGE_FUNDS: SectorKnowledge = {
  label: 'Hedge funds',
  department: 'Investment team',
  employers: [
    'multi-manager platforms (Millennium, Citadel, Balyasny, ExodusPoint)',
    'London single-manager funds (Marshall Wace, Man Group, Brevan Howard, Lansdowne)',
    'event-driven and credit funds (Sona, Hudson Bay, Davidson Kempner)',
  ],
  tools: [
    tool('Bloomberg Terminal', 'prices, news, BQL and analytics'),
    tool('Excel', 'company models and scenario analysis'),
    tool('Python (pandas, Jupyter)', 'data analysis and backtests'),
    tool('FactSet', 'estimates and screening'),
    tool('AlphaSense', 'transcripts and expert-call search'),
    tool('Tegus or Third Bridge', 'expert call libraries'),
    tool('Enfusion or Eze', 'portfolio and order management'),
    tool('Snowflake or Databricks', 'alternative data'),
  ],
  regulation: [
    'AIFMD and FCA rules for alternative investment fund managers',
    'Market Abuse Regulation, including expert-network and wall-crossing controls',
    'UK Short Selling Regulation (net short position disclosure)',
    'EMIR reporting for derivatives',
    'SM&CR for FCA-regulated fund managers',
    'US SEC Form PF where the fund has US investors',
  ],
  counterparties: ['prime brokers', 'sell-side analysts and sales', 'company management', 'expert networks', 'fund investors (allocators)'],
  colleagues: ['the portfolio manager', 'the risk manager', 'execution traders', 'data scientists', 'compliance'],
  deliverables: ['investment memo', 'earnings model', 'position sizing proposal', 'thesis update', 'post-mortem on a trade'],
  kpis: [
    kpi('Alpha generated', 'Returns from your ideas above market and factor exposure.', 'Positive risk-adjusted alpha each year', 'Attribution vs. factor model', 'high'),
    kpi('Hit rate and payoff ratio', 'Share of ideas that make money and how big winners are vs. losers.', 'Hit rate above 50% or large payoff ratio', 'Idea-level P&L tracking', 'high'),
    kpi('Drawdown discipline', 'Losses contained within the stop-loss the risk team sets.', 'No breaches of the drawdown limit', 'Daily risk reports', 'high'),
    kpi('Quality of research', 'Depth of work behind each position and speed of updates.', 'Every position has a live thesis and catalyst', 'PM reviews', 'medium'),
  ],
  calendar: ['earnings seasons', 'deal deadlines (for event-driven)', 'monthly investor letters and year-end performance'],
  challenges: ['a crowded short squeezing against you', 'being stopped out of a good idea by risk limits', 'information overload during earnings', 'maintaining conviction after losses'],
  highlights: ['a variant view that pays off at results', 'a short that exposes a weak business', 'being given more capital to run'],
  baseRisk: 45,
  stabilityFactors: ['Alpha comes from a differentiated view, which by definition is not the consensus a model produces', 'Sizing and risk judgement under uncertainty', 'Access to management and networks'],
  disruptionFactors: ['Quant and systematic funds compete away simple signals', 'AI summarisation makes information edges shorter-lived', 'Platforms cut analysts whose ideas do not beat factor returns'],
  aiTools: [
    ai('AlphaSense', 'analysis', 'high', 'mature', 'high', 'low', 'AI search across transcripts, filings and expert calls with sentiment and smart summaries.', [
      { type: 'tutorial', title: 'AlphaSense University', description: 'Search and monitoring tutorials.', duration: '2 hours' },
    ]),
    ai('Bloomberg BQuant', 'analysis', 'medium', 'growing', 'medium', 'medium', 'Python notebooks on Bloomberg data for screening and backtests.', [
      { type: 'documentation', title: 'Bloomberg BQuant documentation', description: 'Using BQL inside notebooks.', duration: '3 hours' },
    ]),
    ai('Large language models on alternative data', 'analysis', 'medium', 'growing', 'high', 'high', 'Classify reviews, job posts and web data into signals on company trends.', [
      { type: 'course', title: 'Machine Learning for Trading Specialization (Google Cloud & NYIF) on Coursera', description: 'ML and reinforcement learning applied to trading.', duration: '3 months' },
    ]),
    ai('GitHub Copilot', 'augmentation', 'medium', 'growing', 'medium', 'low', 'Faster Python for screens, backtests and data pipelines.', [
      { type: 'documentation', title: 'GitHub Copilot documentation', description: 'Official docs.', duration: '2 hours' },
    ]),
  ],
  resources: [
    res('certification', 'CFA Program (CFA Institute)', 'Valuation, portfolio management and ethics; widely held by analysts.', '300 hours per level', ['valuation', 'portfolio', 'equity', 'credit', 'statement']),
    res('certification', 'CAIA Charter (CAIA Association)', 'Alternative investments: hedge funds, private equity, real assets.', '200 hours per level', ['alternative', 'hedge', 'fund', 'risk']),
    res('book', 'Best Practices for Equity Research Analysts (James Valentine)', 'How to find and prove a variant view.', '4 weeks', ['research', 'thesis', 'stock', 'idea']),
    res('book', 'Margin of Safety (Seth Klarman) and Distressed Debt Analysis (Stephen Moyer)', 'Value and distressed investing fundamentals.', '6 weeks', ['distressed', 'value', 'credit', 'restructuring']),
    res('course', 'Python for Everybody (University of Michigan) on Coursera', 'Python basics for data work.', '8 weeks', ['python', 'data', 'programming']),
    res('project', 'Run a paper portfolio with written theses', 'Write a one-page thesis, catalyst and stop for each idea; track P&L for six months.', '6 months', ['thesis', 'portfolio', 'pitch', 'idea']),
  ],
  breakIn: ['Two years in investment banking or equity research, then a hedge fund analyst seat', 'Analyst programmes at large platforms for top graduates', 'Data science or engineering into alternative data teams', 'Strong personal investment track record and written pitches'],
  pay: 'Junior analysts at London funds typically earn £80,000-£150,000 base with bonuses linked to P&L; senior analysts and PMs earn a share of the P&L they generate (often 10-20% at platforms), so dispersion is huge.',
  hours: '50-65 hours a week, market hours plus research; less face-time culture than banking, but results are visible daily and poor ones end careers quickly.',
  culture: {
    workStyle: 'Small pods of a PM and 2-4 analysts; ideas judged on evidence and P&L.',
    communicationStyle: 'Direct and sceptical; pitches are challenged hard.',
    decisionMaking: 'PM decides sizing within risk limits set by the CIO and risk team.',
    innovationApproach: 'Very data-driven; early adopters of alternative data and AI tools.',
    workLifeBalance: 'Moderate hours but high pressure: performance is measured daily.',
  },
  interview: [
    q('Pitch me a long and a short.', 'For each: thesis, variant view vs. consensus, catalyst and timing, valuation upside/downside, what would make you wrong and how you size it.'),
    q('How do you size a position?', 'By conviction, liquidity, volatility and correlation to the book; use stop-losses and a risk budget.'),
    q('Tell me about an idea that went wrong.', 'Be honest, explain what you missed and what process you changed.'),
    q('What alternative data would you use for a retailer?', 'Card spending, web traffic, app downloads, store footfall; explain bias and how to map it to reported sales.'),
  ],
  day: [
    [
      act('Pre-market review', '60 min', 'high', 'Check overnight news, positions’ moves and earnings before the open.', ['portfolio manager'], ['Bloomberg Terminal', 'AlphaSense'], ['Action list for the open']),
      act('PM morning huddle', '15 min', 'high', 'Agree what to add, trim or hedge today.', ['portfolio manager', 'execution traders'], ['Enfusion or Eze'], ['Orders sent to execution']),
    ],
    [
      act('Earnings call and model update', '90 min', 'high', 'Listen to a held company’s call and update the model for new guidance.', ['company management'], ['Excel', 'FactSet'], ['Revised target and sizing view']),
      act('Talk to the sell-side', '30 min', 'medium', 'Call analysts and sales for their read and positioning colour.', ['sell-side analysts and sales'], ['Phone', 'Bloomberg Terminal'], ['Sense of how crowded the trade is']),
    ],
    [
      act('Expert call', '45 min', 'medium', 'Test a thesis with an industry expert, with compliance rules on MNPI observed.', ['expert networks', 'compliance'], ['Tegus or Third Bridge'], ['Evidence for/against the thesis']),
      act('Alternative data check', '45 min', 'medium', 'Review the latest card-spend and web-traffic data for positions.', ['data scientists'], ['Python (pandas, Jupyter)', 'Snowflake or Databricks'], ['Early read on quarterly sales']),
    ],
    [
      act('Write an investment memo', '2 hours', 'high', 'Build the case for a new position with catalysts, valuation and risks.', ['portfolio manager'], ['Excel', 'Word'], ['Memo ready for PM review']),
      act('Risk review', '30 min', 'high', 'Review factor exposures and stop-loss levels with risk.', ['risk manager'], ['risk system'], ['Hedges adjusted']),
    ],
    [
      act('Close review and P&L', '30 min', 'medium', 'Explain the day’s P&L by position and factor.', ['portfolio manager'], ['Enfusion or Eze'], ['Notes for tomorrow']),
      act('Read and plan', '30 min', 'low', 'Read filings for the names reporting next week.', [], ['AlphaSense'], ['Preview list ready']),
    ],
  ],
  week: {
    scenario: 'Your book holds {company}, which reports on Wednesday, and you are building the case to short {company2} before its capital markets day on Friday.',
    emails: [
      mail('Sizing on {company} into results', 'Portfolio Manager', 'high', 'We are 3% long. Give me the bull/bear range on the numbers and tell me if we should cut into the print.'),
      mail('Factor exposure creeping up', 'Risk Manager', 'high', 'Momentum exposure is near the limit. Please propose trims or hedges by the close.'),
      mail('Expert call pre-clearance', 'Compliance', 'medium', 'Your call with a former {company2} executive is approved. Do not ask about non-public information; the call will be chaperoned.'),
      mail('Card-spend data update', 'Data Scientist', 'medium', 'Spend for {company} is tracking 4% above consensus quarter-to-date. Panel caveats in the attached.'),
    ],
    projects: [
      proj('Short thesis on {company2}', 'Build evidence that consensus margins are too high.', ['Model', 'Expert call notes', 'Investment memo']),
      proj('Results playbook for {company}', 'Scenarios and actions for the earnings release.', ['Scenario table', 'Sizing plan']),
      proj('Alternative data signal review', 'Test whether app data predicts sales for the sector.', ['Backtest notebook', 'Findings note']),
    ],
    meetings: [
      meet('Pod idea meeting', '60 min', ['Portfolio Manager', 'Analysts', 'You'], ['New ideas', 'Position reviews', 'Risk budget']),
      meet('Risk review', '30 min', ['Risk Manager', 'Portfolio Manager', 'You'], ['Factor exposures', 'Stops', 'Liquidity']),
    ],
    files: [
      file('{company}_model.xlsx', 'Excel model', 'Quarterly model with bull/base/bear cases.'),
      file('Short_memo_{company2}.docx', 'Word document', 'Draft short thesis with valuation, catalysts and borrow analysis.'),
      file('card_spend_panel.ipynb', 'Jupyter notebook', 'Alternative data analysis.'),
    ],
  },
  fundamentals: [
    fund('Alpha vs. beta', 'Alpha is return from skill; beta is return from market exposure.', 'high', ['A fund up 8% when the market is up 10% with beta 1 has negative alpha'], ['Factor exposure', 'Hedging']),
    fund('Gross and net exposure', 'Gross is longs plus shorts; net is longs minus shorts.', 'high', ['150% gross, 10% net'], ['Leverage', 'Market neutral']),
    fund('Catalyst', 'An event that makes the market recognise your view.', 'high', ['Results, investor day, regulatory decision'], ['Thesis', 'Timing']),
    fund('Short interest and borrow', 'How much of a stock is sold short and what it costs to borrow.', 'medium', ['20% of free float short, borrow at 5%'], ['Squeeze', 'Prime broker']),
    fund('Stop-loss', 'A pre-set loss at which a position is cut.', 'medium', ['Cut at -10% from cost'], ['Drawdown', 'Risk limit']),
    fund('Merger arbitrage spread', 'The gap between offer price and market price of a target.', 'medium', ['Offer 500p, trading 480p = 4.2% gross spread'], ['Deal risk', 'Event-driven']),
  ],
  news: [
    news('Multi-manager funds expand London headcount', 'Bloomberg', 'Industry', 'medium', 'Platforms continue to add pods in London despite high costs.', 'Demand for analysts with a record remains strong; competition is fierce.'),
    news('{company} beats estimates and raises guidance', 'RNS', 'Company news', 'high', 'Revenue 5% above consensus with margin guidance raised.', 'A long position gains; decide whether to take profits or add.'),
    news('FCA fines trader for market abuse via messaging apps', 'FCA', 'Regulation', 'medium', 'The regulator fined an individual for sharing inside information over WhatsApp.', 'Communications rules are enforced; use only approved channels.'),
    news('Short sellers target {company2} over accounting questions', 'Financial Times', 'Markets', 'high', 'An activist short report questioned revenue recognition.', 'A crowded short can squeeze; check borrow and position size.'),
  ],
  companies: [
    co('Ravensworth Consumer Brands plc', 'Consumer goods', 'Mid-cap beauty and personal care group.', 'ravensworth-brands.example'),
    co('Stellan Semiconductors NV', 'Technology', 'European chip equipment supplier.', 'stellan-semi.example'),
    co('Cobham Lane Leisure plc', 'Leisure', 'Pub and hotel operator with heavy lease liabilities.', 'cobhamlane.example'),
    co('Aldermoor Pharma plc', 'Healthcare', 'Specialty pharma facing a patent cliff.', 'aldermoorpharma.example'),
  ],
  keywords: ['hedge fund', 'long/short', 'macro', 'event-driven', 'arbitrage', 'distressed', 'portfolio manager', 'alternative data', 'pod'],
};

export const QUANT: SectorKnowledge = {
  label: 'Quantitative finance',
  department: 'Quantitative Research team',
  employers: [
    'systematic funds and market makers (Man AHL, Winton, G-Research, XTX Markets, Jane Street, Optiver)',
    'bank strats and quant teams (Goldman Sachs Strats, J.P. Morgan QR, Barclays QA)',
    'data science teams at banks, insurers and fintechs',
  ],
  tools: [
    tool('Python (NumPy, pandas, scikit-learn, PyTorch)', 'research, models and backtests'),
    tool('C++', 'pricing libraries and low-latency systems'),
    tool('kdb+/q', 'tick data'),
    tool('SQL', 'data extraction'),
    tool('Git and CI pipelines', 'code review and deployment'),
    tool('QuantLib', 'derivatives pricing'),
    tool('Databricks or Spark', 'large-scale data'),
    tool('Bloomberg and LSEG data feeds', 'market data'),
  ],
  regulation: [
    'PRA SS1/23 model risk management principles (banks)',
    'MiFID II RTS 6 on algorithmic trading controls',
    'Basel FRTB internal models approach',
    'Market Abuse Regulation and algorithm surveillance',
    'EU AI Act and FCA/PRA expectations on AI model governance',
    'UK GDPR for personal data in models',
  ],
  counterparties: ['data vendors', 'exchanges and venues', 'model validators and regulators', 'academic collaborators'],
  colleagues: ['traders and portfolio managers', 'model validation', 'engineers and data engineers', 'risk managers'],
  deliverables: ['research notebook', 'backtest report', 'pricing model', 'model documentation', 'production signal', 'code review'],
  kpis: [
    kpi('Out-of-sample performance', 'Sharpe ratio and returns of signals after they go live.', 'Live Sharpe close to backtest', 'Live vs. backtest tracking', 'high'),
    kpi('Model validation outcomes', 'Findings raised by independent validation.', 'No high-severity findings', 'Validation reports', 'high'),
    kpi('Production reliability', 'Incidents caused by your code or models.', 'Zero P&L-impacting incidents', 'Incident logs', 'medium'),
    kpi('Research throughput', 'Ideas tested and documented.', 'A steady pipeline of documented tests', 'Research reviews', 'medium'),
  ],
  calendar: ['quarterly research reviews', 'model revalidation cycles', 'annual regulatory model submissions'],
  challenges: ['overfitting a backtest', 'data quality problems in vendor feeds', 'a model behaving differently in live markets', 'explaining a model to non-quants'],
  highlights: ['a signal that survives out of sample', 'a pricing model the desk trusts', 'speeding up a critical calculation 10x'],
  baseRisk: 35,
  stabilityFactors: ['Quants build and supervise the AI rather than compete with it', 'Research judgement about what is real vs. noise', 'Model risk rules require accountable humans'],
  disruptionFactors: ['Code assistants write routine code faster', 'AutoML automates simple model selection', 'Competition compresses the value of standard signals'],
  aiTools: [
    ai('GitHub Copilot', 'augmentation', 'high', 'growing', 'medium', 'low', 'Writes boilerplate, tests and data code so research time goes to ideas.', [
      { type: 'documentation', title: 'GitHub Copilot documentation', description: 'Official docs.', duration: '2 hours' },
    ]),
    ai('PyTorch and transformer models', 'analysis', 'medium', 'growing', 'high', 'high', 'Deep learning for sequence data, text signals and volatility surfaces.', [
      { type: 'documentation', title: 'PyTorch tutorials (pytorch.org)', description: 'Official tutorials.', duration: '10 hours' },
      { type: 'course', title: 'Deep Learning Specialization (DeepLearning.AI) on Coursera', description: 'Andrew Ng’s deep learning course.', duration: '3 months' },
    ]),
    ai('Databricks Mosaic AI', 'collaboration', 'medium', 'growing', 'medium', 'medium', 'Managed notebooks, feature stores and model tracking at scale.', [
      { type: 'documentation', title: 'Databricks documentation', description: 'MLflow and model serving.', duration: '4 hours' },
    ]),
    ai('Weights & Biases / MLflow', 'collaboration', 'medium', 'mature', 'medium', 'low', 'Experiment tracking so research is reproducible and auditable.', [
      { type: 'documentation', title: 'MLflow documentation', description: 'Tracking and model registry.', duration: '2 hours' },
    ]),
  ],
  resources: [
    res('certification', 'Certificate in Quantitative Finance (CQF)', 'Part-time programme covering derivatives, ML and numerical methods.', '6 months', ['quant', 'derivatives', 'stochastic', 'machine', 'learning', 'pricing']),
    res('book', 'Advances in Financial Machine Learning (Marcos López de Prado)', 'Backtest overfitting, labelling and feature importance in finance.', '8 weeks', ['machine', 'learning', 'backtest', 'signal', 'research']),
    res('book', 'Paul Wilmott Introduces Quantitative Finance', 'Stochastic calculus and derivatives pricing.', '8-10 weeks', ['stochastic', 'derivatives', 'pricing', 'volatility', 'options']),
    res('course', 'Machine Learning Specialization (DeepLearning.AI/Stanford) on Coursera', 'Supervised learning, trees and neural networks.', '2-3 months', ['machine', 'learning', 'statistics', 'python', 'model']),
    res('course', 'Financial Engineering and Risk Management (Columbia) on Coursera', 'Term structure, derivatives and credit modelling.', '2 months', ['derivatives', 'risk', 'pricing', 'fixed', 'income']),
    res('project', 'Replicate a published factor and test it out of sample', 'Use free data to rebuild momentum or value and report decay.', '4 weekends', ['backtest', 'factor', 'python', 'signal']),
  ],
  breakIn: ['PhD or master’s in maths, physics, CS or statistics, then quant research internships', 'Trading competitions and Kaggle results', 'Software engineering into quant developer roles', 'Bank strats graduate programmes'],
  pay: 'London graduate quants earn £70,000-£120,000 base at funds and market makers (more at top firms), bank quants £60,000-£90,000; experienced quant researchers at top funds can earn well into six figures with bonuses tied to strategy P&L.',
  hours: 'Usually 45-55 hours; research deadlines rather than market hours, with on-call support for production systems.',
  culture: {
    workStyle: 'Academic-style research with code reviews; small teams with deep expertise.',
    communicationStyle: 'Evidence-based: notebooks, charts and statistics, not opinions.',
    decisionMaking: 'Research committees approve signals and models; validation signs off before production.',
    innovationApproach: 'At the frontier: ML, new data and faster infrastructure.',
    workLifeBalance: 'Generally good; intensity comes from competition and incidents, not face-time.',
  },
  interview: [
    q('You roll two dice; what is the expected value of the maximum?', '161/36 ≈ 4.47; show the reasoning via P(max ≤ k) = (k/6)².'),
    q('How would you detect overfitting in a backtest?', 'Out-of-sample and walk-forward testing, count of trials (deflated Sharpe), economic rationale, sensitivity to parameters.'),
    q('Price a European call under Black-Scholes; what are the assumptions?', 'Lognormal prices, constant volatility and rates, no arbitrage, continuous hedging; discuss where they fail (skew, jumps).'),
    q('Implement a rolling z-score efficiently.', 'Use cumulative sums or pandas rolling; discuss look-ahead bias and NaN handling.'),
  ],
  day: [
    [
      act('Check overnight runs', '30 min', 'high', 'Review production signals, data loads and P&L attribution from overnight jobs.', ['engineers and data engineers'], ['Python (NumPy, pandas, scikit-learn, PyTorch)', 'kdb+/q'], ['Anomalies flagged to the team']),
      act('Stand-up', '15 min', 'medium', 'Share research progress and blockers.', ['quant research team'], ['Jira'], ['Priorities agreed']),
    ],
    [
      act('Research a new signal', '2 hours', 'high', 'Test a hypothesis on historical data with proper train/test splits.', [], ['Python (NumPy, pandas, scikit-learn, PyTorch)', 'Databricks or Spark'], ['Backtest with out-of-sample results']),
      act('Help the desk with a pricing question', '30 min', 'medium', 'Explain why a model price differs from the market.', ['traders and portfolio managers'], ['QuantLib'], ['Desk understands model behaviour']),
    ],
    [
      act('Code review', '45 min', 'medium', 'Review a colleague’s pull request for correctness and performance.', ['engineers and data engineers'], ['Git and CI pipelines'], ['Change approved with fixes']),
      act('Reading group', '45 min', 'low', 'Discuss a recent paper on ML in finance.', ['quant research team'], [], ['Ideas for the research backlog']),
    ],
    [
      act('Model documentation', '90 min', 'high', 'Write methodology, assumptions and limitations for validation.', ['model validation'], ['Confluence'], ['Documentation ready for review']),
      act('Optimise a slow calculation', '90 min', 'medium', 'Profile and vectorise a risk calculation.', [], ['C++', 'Python (NumPy, pandas, scikit-learn, PyTorch)'], ['Run-time cut substantially']),
    ],
    [
      act('Research review', '30 min', 'medium', 'Present results and decide whether to continue.', ['head of research'], ['Jupyter'], ['Go/no-go on the idea']),
      act('Schedule overnight jobs', '15 min', 'low', 'Queue backtests and data refreshes.', [], ['Airflow'], ['Jobs running overnight']),
    ],
  ],
  week: {
    scenario: 'A signal you built for {company} is underperforming its backtest in live trading, and model validation wants your documentation by Friday.',
    emails: [
      mail('Live vs. backtest divergence', 'Head of Research', 'high', 'The signal is 40% below expected since go-live. Can you check for look-ahead bias or a data change before Thursday’s review?'),
      mail('Validation findings', 'Model Validation', 'high', 'Three findings: no sensitivity analysis to the lookback window, undocumented data filters and no benchmark model.'),
      mail('Vendor data restatement', 'Data Engineering', 'medium', 'The vendor restated two years of fundamentals. Backtests using that feed need rerunning.'),
      mail('Pull request review requested', 'Quant Developer', 'low', 'Can you review the vectorised risk aggregation change? Unit tests pass.'),
    ],
    projects: [
      proj('Signal divergence investigation', 'Find why live performance differs from the backtest.', ['Root-cause note', 'Fixed pipeline', 'Re-run backtest']),
      proj('Model validation response', 'Close validation findings on the pricing model.', ['Sensitivity analysis', 'Benchmark model', 'Updated documentation']),
      proj('New text-based signal', 'Extract sentiment from earnings call transcripts and test whether it predicts returns after costs.', ['Feature pipeline', 'Backtest', 'Research memo']),
    ],
    meetings: [
      meet('Research review', '60 min', ['Head of Research', 'Quants', 'You'], ['Live performance', 'New ideas', 'Resourcing']),
      meet('Validation walkthrough', '45 min', ['Model Validation', 'You'], ['Findings', 'Remediation plan']),
    ],
    files: [
      file('signal_backtest.ipynb', 'Jupyter notebook', 'Backtest with train/test splits and costs.'),
      file('model_methodology.md', 'Documentation', 'Model assumptions and limitations.'),
      file('risk_aggregation.cpp', 'Source code', 'Optimised risk calculation.'),
    ],
  },
  fundamentals: [
    fund('Sharpe ratio', 'Excess return over the risk-free rate divided by the volatility of returns: the standard measure of risk-adjusted performance.', 'high', ['10% return, 2% risk-free, 8% vol = Sharpe 1.0'], ['Volatility', 'Information ratio']),
    fund('Overfitting', 'A model that fits noise in history and fails on new data.', 'high', ['Testing 1,000 variants and picking the best'], ['Out-of-sample', 'Deflated Sharpe']),
    fund('Black-Scholes', 'Closed-form option pricing under lognormal prices and constant volatility.', 'high', ['Call price from spot, strike, vol, rate, time'], ['Implied volatility', 'Greeks']),
    fund('Look-ahead bias', 'Using information in a backtest that was not available at the time.', 'high', ['Using restated earnings'], ['Point-in-time data', 'Backtest']),
    fund('Transaction costs', 'Spread, impact and fees that erode returns.', 'medium', ['A 5bp cost on a signal turning over daily'], ['Market impact', 'Turnover']),
    fund('Model risk', 'Loss from models that are wrong or misused.', 'medium', ['SS1/23 tiering and validation'], ['Validation', 'Governance']),
  ],
  news: [
    news('PRA model risk principles now apply to all UK banks using internal models', 'PRA', 'Regulation', 'medium', 'SS1/23 took effect, requiring model inventories, tiering and validation.', 'More documentation and validation work for quants building models.'),
    news('Systematic funds post strong returns as trends persist', 'Financial Times', 'Industry', 'medium', 'Trend-following funds benefited from sustained moves in rates and commodities.', 'Hiring in systematic strategies tends to follow performance.'),
    news('Exchange launches new tick-data product', 'LSEG', 'Data', 'low', 'Higher-resolution historical data is now available.', 'New data means new research opportunities and pipeline work.'),
    news('EU AI Act obligations begin to phase in', 'European Commission', 'Regulation', 'medium', 'High-risk AI systems, including credit scoring, face documentation duties.', 'Governance and explainability matter for models used on customers.'),
  ],
  companies: [
    co('Helix Quantitative Partners', 'Systematic hedge fund', 'Futures and equity statistical arbitrage fund.', 'helixqp.example'),
    co('Orbital Markets Ltd', 'Market maker', 'Electronic market maker in ETFs and options.', 'orbitalmarkets.example'),
    co('Greystone Bank plc', 'Bank', 'Universal bank with a large derivatives desk.', 'greystonebank.example'),
    co('Lumen Data Systems', 'Data vendor', 'Alternative data provider of consumer transactions.', 'lumendata.example'),
  ],
  keywords: ['quant', 'quantitative', 'algorithmic', 'algo', 'data scientist', 'machine learning', 'strats', 'developer'],
};
