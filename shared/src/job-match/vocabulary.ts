import { ROLES } from '../catalog/roles';
import { contentStems, isConceptUnit, LEXICON_READER, stemWord, type TextReader } from './evidence-text';
import { LEXICON, type Lexicon } from './lexicon';

/**
 * The vocabulary reading of the fit score (issue 13, ADR 009): a second, weaker reading of CV lines that no
 * concept of the role reads. Concepts and phrasings are exact: a practitioner who describes the work in words
 * no phrasing knows earns nothing for it. This reading compares such a line with a profile of each of the
 * role's skills, built from what the lexicon and the catalogue already say about that work: the skill's own
 * words, its concepts' terms and the words of their phrasings, and the sentences of the role's description
 * that name the skill's concepts. Words count by how specific they are to one piece of finance work (an IDF
 * over the lexicon's concepts and the catalogue's roles); everyday work words count for nothing. A line that
 * shares at least two specific words with a skill's profile, one of them from the skill's name or its
 * concepts' terms (in the line, or in another line of the same job: a job's lines are read together for what
 * they name), and enough weight in all, earns partial credit for that skill (and any skill nearly as
 * close), at most `VOCABULARY_CAP`, well below a concept's full credit. The fit score reads it only in a job
 * already recognised as the role's work (`score-fit.ts`). The data is the lexicon and the catalogue's text
 * only: shared code never reads the offline engine's family knowledge (ADR 009).
 */

/** Most credit the vocabulary reading gives a skill (a concept in a job earns 1). */
export const VOCABULARY_CAP = 0.5;
/** Weighted overlap at which a line earns the cap. */
const FULL_SCORE = 1.6;
/** Least weighted overlap that counts at all. */
const MIN_SCORE = 1;
/** Least number of distinct specific words a line shares with the profile. */
const MIN_WORDS = 2;
/** A word counts as specific from this specificity up (0-1). */
const MIN_SPECIFICITY = 0.35;
/** Skills within this share of the best skill's score are read too (a line about two skills' work). */
const NEAR_BEST = 0.8;

/** How much a profile word says about the skill, by where it came from. */
const SOURCE_WEIGHT = { skill: 1, term: 1, phrasing: 0.7, description: 0.6 } as const;

/**
 * Words any job uses for its work, whatever their spread in the catalogue: they never make a line about one
 * skill ("I check the figures with the team every week").
 */
const EVERYDAY_WORK = new Set(
  (
    'work job role team teams colleague colleagues people person staff manager managers customer customers ' +
    'client clients day days week weeks month months year years time times today morning evening new old ' +
    'make makes made making help helps helped helping get gets got getting keep keeps kept keeping take takes ' +
    'took taking give gives gave giving look looks looked looking find finds found finding tell tells told ' +
    'ask asks asked asking check checks checked checking review reviews reviewed reviewing write writes wrote ' +
    'written writing report reports reported reporting meet meets met meeting meetings call calls called ' +
    'calling email emails run runs ran running lead leads led leading manage manages managed managing sure ' +
    'right wrong good bad big small high low first last next every each one two three many much problem ' +
    'problems issue issues thing things way ways part parts whole number numbers figure figures list lists ' +
    'set sets put puts need needs needed want wants start starts started end ends ended change changes ' +
    'changed plan plans planned update updates updated prepare prepared prepares support supported build ' +
    'built builds deal deals question questions answer answers explain explained explains agree agreed ' +
    'decide decided decides company companies business businesses firm firms group groups senior junior'
  )
    .split(' ')
    .map(stemWord),
);

type Source = keyof typeof SOURCE_WEIGHT;

/** A skill's words and how much each says about it. */
interface Profile {
  /** Each word's weight: its specificity times how much its source says about the skill. */
  weights: Map<string, number>;
  /** Words of the skill's own name and its concepts' terms: a line must share one of them. */
  anchors: Set<string>;
}

/** What a role is read against: its skills, and optionally the description of the work. */
export interface VocabularyRole {
  skills: readonly string[];
  description?: string;
}

/** The vocabulary reading of one role. */
export interface RoleVocabulary {
  /** The concepts the role's skills ask for (`c:<id>`): a line showing one is read by concepts, not here. */
  concepts: ReadonlySet<string>;
  /**
   * Credit (0 to `VOCABULARY_CAP`) a line's evidence units earn for each skill, in the role's order. A line must
   * share a word of the skill's name or its concepts' terms, or, given `jobWords` (the words of all the lines of
   * the job the line is in), the job must have one: a job's lines are read together for what they name.
   */
  lineCredits(lineUnits: ReadonlySet<string>, jobWords?: ReadonlySet<string>): number[];
}

