import { ROLES } from '../catalog/roles';
import type { Role, RoleMatching } from '../catalog/schema';
import { QUIZ } from '../constants';
import { selectionLimit, type AnswerReference, type QuizAnswer, type QuizMatch } from './contract';
import { OPTION_SIGNALS, type TagSignals } from './option-signals';
import { getQuizQuestion, QUIZ_QUESTIONS, type QuizQuestion } from './questions';
import { demandsOf, type Demand } from './role-demands';

export { ZQuizAnswers, ZQuizMatch, type QuizAnswer, type QuizMatch } from './contract';

type ScoreDimension = keyof typeof QUIZ.weights;

/** Goal questions have no weight of their own: each is folded into one of the four weighted dimensions. */
const GOAL_DIMENSIONS: Readonly<Record<string, ScoreDimension>> = {
  career_priorities: 'interests',
  employer_type: 'experience',
};

/** Matching hits that fully satisfy one answer: an answer naming three tags is met by any two of them. */
const HITS_TO_SATISFY_ANSWER = 2;
/** Chosen options a role must cover to satisfy a multi-select question fully: no job covers every interest. */
const OPTIONS_TO_SATISFY_QUESTION = 3;
/** Score of a dimension the user has not answered: neither for nor against any role. */
const NEUTRAL_DIMENSION_SCORE = 0.5;
/** Most answers listed in each of `raisedBy` and `loweredBy`. */
const EXPLANATION_LIMIT = 5;
/** Score taken off for each answer that rules out what the career demands (e.g. work-life balance vs long hours). */
const LIFESTYLE_PENALTY = 0.12;
/** Most that lifestyle conflicts take off in all. */
const LIFESTYLE_PENALTY_MAX = 0.3;
/**
 * How much of a role's "breadth" is taken back: a role whose tags many answers point to scores well for almost
 * anyone, so its score is moved by the difference between its score for a typical (random) answer set and the
 * catalogue's average, scaled by how much of the quiz was answered.
 */
const BREADTH_CORRECTION = 1;

const SIGNAL_KINDS = ['interests', 'skills', 'traits', 'stages', 'backgrounds', 'employers', 'rewards'] as const;

interface ScoredOption extends AnswerReference {
  signals: TagSignals;
  avoid: TagSignals | undefined;
  conflicts: readonly Demand[];
}
interface ScoredQuestion {
  dimension: ScoreDimension;
  options: ScoredOption[];
}

/**
 * Scores every role against the quiz answers and returns the best 12 matches, best first.
 *
 * How a score is built:
 * - Each option names tags from the shared vocabularies (`OPTION_SIGNALS`). Its fit with a role is the
 *   share of those tags the role carries (two hits count as full), minus the same share for its
 *   `avoid` tags, so a fit is between -1 and 1.
 * - A question's score is the sum of its options' fits divided by the number of options chosen, or by
 *   three when more were chosen (covering three interests is a full match), clamped to -1..1.
 * - Each of the four dimensions (interests, skills, experience, personality) is the mean of its answered
 *   questions, clamped to 0..1; an unanswered dimension scores a neutral 0.5.
 * - Goals carry no weight of their own: `career_priorities` (what the career offers) counts towards
 *   interests, and `employer_type` (where the role sits) towards experience.
 * - The weighted sum (interests 0.3, skills 0.4, experience 0.2, personality 0.1) then gets two corrections:
 *   - lifestyle penalties: an answer with `conflicts` (work-life balance, job security, a structured day...)
 *     takes `LIFESTYLE_PENALTY` off every role whose career demands one of them (`role-demands.json`: long
 *     hours, market hours, bonus-driven pay, cyclical headcount, sales targets, high pressure), at most
 *     `LIFESTYLE_PENALTY_MAX` in all. These are deal-breakers, so they act outside the dimension clamps.
 *   - breadth: a role whose tags many answers point to would top almost everyone's list; its score moves by
 *     the gap between its score for a typical random answer set and the catalogue's mean, in proportion to
 *     how much of the quiz was answered (nothing answered, no correction).
 * - The match is that score in percent, rounded and clamped to 15..98. Roles are ordered by unrounded
 *   score, ties by job_id.
 * - `raisedBy` lists the chosen options that fit the role (largest contribution first); `loweredBy` the
 *   lifestyle conflicts first, then those that do not fit or point away from it. Each is capped at five.
 *
 * Unknown questions and options, repeated entries and selections beyond a question's limit are
 * ignored here, so the function never throws; parse with `ZQuizAnswers` to report them.
 */
