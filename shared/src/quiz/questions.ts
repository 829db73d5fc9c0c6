import { z } from 'zod';

export const QUIZ_QUESTION_TYPES = ['multi-select', 'single-select'] as const;
export const QUIZ_CATEGORIES = ['interests', 'skills', 'experience', 'personality', 'goals'] as const;

const quizId = z.string().regex(/^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/, 'Quiz ids are snake_case');

export const ZQuizOption = z.object({
  id: quizId,
  label: z.string().trim().min(1).max(120),
});

/** A career quiz question (spec section 3). `maxSelections` only applies to multi-select questions. */
export const ZQuizQuestion = z
  .object({
    id: quizId,
    question: z.string().trim().min(10).max(200),
    type: z.enum(QUIZ_QUESTION_TYPES),
    category: z.enum(QUIZ_CATEGORIES),
    maxSelections: z.number().int().min(1).optional(),
    options: z.array(ZQuizOption).min(2).max(16),
  })
  .refine((q) => q.maxSelections === undefined || q.type === 'multi-select', {
    message: 'Only multi-select questions can limit selections',
    path: ['maxSelections'],
  });
export type QuizQuestion = z.infer<typeof ZQuizQuestion>;

/**
 * The 15 questions of the career quiz, in the order they are asked.
 * Option ids are unique across the whole quiz; what each option means for scoring lives in
 * `option-signals.ts`, keyed by option id, so labels can be reworded without changing matches.
 */
