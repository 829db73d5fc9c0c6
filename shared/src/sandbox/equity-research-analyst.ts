import type { SandboxContent } from './schema';

/**
 * The free simulation (`/sandbox/equity_research_analyst`), written by hand: results week on a UK
 * consumer research desk. Every company, person, source and figure is fictional; websites use the
 * reserved `.example` domain. Figures are kept consistent across emails, files, news and meetings.
 */
export const EQUITY_RESEARCH_ANALYST_SANDBOX: SandboxContent = {
  scenario:
    "It is Monday morning of results week. You are an equity research analyst in the UK Consumer team at Ashgrove Barrington, a mid-sized London broker, covering seven UK food producers and packaging companies. Your biggest name, Harcourt Foods plc (FTSE 250; rating Buy; price target 412p; shares at 348p), reports interim results at 07:00 on Thursday. Before then you must update your model, publish a preview that gives the sales desk a fresh angle, and make sense of a busy news week: Greenaway Supermarkets, Harcourt's largest customer, is cutting prices; a private equity firm has approached Mereside Brands; and Kestrel Coffee Group, on which you initiate coverage in three weeks, has just missed expectations. Compliance has also put Brackenfield Packaging on the restricted list, so it must stay out of everything you write and say. Your job this week: form a view, put numbers behind it, say it clearly to clients and stay inside the rules on inside information and fair treatment of clients.",
  emails: [
    {
      subject: 'Harcourt: updated model before Thursday?',
      from: 'Sofia Lindqvist (Portfolio Manager, Calder Asset Management)',
      content:
        "Morning. Harcourt is a top-ten holding in our UK Equity Income fund, so I'd like to go into Thursday with your latest numbers. Could you send the current model, and in the preview spell out three things: your H1 EBIT against company-compiled consensus, the margin bridge (pricing vs. input costs vs. labour), and how much of the April wage increase you think they can recover? I'm also worried about what the Greenaway price cuts mean for own-label suppliers. I know you can't tell me anything before it's published, so the published note and model are fine. Can we book 30 minutes on Friday once the dust has settled?",
      priority: 'high',
      timestamp: 'Mon 06:52',
    },
    {
      subject: 'Wednesday morning note: need a sharper Harcourt angle',
      from: 'Tom Whitaker (UK Equity Sales, Ashgrove Barrington)',
      content:
        "Clients are bored of 'margin recovery continues'. Every broker will say H1 is fine. What's our differentiated call? Once the preview is out on Wednesday, I'd like three lines I can use on the phone before the open: where we are versus consensus, the one number that matters on the day, and why the shares are cheap even if Greenaway squeezes prices. If the Mereside approach makes food producers look cheap, say so and give me the multiple. Can you also join the 07:15 morning meeting on Wednesday to pitch it?",
      priority: 'high',
      timestamp: 'Mon 07:40',
    },
    {
      subject: 'RESTRICTED: Brackenfield Packaging plc, research blackout effective immediately',
      from: 'Amelia Grant (Research Compliance, Ashgrove Barrington)',
      content:
        "Brackenfield Packaging plc has been added to the firm's restricted list with immediate effect. Until further notice you must not publish research, change ratings, price targets or estimates, distribute models or comment on the company to clients, sales or traders, including in sector comparison tables and in notes on other companies (for example packaging cost commentary in the Harcourt preview). If clients ask, the only permitted answer is that the firm is not in a position to comment. Please remove Brackenfield from the UK Food Producers comps sheet before any external distribution. The restriction does not imply anything about the company; do not speculate about the reason with anyone. Questions to me only.",
      priority: 'high',
      timestamp: 'Mon 09:15',
    },
    {
      subject: 'Harcourt Foods interim results: Thursday logistics',
      from: 'Joanna Fielding (Head of Investor Relations, Harcourt Foods plc)',
      content:
        'Ahead of Thursday: results will be released via RNS at 07:00, with the presentation for analysts and investors at 09:30 at our London office and on the webcast (link to follow). Claire Donnelly (CEO) and Simon Ashby (CFO) will present and take questions. We can offer sell-side follow-up calls with Simon on Friday between 14:00 and 16:00; please let me know a preferred slot. As a reminder, we are in our close period, so we are unable to discuss current trading, guidance or anything not already in the public domain before the announcement. The company-compiled consensus has been circulated to contributing analysts.',
      priority: 'medium',
      timestamp: 'Mon 11:02',
    },
    {
      subject: 'Kestrel initiation: timeline and the rating debate',
      from: 'Helen Marsh (Head of UK Consumer Research, Ashgrove Barrington)',
      content:
        "I've put the Kestrel initiation into the rating committee for Wednesday at 10:00. Before then I need your valuation summary and the three key risks. On the rating: I'm not yet convinced by Sell. This morning's LFL miss is in the price after an 11% fall, and the drive-thru rollout could surprise. If you still want to go negative, show me store-level payback under our assumptions versus management's, and what the shares are worth if LFL sales stay at 2%. Draft to editorial by Friday week. Also: do not discuss the initiation or your likely rating with clients before it is published.",
      priority: 'medium',
      timestamp: 'Mon 14:30',
    },
    {
      subject: 'Consensus file and input-cost tracker updated',
      from: 'Ravi Patel (Research Associate, Ashgrove Barrington)',
      content:
        "Harcourt IR has sent the company-compiled consensus (14 contributors): H1 revenue £668m, adjusted EBIT £41.5m (range £39.8m-£43.0m), adjusted EPS 11.9p. Full year adjusted EBIT £88.2m (range £86.0m-£91.0m). We're at £42.8m for H1 and £90.5m for the year, so we're near the top of the range. I've also updated the input-cost tracker: wheat futures are down 8% over the month, dairy flat, energy slightly lower. Shall I build a sensitivity table for the April National Living Wage rise? By my reckoning each 1% on the wage bill is about £2.9m of EBIT before pricing or efficiency mitigation.",
      priority: 'medium',
      timestamp: 'Tue 08:05',
    },
    {
      subject: 'Kestrel after the LFL miss: quick call?',
      from: 'Marcus Hale (Analyst, Redkite Capital)',
      content:
        "Hi, saw Kestrel's Q3 update: LFL +2.1% against consensus of +3.5%. We've been hearing that the drive-thru sites are cannibalising the high-street estate. I know you're working on an initiation. Any chance of a quick call to hear how you're thinking about store economics and where you'll land? Happy to share what our channel checks are saying.",
      priority: 'low',
      timestamp: 'Tue 16:20',
    },
    {
      subject: 'RNS: Harcourt Foods plc, Interim Results',
      from: 'Market News Alerts (RNS feed)',
      content:
        "Harcourt Foods plc, interim results for the six months ended 30 September. Revenue £671m (+4.1%). Adjusted operating profit £43.6m (H1 last year: £38.0m); adjusted operating margin 6.5% (+60bp). Adjusted EPS 12.5p. Interim dividend 3.6p (+9%). Net debt £198m (1.5x EBITDA). Free cash flow conversion 82%. Outlook: 'Volumes have been resilient and pricing agreed with customers continues to recover cost inflation. We now expect full-year adjusted operating profit to be towards the upper end of the range of market expectations.' The company notes that current company-compiled consensus for full-year adjusted operating profit is £86.0m-£91.0m.",
      priority: 'high',
      timestamp: 'Thu 07:00',
    },
  ],
  projects: [
    {
      title: 'Harcourt Foods H1 results preview',
      status: 'in_progress',
      deadline: 'Tue 17:00 (to editorial for publication at 06:30 on Wednesday)',
      description:
        'A four-page preview setting out where Ashgrove stands against consensus, the key debates for the day and the questions for management. It must give sales a differentiated angle beyond "margin recovery continues" and leave out Brackenfield Packaging entirely.',
      deliverables: [
        'Forecast versus company-compiled consensus table (H1 and full year)',
        'H1 margin bridge: pricing, input costs, labour, efficiencies',
        'National Living Wage sensitivity table',
        'Greenaway price-cut exposure analysis (28% of Harcourt sales)',
        'Five questions for management',
        'Valuation summary reiterating Buy and 412p target',
      ],
    },
    {
      title: 'Harcourt model update (v14 to v15)',
      status: 'in_progress',
      deadline: 'Tue 12:00',
      description:
        'Roll the model forward for the H1 split, refresh input-cost assumptions from the tracker, add a wage sensitivity tab and reconcile to company-compiled consensus so every difference can be explained.',
      deliverables: [
        'H1/H2 split of revenue, EBIT and cash flow',
        'Updated wheat, dairy, packaging and energy assumptions',
        'Wage sensitivity tab',
        'Consensus comparison tab',
        'Checked model for client distribution (no restricted names)',
      ],
    },
    {
      title: 'Results-day first take on Harcourt',
      status: 'not_started',
      deadline: 'Thu 07:45 (before the 08:00 market open)',
      description:
        'A one-page reaction published within 45 minutes of the 07:00 RNS: headline numbers against our forecasts and consensus, read-across to guidance, and whether the results change the investment case. You also speak at the 07:20 morning meeting.',
      deliverables: [
        'One-page first-take note',
        'Three talking points for the morning meeting',
        'Key messages for sales and sales trading',
      ],
    },
    {
      title: 'Kestrel Coffee Group initiation of coverage',
      status: 'in_progress',
      deadline: 'Draft to editorial Friday next week; publication in three weeks',
      description:
        'A 40-page initiation on a 430-store coffee chain: market structure, store-level economics, drive-thru rollout returns, forecasts to FY+3 and a DCF-based price target. The rating goes to committee on Wednesday; nothing about it can be shared externally until publication.',
      deliverables: [
        'Store-level payback model (high street versus drive-thru)',
        'Five-year forecasts and DCF',
        'Peer valuation table',
        'Investment case and key risks',
        'Rating and price target for committee',
      ],
    },
    {
      title: 'Quarterly UK food input-cost tracker',
      status: 'completed',
      deadline: 'Published last Friday',
      description:
        'A chart pack tracking wheat, dairy, pork, packaging, energy and wage inflation against the gross margins of the companies under coverage, used by clients as a reference between results.',
      deliverables: ['20-slide chart pack', 'Client email summary', 'Updated data appendix'],
    },
  ],
  meetings: [
    {
      title: 'Morning meeting (research to sales and trading)',
      time: 'Mon 07:15',
      duration: '15 minutes',
      attendees: ['Head of Research', 'UK research analysts', 'Tom Whitaker (UK Equity Sales)', 'Sales trading desk'],
      agenda: [
        'Early news: Greenaway price cuts, Mereside approach, Kestrel Q3 trading update',
        'Read-across from the Mereside approach to food producer valuations',
        'Harcourt results on Thursday: where we stand versus consensus',
        'Restricted list update (no discussion of the reasons)',
      ],
    },
    {
      title: 'Rating and price target committee: Kestrel Coffee Group initiation',
      time: 'Wed 10:00',
      duration: '45 minutes',
      attendees: ['Helen Marsh (Head of UK Consumer Research)', 'Director of Research', 'Supervisory analyst', 'You'],
      agenda: [
        'Proposed rating and price target',
        'Store-level economics: our assumptions versus management targets',
        'Valuation: DCF with EV/EBITDA and peer cross-checks',
        'Key risks to the call',
        'Publication timetable and research embargo',
      ],
    },
    {
      title: 'Harcourt Foods interim results presentation and Q&A',
      time: 'Thu 09:30',
      duration: '75 minutes',
      attendees: [
        'Claire Donnelly (CEO, Harcourt Foods)',
        'Simon Ashby (CFO, Harcourt Foods)',
        'Joanna Fielding (Head of IR, Harcourt Foods)',
        'Sell-side analysts',
        'Institutional investors',
      ],
      agenda: [
        'H1 highlights and strategy update',
        'Financial review: margin bridge and cash flow',
        'Customer pricing and volumes',
        'Outlook and full-year guidance',
        'Questions from analysts and investors',
      ],
      transcript:
        "You: Thanks, two questions. First on Greenaway's price cuts: how much of the 1,200 lines are yours, and who funds the investment in price? Second, on the April wage increase: what is the gross cost, and how much do you expect to recover through pricing versus efficiencies?\nClaire Donnelly (CEO): On Greenaway, we don't comment on individual customers, but I'd say our contracts give us cost-based pricing mechanisms, and promotional investment is agreed line by line. We are not seeing a change in the principle that cost inflation is recovered.\nSimon Ashby (CFO): On wages, the gross headwind next year is around £19m. We expect to recover most of it: roughly two-thirds through pricing and about a quarter through automation at our Leeds and Corby sites. The guidance we gave this morning reflects that.\nYou: So the implied net headwind is small. Is that included in the upper end of the range?\nSimon Ashby (CFO): The guidance is for this financial year; we'll give more colour on next year at the full-year results. But we're comfortable with how the pricing conversations are going.",
    },
    {
      title: 'Post-results call with Calder Asset Management',
      time: 'Fri 11:00',
      duration: '30 minutes',
      attendees: [
        'Sofia Lindqvist (Portfolio Manager, Calder Asset Management)',
        'Tom Whitaker (UK Equity Sales)',
        'You',
      ],
      agenda: [
        'Harcourt: changes to forecasts and price target after the results',
        'What management said (and did not say) about Greenaway',
        'Wage inflation: gross cost versus net impact',
        'Valuation and the Mereside read-across',
        'Kestrel: no views until the initiation is published',
      ],
    },
  ],
  files: [
    {
      name: 'HRC_Model_v14.xlsx',
      description:
        'Harcourt Foods three-statement model: divisional revenue build (ready meals, fresh pasta, bakery), margin bridge, cash flow and net debt, DCF and sensitivity tabs. Currently forecasts H1 adjusted EBIT of £42.8m and full-year £90.5m.',
      type: 'spreadsheet',
    },
    {
      name: 'HRC_H1_Preview_draft_v3.docx',
      description:
        'Working draft of the results preview: investment summary, forecast versus consensus table, margin bridge, wage sensitivity, Greenaway exposure and questions for management. Needs a sharper headline and a compliance check for restricted names.',
      type: 'document',
    },
    {
      name: 'HRC_Company_Compiled_Consensus.pdf',
      description:
        'Consensus compiled by Harcourt IR from 14 analysts: H1 revenue £668m, adjusted EBIT £41.5m (range £39.8m-£43.0m), adjusted EPS 11.9p; full-year adjusted EBIT £88.2m (range £86.0m-£91.0m).',
      type: 'pdf',
    },
    {
      name: 'UK_Food_Producers_Comps.xlsx',
      description:
        'Sector comparison table: share prices, market values, EV/EBITDA, P/E, dividend yield and net debt/EBITDA for the companies under coverage. Harcourt trades on 9.5x EV/EBITDA against a peer average of 8.2x. The Brackenfield row must be removed before external use.',
      type: 'spreadsheet',
    },
    {
      name: 'Kestrel_Initiation_Draft_v2.docx',
      description:
        'Draft initiation on Kestrel Coffee Group: market share analysis, store-level payback for high street and drive-thru formats, forecasts and DCF. Rating section left blank pending Wednesday committee.',
      type: 'document',
    },
    {
      name: 'Harcourt_Annual_Report.pdf',
      description:
        'Latest Harcourt Foods annual report: strategy, segment disclosures, customer concentration (largest customer 28% of revenue), principal risks, pension scheme and alternative performance measure reconciliations.',
      type: 'pdf',
    },
  ],
  news: [
    {
      title: 'Greenaway Supermarkets cuts prices on 1,200 own-label lines',
      source: 'The Grocery Ledger (trade press)',
      timestamp: 'Mon 06:30',
      category: 'Customers and pricing',
      impact: 'high',
      summary:
        "Greenaway, the UK's third-largest grocer, announced price cuts averaging 6% on 1,200 own-label products including ready meals, fresh pasta and bread, funded by what it called 'supplier partnership savings'.",
      whyThisMatters:
        "Greenaway is Harcourt's largest customer at 28% of revenue, and the categories cut are Harcourt's. If suppliers fund the cuts, H2 margins are at risk; if Greenaway funds them, volumes could rise. Expect the question on Thursday, and be clear in the preview which scenario your forecasts assume.",
    },
    {
      title: 'Mereside Brands confirms approach from Larchfield Capital',
      source: 'Company announcement (RNS)',
      timestamp: 'Mon 07:00',
      category: 'M&A',
      impact: 'high',
      summary:
        'Mereside Brands confirmed it has received a possible cash offer of 265p per share from private equity firm Larchfield Capital, a 34% premium to the undisturbed price of 198p. Under the Takeover Code, Larchfield must announce a firm offer or walk away within 28 days.',
      whyThisMatters:
        'At 265p Mereside would be valued at about 12.5x EV/EBITDA, well above the 8.2x sector average and Harcourt’s 9.5x. It is evidence that private buyers see value in UK food companies, and it gives sales the "cheap versus private market value" angle they want.',
    },
    {
      title: 'Kestrel Coffee Q3 like-for-like sales growth slows to 2.1%',
      source: 'Company announcement (RNS)',
      timestamp: 'Mon 07:00',
      category: 'Company trading update',
      impact: 'medium',
      summary:
        'Kestrel Coffee Group reported third-quarter like-for-like sales growth of 2.1%, below consensus of 3.5%, citing weaker high-street footfall. Full-year guidance was held, relying on the 40 drive-thru openings planned for the year. The shares fell 11%.',
      whyThisMatters:
        'This feeds straight into your initiation. Is the slowdown cyclical footfall or drive-thru sites cannibalising the high street? Your store-level model and the rating committee debate hinge on the answer, and you cannot share your view until the initiation is published.',
    },
    {
      title: 'Wheat futures fall 8% in a month on strong Black Sea harvest',
      source: 'Commodities wire',
      timestamp: 'Tue 13:10',
      category: 'Input costs',
      impact: 'medium',
      summary:
        'London wheat futures have fallen 8% over the past month as Black Sea export estimates were raised. Dairy prices were flat and energy prices edged lower.',
      whyThisMatters:
        "Lower wheat costs help Harcourt's bakery and pasta margins from H2, but contracts with customers often pass commodity savings on with a lag. Check whether your model assumes Harcourt keeps the benefit or gives it back in price.",
    },
    {
      title: 'National Living Wage rise confirmed for April',
      source: 'Government announcement',
      timestamp: 'Wed 12:30',
      category: 'Labour costs',
      impact: 'high',
      summary:
        'The government confirmed the National Living Wage will rise by 6.5% from April, in line with recommendations, alongside changes to employer National Insurance thresholds.',
      whyThisMatters:
        "Labour is about 30% of Harcourt's cost of sales. On the team's estimate of £2.9m EBIT per 1% rise in the wage bill, the gross headwind is close to £19m before pricing and automation. How much is recovered is the key debate for next year's forecasts.",
    },
    {
      title: 'Gilt yields rise after services inflation surprises on the upside',
      source: 'Macro data release',
      timestamp: 'Wed 07:00',
      category: 'Macro and rates',
      impact: 'low',
      summary:
        'Ten-year gilt yields rose 12 basis points after services inflation came in above forecasts, pushing back market expectations for Bank Rate cuts.',
      whyThisMatters:
        'Higher risk-free rates raise the discount rate in your DCF and the cost of Harcourt’s floating-rate debt. It is a small move for the price target, but clients will ask whether defensive food stocks de-rate when yields rise.',
    },
  ],
  fundamentals: [
    {
      term: 'EV/EBITDA',
      description:
        'Enterprise value (market capitalisation plus net debt and other claims) divided by earnings before interest, tax, depreciation and amortisation. It compares companies regardless of how they are financed.',
      importance:
        'It is the main multiple for comparing food producers with different debt levels and for reading across takeover prices, such as the Mereside approach, to listed peers.',
      examples: [
        'Harcourt: market value £1,086m plus net debt £210m gives EV of £1,296m; divided by forecast EBITDA of £136m, that is 9.5x.',
        'Larchfield’s possible offer values Mereside at about 12.5x, against a sector average of 8.2x.',
      ],
      relatedTerms: ['Enterprise value', 'EBITDA', 'Net debt', 'P/E ratio'],
    },
    {
      term: 'P/E ratio',
      description:
        'Share price divided by earnings per share, usually adjusted EPS for the next financial year. It shows how many years of current earnings investors are paying for.',
      importance:
        'Generalist fund managers screen on P/E, so it frames how cheap or expensive a stock looks next to the wider market and to its own history.',
      examples: [
        'Harcourt at 348p on forecast adjusted EPS of 25.6p trades on 13.6x.',
        'If EPS rises 10% and the P/E stays the same, the share price should rise by about 10%.',
      ],
      relatedTerms: ['Adjusted EPS', 'Earnings yield', 'EV/EBITDA'],
    },
    {
      term: 'Discounted cash flow (DCF)',
      description:
        'A valuation that forecasts the free cash flows a business will generate and discounts them back to today at its weighted average cost of capital, adding a terminal value for the years beyond the forecast.',
      importance:
        'It anchors a price target in cash generation rather than in what the market currently pays, and shows which assumptions (margin, growth, discount rate) matter most.',
      examples: [
        'Ashgrove’s 412p Harcourt target uses an 8.5% WACC and 2% terminal growth, cross-checked against 10.5x next-year EV/EBITDA.',
        'A 0.5 percentage point rise in WACC cuts the DCF value by roughly 7%.',
      ],
      relatedTerms: ['WACC', 'Terminal value', 'Free cash flow', 'Price target'],
    },
    {
      term: 'Consensus estimates',
      description:
        'The average of analysts’ published forecasts for revenue, profit and EPS. In the UK many companies publish a company-compiled consensus with the range of contributors’ numbers.',
      importance:
        'Share prices react to results against consensus, not against last year. Knowing where you sit in the range tells you, and your clients, what is priced in.',
      examples: [
        'Harcourt H1 adjusted EBIT consensus is £41.5m (range £39.8m-£43.0m); Ashgrove is at £42.8m.',
        'An actual result of £43.6m is a 5% beat against consensus and above the top of the range.',
      ],
      relatedTerms: ['Company-compiled consensus', 'Earnings surprise', 'Guidance'],
    },
    {
      term: 'Guidance',
      description:
        'What management tells the market to expect, often expressed relative to market expectations ("in line", "towards the upper end of the range") rather than as a number.',
      importance:
        'Guidance changes usually move shares more than the reported half. Analysts reset their forecasts to it, so reading the wording precisely is part of the job.',
      examples: [
        'Harcourt: "towards the upper end of the range of market expectations" with a stated range of £86.0m-£91.0m implies about £90m.',
        'A profit warning is guidance cut below the bottom of the consensus range.',
      ],
      relatedTerms: ['Consensus estimates', 'Profit warning', 'Trading update'],
    },
    {
      term: 'Like-for-like (LFL) sales',
      description:
        'Sales growth from stores or sites open in both periods, excluding openings and closures. It separates demand in the existing estate from growth bought with new space.',
      importance:
        'For retailers and restaurant chains like Kestrel, LFL growth drives operating leverage and tells you whether new formats are adding demand or cannibalising old ones.',
      examples: [
        'Kestrel’s Q3 LFL growth of 2.1% against consensus of 3.5% sent the shares down 11%.',
        'Total sales can grow 8% while LFL sales grow only 2% if the company is opening many new stores.',
      ],
      relatedTerms: ['Operating leverage', 'Footfall', 'Store payback'],
    },
    {
      term: 'Free cash flow conversion',
      description:
        'Free cash flow as a percentage of adjusted profit (net income or operating profit, depending on the house definition). It tests whether reported profits turn into cash.',
      importance:
        'High conversion funds dividends and debt reduction; persistently low conversion can signal aggressive accounting or heavy investment needs.',
      examples: [
        'Harcourt reported 82% free cash flow conversion in H1, helping net debt fall to £198m.',
        'Automation spending at the Leeds and Corby sites will weigh on conversion while it lasts.',
      ],
      relatedTerms: ['Capital expenditure', 'Working capital', 'Net debt'],
    },
    {
      term: 'Price target and rating',
      description:
        'The value an analyst expects the shares to reach, usually over 12 months, and the recommendation (Buy, Hold or Sell) that follows from the gap to the current price under the firm’s rating rules.',
      importance:
        'They are the most visible output of research. Changes go through a committee and compliance review, and must never be shared with anyone before publication.',
      examples: [
        'Harcourt: Buy with a 412p target against 348p, 18% upside.',
        'Kestrel’s initiation rating is debated at committee and embargoed until the note is published.',
      ],
      relatedTerms: ['DCF', 'Upside', 'Research embargo', 'Market Abuse Regulation'],
    },
  ],
  companies: [
    {
      name: 'Harcourt Foods plc',
      industry: 'Food producers (chilled ready meals, fresh pasta, bakery)',
      description:
        'FTSE 250 manufacturer of chilled and bakery products, mostly supermarket own-label, from 14 UK sites. Revenue about £1.3bn; largest customer Greenaway Supermarkets at 28%. Ashgrove rating: Buy, price target 412p.',
      website: 'https://www.harcourtfoods.example',
    },
    {
      name: 'Kestrel Coffee Group plc',
      industry: 'Leisure and food-to-go',
      description:
        'UK coffee chain with 430 shops, rolling out drive-thru sites on retail parks. Coverage initiation in progress; no published rating.',
      website: 'https://www.kestrelcoffee.example',
    },
    {
      name: 'Mereside Brands plc',
      industry: 'Branded snacks and soft drinks',
      description:
        'Maker of branded crisps, nuts and soft drinks sold through supermarkets and convenience stores. Subject of a possible 265p cash offer from Larchfield Capital.',
      website: 'https://www.meresidebrands.example',
    },
    {
      name: 'Greenaway Supermarkets plc',
      industry: 'Food retail',
      description:
        "The UK's third-largest grocer, with around 600 stores. Covered by Ashgrove's retail analyst, and Harcourt's largest customer.",
      website: 'https://www.greenaway.example',
    },
    {
      name: 'Brackenfield Packaging plc',
      industry: 'Food packaging',
      description:
        'Manufacturer of food trays, films and cartons for UK food producers. Currently on Ashgrove’s restricted list: no research, estimates or comment until further notice.',
      website: 'https://www.brackenfieldpackaging.example',
    },
  ],
};