export function scoreQuizAnswers(answers: readonly QuizAnswer[], roles: readonly Role[] = ROLES): QuizMatch[] {
  const questions = collectScoredQuestions(answers);
  const answeredPerDimension = countBy(questions.map((q) => q.dimension));
  const answeredWeight = (Object.keys(QUIZ.weights) as ScoreDimension[])
    .filter((d) => answeredPerDimension.has(d))
    .reduce((sum, d) => sum + QUIZ.weights[d], 0);
  const breadthMean = catalogueBreadthMean();

  const scored = roles.map((role) => {
    const dimensionTotals: Record<ScoreDimension, number> = { interests: 0, skills: 0, experience: 0, personality: 0 };
    const contributions: { option: ScoredOption; fit: number; weight: number }[] = [];

    for (const question of questions) {
      const share = 1 / Math.min(question.options.length, OPTIONS_TO_SATISFY_QUESTION);
      const weight = (QUIZ.weights[question.dimension] / (answeredPerDimension.get(question.dimension) ?? 1)) * share;
      let questionScore = 0;
      for (const option of question.options) {
        const fit = optionFit(option, role.matching);
        questionScore += fit * share;
        contributions.push({ option, fit, weight });
      }
      dimensionTotals[question.dimension] += clamp(questionScore, -1, 1);
    }

    let score = 0;
    for (const dimension of Object.keys(QUIZ.weights) as ScoreDimension[]) {
      const answered = answeredPerDimension.get(dimension) ?? 0;
      const dimensionScore =
        answered === 0 ? NEUTRAL_DIMENSION_SCORE : clamp(dimensionTotals[dimension] / answered, 0, 1);
      score += QUIZ.weights[dimension] * dimensionScore;
    }

    const demands = demandsOf(role);
    const conflicting = questions
      .flatMap((q) => q.options)
      .filter((option) => option.conflicts.some((c) => demands.includes(c)));
    score -= Math.min(LIFESTYLE_PENALTY_MAX, LIFESTYLE_PENALTY * conflicting.length);
    score -= BREADTH_CORRECTION * answeredWeight * (roleBreadth(role) - breadthMean);

    const raisedBy = contributions
      .filter((c) => c.fit > 0)
      .sort((a, b) => b.fit * b.weight - a.fit * a.weight || compareReferences(a.option, b.option));
    const loweredBy = contributions
      .filter((c) => c.fit <= 0 && !conflicting.includes(c.option))
      .sort((a, b) => (1 - b.fit) * b.weight - (1 - a.fit) * a.weight || compareReferences(a.option, b.option));

    return {
      role,
      // Rounded so that float noise cannot decide an order that job_id should break.
      rank: Math.round(score * 1e9),
      match: clamp(Math.round(score * 100), QUIZ.minScore, QUIZ.maxScore),
      raisedBy: raisedBy.slice(0, EXPLANATION_LIMIT).map((c) => toReference(c.option)),
      loweredBy: [...conflicting, ...loweredBy.map((c) => c.option)].slice(0, EXPLANATION_LIMIT).map(toReference),
    };
  });

  return scored
    .sort((a, b) => b.rank - a.rank || compareStrings(a.role.job_id, b.role.job_id))
    .slice(0, QUIZ.topMatches)
    .map(({ role, match, raisedBy, loweredBy }) => ({
      job_id: role.job_id,
      title: role.title,
      description: role.description,
      match,
      explanation: { raisedBy, loweredBy },
    }));
}

/** Fit of one chosen option with a role: the share of its tags the role carries, less the share of its avoid tags. */
function optionFit(option: Pick<ScoredOption, 'signals' | 'avoid'>, matching: RoleMatching): number {
  return tagFit(option.signals, matching) - tagFit(option.avoid ?? {}, matching);
}

const breadthCache = new Map<string, number>();
let breadthMeanCache: number | undefined;