export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 'enjoyed_activities',
    question: 'Which of these would you genuinely enjoy doing most weeks?',
    type: 'multi-select',
    category: 'interests',
    options: [
      { id: 'act_valuation_models', label: 'Building valuation models in Excel' },
      { id: 'act_client_deals', label: 'Talking to clients and closing deals' },
      { id: 'act_code_stats', label: 'Writing code and working with statistics' },
      { id: 'act_writing_reports', label: 'Writing reports that argue a clear point of view' },
      { id: 'act_live_markets', label: 'Watching live markets and reacting to news' },
      { id: 'act_investigating', label: 'Investigating what went wrong and who is responsible' },
      { id: 'act_rules', label: 'Interpreting rules and making sure they are followed' },
      { id: 'act_processes', label: 'Fixing broken processes so things run smoothly' },
      { id: 'act_checking_numbers', label: 'Making sure every number in a set of accounts is right' },
      { id: 'act_helping_people', label: 'Helping people plan their money and their future' },
      { id: 'act_building_products', label: 'Designing apps and products that customers use' },
      { id: 'act_risk_scenarios', label: 'Thinking through what could go wrong and how to prevent it' },
    ],
  },
  {
    id: 'finance_areas',
    question: 'Which parts of the financial world interest you most?',
    type: 'multi-select',
    category: 'interests',
    options: [
      { id: 'area_markets', label: 'Stock, bond and currency markets' },
      { id: 'area_companies', label: 'How companies make money and what they are worth' },
      { id: 'area_deals', label: 'Mergers, takeovers and fundraising deals' },
      { id: 'area_investing', label: 'Managing investments and building portfolios' },
      { id: 'area_personal', label: 'Personal finance: pensions, ISAs and mortgages' },
      { id: 'area_lending', label: 'Lending to businesses and households' },
      { id: 'area_insurance', label: 'Insurance and protecting against catastrophes' },
      { id: 'area_regulation', label: 'Regulation, financial crime and keeping the system honest' },
      { id: 'area_fintech', label: 'Fintech, payments and digital assets' },
      { id: 'area_property', label: 'Property and infrastructure' },
      { id: 'area_economy', label: 'The economy, interest rates and public policy' },
      { id: 'area_sustainability', label: 'Sustainable finance and climate' },
      { id: 'area_startups', label: 'Start-ups and high-growth companies' },
    ],
  },
  {
    id: 'headline_first',
    question: 'Which headline would you click first?',
    type: 'single-select',
    category: 'interests',
    options: [
      { id: 'head_profit_warning', label: "Retailer's profit warning sends shares down 20%" },
      { id: 'head_takeover', label: '£4bn takeover bid for FTSE 250 engineer' },
      { id: 'head_gilts', label: 'Gilt yields jump as traders rethink rate cuts' },
      { id: 'head_fca_fine', label: 'FCA fines bank £40m over money-laundering failings' },
      { id: 'head_payments', label: 'Challenger bank launches instant cross-border payments' },
      { id: 'head_hurricane', label: "Lloyd's syndicates count the cost of hurricane season" },
      { id: 'head_isa', label: 'Savers urged to use their ISA allowance before April' },
      { id: 'head_offices', label: 'City office values fall as hybrid working sticks' },
      { id: 'head_ai_fund', label: "Hedge fund's AI model beats the market for a third year" },
    ],
  },
  {
    id: 'strongest_skills',
    question: 'Which of these are you already good at, or determined to get good at?',
    type: 'multi-select',
    category: 'skills',
    options: [
      { id: 'skill_excel', label: 'Excel and financial modelling' },
      { id: 'skill_writing', label: 'Writing clearly and concisely' },
      { id: 'skill_presenting', label: 'Presenting to a room and handling tough questions' },
      { id: 'skill_persuading', label: 'Persuading people and closing a sale' },
      { id: 'skill_coding', label: 'Programming (Python, R, SQL)' },
      { id: 'skill_maths', label: 'Maths, probability and statistics' },
      { id: 'skill_accounts', label: 'Reading company accounts' },
      { id: 'skill_detail', label: 'Spotting errors other people miss' },
      { id: 'skill_research', label: 'Digging for facts and checking sources' },
      { id: 'skill_organising', label: 'Organising projects and people to hit deadlines' },
      { id: 'skill_legal', label: 'Understanding legal and regulatory text' },
      { id: 'skill_relationships', label: 'Building long-term relationships with people' },
    ],
  },
  {
    id: 'tools_used',
    question: 'Which tools have you used, or would you like to master?',
    type: 'multi-select',
    category: 'skills',
    options: [
      { id: 'tool_excel', label: 'Excel: pivot tables, lookups and models' },
      { id: 'tool_powerpoint', label: 'PowerPoint pitch books and presentations' },
      { id: 'tool_python', label: 'Python or R' },
      { id: 'tool_sql', label: 'SQL and databases' },
      { id: 'tool_terminal', label: 'A market data terminal such as Bloomberg' },
      { id: 'tool_crm', label: 'A CRM such as Salesforce' },
      { id: 'tool_accounting', label: 'Accounting software such as Xero, SAP or Oracle' },
      { id: 'tool_dashboards', label: 'Dashboards in Power BI or Tableau' },
      { id: 'tool_case_systems', label: 'Case-management and screening systems' },
      { id: 'tool_none', label: "None yet: I'm just starting out" },
    ],
  },
  {
    id: 'numbers_comfort',
    question: 'How do you feel about numbers?',
    type: 'single-select',
    category: 'skills',
    options: [
      { id: 'num_advanced', label: 'I love advanced maths: calculus, probability, models' },
      { id: 'num_business', label: 'Very comfortable with business numbers and spreadsheets' },
      { id: 'num_story', label: 'Happy when the numbers tell a story about people or a business' },
      { id: 'num_words', label: 'I prefer words and people to numbers' },
    ],
  },
  {
    id: 'work_output',
    question: 'How would you most like to deliver your work?',
    type: 'single-select',
    category: 'skills',
    options: [
      { id: 'out_report', label: 'A well-researched written report' },
      { id: 'out_deck', label: 'A slide deck presented to senior people' },
      { id: 'out_conversation', label: 'A live conversation that wins the client over' },
      { id: 'out_code', label: 'Code or a tool that other people rely on' },
      { id: 'out_decision', label: 'A quick decision with real money on the line' },
      { id: 'out_checked', label: 'A checked, signed-off piece of work nobody can fault' },
    ],
  },
  {
    id: 'career_stage',
    question: 'Where are you in your career?',
    type: 'single-select',
    category: 'experience',
    options: [
      { id: 'stage_student', label: 'Still studying (school, university or a master’s)' },
      { id: 'stage_graduate', label: 'Recent graduate or in my first job' },
      { id: 'stage_early', label: '1-4 years into my career' },
      { id: 'stage_changer', label: 'Changing career after 5+ years in another field' },
      { id: 'stage_experienced', label: 'Experienced finance professional' },
    ],
  },
  {
    id: 'background',
    question: 'What is your background? Pick all that apply.',
    type: 'multi-select',
    category: 'experience',
    options: [
      { id: 'bg_finance', label: 'Economics, finance, business or management' },
      { id: 'bg_stem', label: 'Maths, physics, engineering or another science' },
      { id: 'bg_computing', label: 'Computer science or software' },
      { id: 'bg_law', label: 'Law' },
      { id: 'bg_humanities', label: 'History, languages, politics or another humanities subject' },
      { id: 'bg_accounting', label: 'Accounting or audit work' },
      { id: 'bg_sales', label: 'Sales, retail or hospitality' },
      { id: 'bg_public', label: 'Public sector, armed forces or policing' },
      { id: 'bg_property', label: 'Property, surveying or construction' },
    ],
  },
  {
    id: 'qualifications',
    question: 'Which qualifications do you hold, or plan to study for?',
    type: 'multi-select',
    category: 'experience',
    options: [
      { id: 'qual_investment', label: 'CFA, IMC or CISI investment qualifications' },
      { id: 'qual_accountancy', label: 'ACA, ACCA or CIMA' },
      { id: 'qual_actuarial', label: 'Actuarial exams (IFoA)' },
      { id: 'qual_insurance', label: 'CII insurance qualifications' },
      { id: 'qual_planning', label: 'Financial planning or mortgage advice (DipPFS, CeMAP)' },
      { id: 'qual_compliance', label: 'ICA compliance or anti-money-laundering certificates' },
      { id: 'qual_risk', label: 'FRM or PRM risk qualifications' },
      { id: 'qual_rics', label: 'RICS surveying' },
      { id: 'qual_none', label: 'None yet' },
    ],
  },
  {
    id: 'employer_type',
    question: 'Where would you most like to work?',
    type: 'multi-select',
    category: 'goals',
    options: [
      { id: 'emp_investment_bank', label: 'A global investment bank' },
      { id: 'emp_fund_manager', label: 'A fund manager or hedge fund' },
      { id: 'emp_private_equity', label: 'A private equity or venture capital firm' },
      { id: 'emp_high_street', label: 'A high-street bank or building society' },
      { id: 'emp_insurer', label: "An insurer or the Lloyd's market" },
      { id: 'emp_big_four', label: 'A Big Four or professional services firm' },
      { id: 'emp_fintech', label: 'A fintech start-up or scale-up' },
      { id: 'emp_public', label: 'A regulator, central bank or government department' },
      { id: 'emp_corporate', label: 'The finance team of a well-known company' },
      { id: 'emp_wealth', label: 'A wealth manager or financial planning firm' },
      { id: 'emp_infrastructure', label: 'An exchange, rating agency, data provider or custodian' },
    ],
  },
  {
    id: 'work_style',
    question: 'Your ideal working day is...',
    type: 'single-select',
    category: 'personality',
    options: [
      { id: 'style_deep', label: 'Heads-down analysis on a hard problem' },
      { id: 'style_fast', label: 'Fast and noisy, reacting to events as they happen' },
      { id: 'style_people', label: 'Out meeting people, on calls, building relationships' },
      { id: 'style_structured', label: 'Structured and predictable, with clear procedures' },
      { id: 'style_team', label: 'Working closely with a team towards a shared deadline' },
    ],
  },
  {
    id: 'pressure_response',
    question: 'A big deadline moves forward by two days. You...',
    type: 'single-select',
    category: 'personality',
    options: [
      { id: 'pressure_thrive', label: 'Get a buzz: pressure brings out my best' },
      { id: 'pressure_plan', label: 'Re-plan carefully and make sure nothing is missed' },
      { id: 'pressure_rally', label: 'Rally the team and split the work' },
      { id: 'pressure_question', label: 'Ask whether the new deadline really makes sense' },
    ],
  },
  {
    id: 'described_as',
    question: 'How would friends or colleagues describe you?',
    type: 'multi-select',
    category: 'personality',
    options: [
      { id: 'desc_analytical', label: 'Analytical' },
      { id: 'desc_meticulous', label: 'Meticulous' },
      { id: 'desc_persuasive', label: 'Persuasive' },
      { id: 'desc_competitive', label: 'Competitive' },
      { id: 'desc_curious', label: 'Curious' },
      { id: 'desc_sceptical', label: 'Sceptical: I question everything' },
      { id: 'desc_principled', label: 'Principled' },
      { id: 'desc_empathetic', label: 'Empathetic' },
      { id: 'desc_calm', label: 'Calm in a crisis' },
      { id: 'desc_creative', label: 'Creative' },
      { id: 'desc_sociable', label: 'Sociable' },
      { id: 'desc_organised', label: 'Organised' },
    ],
  },
  {
    id: 'career_priorities',
    question: 'What matters most to you in your next role? Choose up to three.',
    type: 'multi-select',
    category: 'goals',
    maxSelections: 3,
    options: [
      { id: 'prio_earnings', label: 'High earning potential' },
      { id: 'prio_balance', label: 'Work-life balance' },
      { id: 'prio_security', label: 'Job security' },
      { id: 'prio_challenge', label: 'Intellectual challenge' },
      { id: 'prio_impact', label: 'Making a positive difference' },
      { id: 'prio_responsibility', label: 'Real responsibility early on' },
      { id: 'prio_international', label: 'Working internationally' },
      { id: 'prio_building', label: 'Building something new' },
      { id: 'prio_variety', label: 'Variety: no two days the same' },
      { id: 'prio_qualification', label: 'A recognised professional qualification' },
    ],
  },
];

const QUESTIONS_BY_ID: ReadonlyMap<string, QuizQuestion> = new Map(QUIZ_QUESTIONS.map((q) => [q.id, q]));

/** The quiz question with this id, or undefined. */
export function getQuizQuestion(questionId: string): QuizQuestion | undefined {
  return QUESTIONS_BY_ID.get(questionId);
}
