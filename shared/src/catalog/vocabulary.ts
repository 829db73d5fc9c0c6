import { z } from 'zod';

/**
 * Controlled vocabularies shared by the role catalogue and the career quiz.
 *
 * Every role carries tags from these lists (`Role.matching`), and every quiz option names the tags it
 * points towards (`OPTION_SIGNALS` in `quiz/option-signals.ts`). Scoring only ever compares tags, never
 * free text, so a renamed label cannot silently change a match.
 */

/** Sectors of financial services a role belongs to (one per role). */
export const SECTORS = [
  'investment_banking',
  'research',
  'sales_trading',
  'asset_management',
  'wealth_management',
  'private_markets',
  'hedge_funds',
  'quant',
  'risk',
  'compliance_financial_crime',
  'corporate_finance_treasury',
  'accounting_audit',
  'insurance_actuarial',
  'retail_commercial_banking',
  'fintech_payments',
  'operations',
  'real_estate_finance',
  'public_sector',
] as const;
export const ZSector = z.enum(SECTORS);
export type Sector = z.infer<typeof ZSector>;

/** What the work is about: the subjects and activities someone would have to enjoy. */
export const INTEREST_TAGS = [
  'valuation',
  'company_analysis',
  'deals',
  'markets',
  'investing',
  'client_advice',
  'selling',
  'quant_modelling',
  'technology',
  'data',
  'economics',
  'regulation',
  'investigation',
  'risk',
  'accounting',
  'operations',
  'property',
  'insurance',
  'personal_finance',
  'credit',
  'startups',
  'sustainability',
  'public_policy',
  'strategy',
] as const;
export const ZInterestTag = z.enum(INTEREST_TAGS);

/** What the job asks you to be good at every week. */
export const SKILL_TAGS = [
  'financial_modelling',
  'valuation',
  'financial_statements',
  'report_writing',
  'presenting',
  'selling',
  'negotiation',
  'relationship_management',
  'programming',
  'statistics',
  'data_analysis',
  'regulatory_knowledge',
  'attention_to_detail',
  'research',
  'project_management',
  'market_knowledge',
  'credit_assessment',
  'process_improvement',
  'customer_care',
  'leadership',
] as const;
export const ZSkillTag = z.enum(SKILL_TAGS);

/** Temperament that helps in the job. */
export const TRAIT_TAGS = [
  'analytical',
  'detail_oriented',
  'competitive',
  'outgoing',
  'persuasive',
  'calm_under_pressure',
  'methodical',
  'curious',
  'sceptical',
  'principled',
  'creative',
  'collaborative',
  'independent',
  'resilient',
  'decisive',
  'empathetic',
  'organised',
] as const;
export const ZTraitTag = z.enum(TRAIT_TAGS);

/**
 * Career stages from which people realistically get the job:
 * entry (graduate schemes, internships, apprenticeships), early (1-4 years in), changer (people
 * arriving from another industry are common), experienced (needs years of finance experience).
 */
export const CAREER_STAGES = ['entry', 'early', 'changer', 'experienced'] as const;
export const ZCareerStage = z.enum(CAREER_STAGES);

/** Degree subjects, previous industries and professional qualification tracks that feed the role. */
export const BACKGROUND_TAGS = [
  'finance_economics',
  'maths_science',
  'computing',
  'law',
  'humanities',
  'accountancy',
  'actuarial',
  'investment_qualification',
  'insurance_qualification',
  'planning_qualification',
  'compliance_qualification',
  'risk_qualification',
  'property_surveying',
  'customer_facing',
  'sales',
  'technology_industry',
  'public_service',
] as const;
export const ZBackgroundTag = z.enum(BACKGROUND_TAGS);

/** Kinds of employer where the role sits. */
export const EMPLOYER_TAGS = [
  'investment_bank',
  'asset_manager',
  'hedge_fund',
  'private_markets',
  'retail_bank',
  'insurer',
  'professional_services',
  'corporate',
  'fintech',
  'public_sector',
  'wealth_manager',
  'market_infrastructure',
] as const;
export const ZEmployerTag = z.enum(EMPLOYER_TAGS);
export type EmployerTag = z.infer<typeof ZEmployerTag>;

/** What the career offers, as matched against the quiz's career priorities. */
export const REWARD_TAGS = [
  'high_earnings',
  'work_life_balance',
  'job_security',
  'intellectual_challenge',
  'social_impact',
  'early_responsibility',
  'international',
  'building_new',
  'variety',
  'structured_training',
] as const;
export const ZRewardTag = z.enum(REWARD_TAGS);
