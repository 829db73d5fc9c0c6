/**
 * How exposed each of a role's skills is to AI, judged from what the skill asks a person to do.
 * Weights: 0.85 routine information work that tools already do (data gathering, reconciling, screening,
 * formatting, first drafts of standard documents); 0.5 analytical work that AI speeds up but a person still
 * owns (modelling, valuation, research, writing a view, coding); 0.15 work that rests on people and
 * accountability (clients, negotiation, presenting, judgement calls, leading, investigating).
 * A skill that matches more than one kind takes the average; one that matches none counts as 0.45 and
 * lowers the confidence of the score.
 */

export type Exposure = 'automatable' | 'augmented' | 'human';

const KINDS: { kind: Exposure; weight: number; pattern: RegExp }[] = [
  {
    kind: 'human',
    weight: 0.15,
    pattern:
      /\b(client|customer(?! due)|relationship|working with|under (?:time )?pressure|negotiat|present|pitching to|questioning|interview|leader|leading|lead |manag(?:e|ing) (?:a |the )?(?:team|people|staff)|people|mentor|coach|judg(?:e|ement)|advice|advis|stakeholder|persua|selling|sales|networking|trust|empath|board|committee|decision|structuring|investigat|ethic|influenc|communicat|calm|composure|resilien|conversation|explaining|defend)/i,
  },
  {
    kind: 'automatable',
    weight: 0.85,
    pattern:
      /\b(data entry|data collection|data gathering|reconcil|bookkeep|screening|monitoring|processing|extraction|transcri|summar|formatting|production|checking|record|tracking|updat|administration|invoice|settle|payments? process|kyc|onboarding checks|document review|data room|reporting|returns|market data|pricing data|calculation|routine|template|filing|logging|pitch book|powerpoint|capture|validation|checks|month-end|close management|workflow systems|data quality)/i,
  },
  {
    kind: 'augmented',
    weight: 0.5,
    pattern:
      /\b(model|valuation|valu|forecast|analys|analyt|research|writing|write|note|commentary|programming|python|sql|\br\b|statistic|pricing|underwrit|credit|due diligence|diligence|regulat|compliance|audit|testing|scenario|stress|risk|portfolio|coding|code|machine learning|quant|econometric|reading|review|drafting|accounting|accounts|tax|knowledge|understanding|controls?|design|comps|precedent|dcf|lbo|curve|spread|derivative|hedg|bond|equity|valuation)/i,
  },
];

export interface SkillExposure {
  skill: string;
  kinds: Exposure[];
  /** 0-1 share of the skill's work tools can take over. */
  score: number;
  classified: boolean;
}

/** Office tools named in a skill say little about the work; they count only when nothing else matched. */
const TOOL_ONLY = /\b(excel|spreadsheets?|reports?|standard)\b/i;

/** Classifies one skill. */
export function skillExposure(skill: string): SkillExposure {
  const matched = KINDS.filter((k) => k.pattern.test(skill));
  if (matched.length === 0) {
    if (TOOL_ONLY.test(skill)) return { skill, kinds: ['automatable'], score: 0.75, classified: true };
    return { skill, kinds: [], score: 0.45, classified: false };
  }
  const score = matched.reduce((sum, k) => sum + k.weight, 0) / matched.length;
  return { skill, kinds: matched.map((k) => k.kind), score, classified: true };
}

export interface RoleExposure {
  skills: SkillExposure[];
  /** Mean skill exposure, 0-1. */
  share: number;
  automatable: string[];
  augmented: string[];
  human: string[];
  classifiedShare: number;
}

/** Exposure of a whole skill list. */
export function roleExposure(skills: string[]): RoleExposure {
  const list = skills.map(skillExposure);
  const share = list.length ? list.reduce((s, x) => s + x.score, 0) / list.length : 0.45;
  return {
    skills: list,
    share,
    automatable: list.filter((x) => x.score >= 0.6).map((x) => x.skill),
    augmented: list.filter((x) => x.score > 0.3 && x.score < 0.6).map((x) => x.skill),
    human: list.filter((x) => x.score <= 0.3).map((x) => x.skill),
    classifiedShare: list.length ? list.filter((x) => x.classified).length / list.length : 0,
  };
}

/** The category a skill falls in on a strengths card. */
export function skillCategory(skill: string): string {
  const e = skillExposure(skill);
  if (e.kinds.includes('human')) return 'Interpersonal';
  if (/regulat|compliance|rules|code|law|act\b|standard|ifrs|basel|solvency|mifid/i.test(skill))
    return 'Regulatory knowledge';
  if (/excel|python|sql|vba|bloomberg|factset|system|software|terminal|tool|power bi|tableau|c\+\+|\br\b/i.test(skill))
    return 'Technical tools';
  return 'Technical analysis';
}