/**
 * A role's score for a typical answer set: per question, the mean fit of its options (one pick at random),
 * folded into the dimensions and weighted as the real score is. Roles whose tags many options name score high.
 */
export function roleBreadth(role: Role): number {
  const cached = breadthCache.get(role.job_id);
  if (cached !== undefined) return cached;
  const totals: Record<ScoreDimension, number[]> = { interests: [], skills: [], experience: [], personality: [] };
  for (const question of QUIZ_QUESTIONS) {
    const fits = question.options
      .map((o) => ({ ...splitSignals(o.id) }))
      .filter((o) => countTags(o.signals) + countTags(o.avoid ?? {}) > 0)
      .map((o) => optionFit(o, role.matching));
    if (fits.length === 0) continue;
    const mean = fits.reduce((a, b) => a + b, 0) / fits.length;
    totals[dimensionOf(question)].push(clamp(mean, -1, 1));
  }
  let score = 0;
  for (const dimension of Object.keys(QUIZ.weights) as ScoreDimension[]) {
    const values = totals[dimension];
    const value = values.length
      ? clamp(values.reduce((a, b) => a + b, 0) / values.length, 0, 1)
      : NEUTRAL_DIMENSION_SCORE;
    score += QUIZ.weights[dimension] * value;
  }
  breadthCache.set(role.job_id, score);
  return score;
}

function catalogueBreadthMean(): number {
  breadthMeanCache ??= ROLES.reduce((sum, r) => sum + roleBreadth(r), 0) / ROLES.length;
  return breadthMeanCache;
}

/** Known questions with their known, non-neutral options; first entry per question, first choices within limits. */
function collectScoredQuestions(answers: readonly QuizAnswer[]): ScoredQuestion[] {
  const seen = new Set<string>();
  const questions: ScoredQuestion[] = [];
  for (const entry of answers) {
    const question = getQuizQuestion(entry.questionId);
    if (!question || seen.has(question.id)) continue;
    seen.add(question.id);

    const chosen = [...new Set(entry.answers)].filter((id) => question.options.some((o) => o.id === id));
    const options: ScoredOption[] = [];
    for (const optionId of chosen.slice(0, selectionLimit(question))) {
      const { signals, avoid, conflicts } = splitSignals(optionId);
      if (countTags(signals) + countTags(avoid ?? {}) + conflicts.length === 0) continue;
      const label = question.options.find((o) => o.id === optionId)?.label ?? optionId;
      options.push({ questionId: question.id, optionId, label, signals, avoid, conflicts });
    }
    if (options.length > 0) questions.push({ dimension: dimensionOf(question), options });
  }
  return questions;
}

function splitSignals(optionId: string): Pick<ScoredOption, 'signals' | 'avoid' | 'conflicts'> {
  const { avoid, conflicts = [], ...signals } = OPTION_SIGNALS[optionId] ?? {};
  return { signals, avoid, conflicts };
}

/** The weighted dimension a question counts towards (goal questions fold into one of the four). */
function dimensionOf(question: QuizQuestion): ScoreDimension {
  return question.category === 'goals' ? (GOAL_DIMENSIONS[question.id] ?? 'interests') : question.category;
}

/** Share of the signalled tags the role carries, where HITS_TO_SATISFY_ANSWER hits count as all; 0 with no tags. */
function tagFit(signals: TagSignals, matching: RoleMatching): number {
  let hits = 0;
  for (const kind of SIGNAL_KINDS) {
    const roleTags: readonly string[] = matching[kind];
    for (const tag of signals[kind] ?? []) if (roleTags.includes(tag)) hits += 1;
  }
  const total = countTags(signals);
  return total === 0 ? 0 : Math.min(1, hits / Math.min(total, HITS_TO_SATISFY_ANSWER));
}

function countTags(signals: TagSignals): number {
  return SIGNAL_KINDS.reduce((sum, kind) => sum + (signals[kind]?.length ?? 0), 0);
}

function countBy<T>(items: readonly T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareReferences(a: AnswerReference, b: AnswerReference): number {
  return compareStrings(a.questionId, b.questionId) || compareStrings(a.optionId, b.optionId);
}

function toReference({ questionId, optionId, label }: AnswerReference): AnswerReference {
  return { questionId, optionId, label };
}
