import type { RoleMatching } from '../catalog/schema';
import type { Demand } from './role-demands';

/** Tags an answer points towards, per kind of role signal (see `catalog/vocabulary.ts`). */
export type TagSignals = { readonly [K in keyof RoleMatching]?: readonly RoleMatching[K][number][] };

/**
 * What choosing an option says about the roles that fit. `avoid` names tags that make a role a worse
 * fit (for example "I prefer words to numbers" against statistics-heavy roles). `conflicts` names what a
 * career may demand that the answer rules out (work-life balance against long hours): each conflicting answer
 * takes a lifestyle penalty off the role (see `scoreQuizAnswers`). An option with no tags at all (such as
 * "None yet") is neutral: it neither raises nor lowers any role.
 */
export type OptionSignals = TagSignals & { readonly avoid?: TagSignals; readonly conflicts?: readonly Demand[] };

/** Scoring signals of every quiz option, keyed by option id (ids are unique across the quiz). */
export const OPTION_SIGNALS: Readonly<Record<string, OptionSignals>> = {
  // enjoyed_activities
  act_valuation_models: { interests: ['valuation'], skills: ['financial_modelling', 'valuation'] },
  act_client_deals: { interests: ['selling', 'client_advice'], skills: ['selling', 'relationship_management'] },
  act_code_stats: { interests: ['quant_modelling', 'data'], skills: ['programming', 'statistics'] },
  act_writing_reports: { skills: ['report_writing', 'research'] },
  act_live_markets: { interests: ['markets'], skills: ['market_knowledge'] },
  act_investigating: { interests: ['investigation'], skills: ['research'] },
  act_rules: { interests: ['regulation'], skills: ['regulatory_knowledge'] },
  act_processes: { interests: ['operations'], skills: ['process_improvement'] },
  act_checking_numbers: { interests: ['accounting'], skills: ['attention_to_detail', 'financial_statements'] },
  act_helping_people: { interests: ['personal_finance', 'client_advice'], skills: ['customer_care'] },
  act_building_products: { interests: ['technology', 'startups'], skills: ['project_management'] },
  act_risk_scenarios: { interests: ['risk'] },

  // finance_areas
  area_markets: { interests: ['markets'] },
  area_companies: { interests: ['company_analysis', 'valuation'] },
  area_deals: { interests: ['deals'] },
  area_investing: { interests: ['investing'] },
  area_personal: { interests: ['personal_finance'] },
  area_lending: { interests: ['credit'] },
  area_insurance: { interests: ['insurance', 'risk'] },
  area_regulation: { interests: ['regulation', 'investigation'] },
  area_fintech: { interests: ['technology', 'startups'] },
  area_property: { interests: ['property'] },
  area_economy: { interests: ['economics', 'public_policy'] },
  area_sustainability: { interests: ['sustainability'] },
  area_startups: { interests: ['startups'] },

  // headline_first
  head_profit_warning: { interests: ['company_analysis', 'investing'] },
  head_takeover: { interests: ['deals'] },
  head_gilts: { interests: ['markets', 'economics'] },
  head_fca_fine: { interests: ['regulation', 'investigation'] },
  head_payments: { interests: ['technology'] },
  head_hurricane: { interests: ['insurance', 'risk'] },
  head_isa: { interests: ['personal_finance'] },
  head_offices: { interests: ['property'] },
  head_ai_fund: { interests: ['quant_modelling', 'markets'] },

  // strongest_skills
  skill_excel: { skills: ['financial_modelling'] },
  skill_writing: { skills: ['report_writing'] },
  skill_presenting: { skills: ['presenting'] },
  skill_persuading: { skills: ['selling', 'negotiation'] },
  skill_coding: { skills: ['programming', 'data_analysis'] },
  skill_maths: { skills: ['statistics'] },
  skill_accounts: { skills: ['financial_statements'] },
  skill_detail: { skills: ['attention_to_detail'] },
  skill_research: { skills: ['research'] },
  skill_organising: { skills: ['project_management', 'leadership'] },
  skill_legal: { skills: ['regulatory_knowledge'] },
  skill_relationships: { skills: ['relationship_management', 'customer_care'] },

  // tools_used
  tool_excel: { skills: ['financial_modelling', 'data_analysis'] },
  tool_powerpoint: { skills: ['presenting'] },
  tool_python: { skills: ['programming', 'statistics'] },
  tool_sql: { skills: ['data_analysis', 'programming'] },
  tool_terminal: { skills: ['market_knowledge'] },
  tool_crm: { skills: ['relationship_management', 'selling'] },
  tool_accounting: { skills: ['financial_statements', 'attention_to_detail'] },
  tool_dashboards: { skills: ['data_analysis'] },
  tool_case_systems: { skills: ['research', 'regulatory_knowledge'] },
  tool_none: {},

  // numbers_comfort
  num_advanced: { skills: ['statistics', 'programming'] },
  num_business: { skills: ['financial_modelling', 'financial_statements'] },
  num_story: { skills: ['financial_statements', 'report_writing'] },
  num_words: {
    skills: ['relationship_management', 'customer_care', 'regulatory_knowledge'],
    avoid: { skills: ['statistics', 'programming', 'financial_modelling'] },
  },

  // work_output
  out_report: { skills: ['report_writing', 'research'] },
  out_deck: { skills: ['presenting'] },
  out_conversation: { skills: ['selling', 'relationship_management'] },
  out_code: { skills: ['programming', 'data_analysis'] },
  out_decision: { skills: ['market_knowledge'], traits: ['decisive'] },
  out_checked: { skills: ['attention_to_detail', 'regulatory_knowledge'] },

  // career_stage
  stage_student: { stages: ['entry'] },
  stage_graduate: { stages: ['entry'] },
  stage_early: { stages: ['early', 'entry'] },
  stage_changer: { stages: ['changer'] },
  stage_experienced: { stages: ['experienced', 'early'] },

  // background
  bg_finance: { backgrounds: ['finance_economics'] },
  bg_stem: { backgrounds: ['maths_science'] },
  bg_computing: { backgrounds: ['computing', 'technology_industry'] },
  bg_law: { backgrounds: ['law'] },
  bg_humanities: { backgrounds: ['humanities'] },
  bg_accounting: { backgrounds: ['accountancy'] },
  bg_sales: { backgrounds: ['sales', 'customer_facing'] },
  bg_public: { backgrounds: ['public_service'] },
  bg_property: { backgrounds: ['property_surveying'] },

  // qualifications
  qual_investment: { backgrounds: ['investment_qualification'] },
  qual_accountancy: { backgrounds: ['accountancy'] },
  qual_actuarial: { backgrounds: ['actuarial'] },
  qual_insurance: { backgrounds: ['insurance_qualification'] },
  qual_planning: { backgrounds: ['planning_qualification'] },
  qual_compliance: { backgrounds: ['compliance_qualification'] },
  qual_risk: { backgrounds: ['risk_qualification'] },
  qual_rics: { backgrounds: ['property_surveying'] },
  qual_none: {},

  // employer_type
  emp_investment_bank: { employers: ['investment_bank'] },
  emp_fund_manager: { employers: ['asset_manager', 'hedge_fund'] },
  emp_private_equity: { employers: ['private_markets'] },
  emp_high_street: { employers: ['retail_bank'] },
  emp_insurer: { employers: ['insurer'] },
  emp_big_four: { employers: ['professional_services'] },
  emp_fintech: { employers: ['fintech'] },
  emp_public: { employers: ['public_sector'] },
  emp_corporate: { employers: ['corporate'] },
  emp_wealth: { employers: ['wealth_manager'] },
  emp_infrastructure: { employers: ['market_infrastructure'] },

  // work_style
  style_deep: { traits: ['analytical', 'independent'], conflicts: ['sales_targets'] },
  style_fast: { traits: ['decisive', 'competitive'] },
  style_people: { traits: ['outgoing', 'persuasive'] },
  style_structured: { traits: ['methodical', 'organised'], conflicts: ['high_pressure', 'market_hours'] },
  style_team: { traits: ['collaborative', 'resilient'] },

  // pressure_response
  pressure_thrive: { traits: ['calm_under_pressure', 'resilient'] },
  pressure_plan: { traits: ['organised', 'detail_oriented'] },
  pressure_rally: { traits: ['collaborative', 'decisive'] },
  pressure_question: { traits: ['sceptical', 'independent'] },

  // described_as
  desc_analytical: { traits: ['analytical'] },
  desc_meticulous: { traits: ['detail_oriented'] },
  desc_persuasive: { traits: ['persuasive'] },
  desc_competitive: { traits: ['competitive'] },
  desc_curious: { traits: ['curious'] },
  desc_sceptical: { traits: ['sceptical'] },
  desc_principled: { traits: ['principled'] },
  desc_empathetic: { traits: ['empathetic'] },
  desc_calm: { traits: ['calm_under_pressure'] },
  desc_creative: { traits: ['creative'] },
  desc_sociable: { traits: ['outgoing'] },
  desc_organised: { traits: ['organised'] },

  // career_priorities
  prio_earnings: { rewards: ['high_earnings'] },
  prio_balance: { rewards: ['work_life_balance'], conflicts: ['long_hours', 'market_hours'] },
  prio_security: { rewards: ['job_security'], conflicts: ['cyclical', 'bonus_driven'] },
  prio_challenge: { rewards: ['intellectual_challenge'] },
  prio_impact: { rewards: ['social_impact'] },
  prio_responsibility: { rewards: ['early_responsibility'] },
  prio_international: { rewards: ['international'] },
  prio_building: { rewards: ['building_new'] },
  prio_variety: { rewards: ['variety'] },
  prio_qualification: { rewards: ['structured_training'] },
};