const words = (units: Iterable<string>) => [...units].filter((u) => u.startsWith('w:')).map((u) => u.slice(2));

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;:])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A reading built on one lexicon (measurements build one with a family's phrasings left out). */
export function createVocabulary(lexicon: Lexicon, reader: TextReader): (role: VocabularyRole) => RoleVocabulary {
  const byId = new Map(lexicon.concepts.map((c) => [c.id, c]));
  const conceptWords = new Map<string, Map<string, Source>>();
  for (const concept of lexicon.concepts) {
    const found = new Map<string, Source>();
    for (const term of [...concept.terms, ...(concept.skillTerms ?? [])])
      for (const w of contentStems(term)) found.set(w, 'term');
    for (const phrasing of concept.phrasings ?? [])
      // A "!" slot's words are the work around this one, not its vocabulary.
      for (const slot of phrasing.split(/\s\+\s/).filter((slot) => !slot.trim().startsWith('!')))
        for (const alt of slot.split('|'))
          for (const w of contentStems(alt)) if (!found.has(w)) found.set(w, 'phrasing');
    conceptWords.set(concept.id, found);
  }

  // Specificity: an IDF over the lexicon's concepts and the catalogue's roles, scaled to 0-1.
  const documents: Set<string>[] = [
    ...[...conceptWords.values()].map((m) => new Set(m.keys())),
    ...ROLES.map((r) => new Set(contentStems([r.description, ...r.skills, ...r.interests].join(' ')))),
  ];
  const df = new Map<string, number>();
  for (const doc of documents) for (const w of doc) df.set(w, (df.get(w) ?? 0) + 1);
  const top = Math.log(documents.length);
  const specificity = (w: string): number => {
    if (EVERYDAY_WORK.has(w)) return 0;
    const idf = Math.log(documents.length / (df.get(w) ?? 1));
    return Math.min(1, idf / top);
  };

  const cache = new Map<string, RoleVocabulary>();
  return (role) => {
    const key = JSON.stringify([role.skills, role.description ?? '']);
    const cached = cache.get(key);
    if (cached) return cached;
    const made = roleVocabulary(role);
    cache.set(key, made);
    return made;
  };

  function roleVocabulary(role: VocabularyRole): RoleVocabulary {
    const skillConcepts = role.skills.map((skill) => {
      const ids = new Set<string>();
      for (const unit of reader.requirementUnits(skill))
        for (const u of unit.anyOf) if (isConceptUnit(u) && byId.has(u.slice(2))) ids.add(u.slice(2));
      return ids;
    });
    const concepts = new Set(skillConcepts.flatMap((ids) => [...ids].map((id) => `c:${id}`)));
    const descriptionLines = sentencesOf(role.description ?? '').map((s) => reader.evidenceUnits(s));

    const profiles: Profile[] = role.skills.map((skill, i) => {
      const weights = new Map<string, number>();
      const anchors = new Set<string>();
      const add = (w: string, source: Source) => {
        if (specificity(w) < MIN_SPECIFICITY) return;
        weights.set(w, Math.max(weights.get(w) ?? 0, SOURCE_WEIGHT[source] * specificity(w)));
        if (source === 'skill' || source === 'term') anchors.add(w);
      };
      for (const w of contentStems(skill)) add(w, 'skill');
      for (const id of skillConcepts[i]!) for (const [w, source] of conceptWords.get(id) ?? []) add(w, source);
      for (const line of descriptionLines)
        if ([...skillConcepts[i]!].some((id) => line.has(`c:${id}`)))
          for (const w of words(line)) add(w, 'description');
      return { weights, anchors };
    });

    return {
      concepts,
      lineCredits(lineUnits, jobWords) {
        const lineWords = words(lineUnits);
        const scores = profiles.map(({ weights, anchors }) => {
          const matched = lineWords.filter((w) => weights.has(w));
          if (matched.length < MIN_WORDS) return 0;
          if (!matched.some((w) => anchors.has(w)) && !(jobWords && [...anchors].some((w) => jobWords.has(w))))
            return 0;
          const score = matched.reduce((sum, w) => sum + weights.get(w)!, 0);
          return score >= MIN_SCORE ? score : 0;
        });
        const best = Math.max(0, ...scores);
        return scores.map((score) =>
          score > 0 && score >= NEAR_BEST * best ? round(VOCABULARY_CAP * Math.min(1, score / FULL_SCORE)) : 0,
        );
      },
    };
  }
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** The vocabulary reading of `LEXICON`, the one the fit score uses. */
export const roleVocabulary = createVocabulary(LEXICON, LEXICON_READER);
