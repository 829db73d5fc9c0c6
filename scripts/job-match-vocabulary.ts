/**
 * Measures the vocabulary reading of the job-match fit score (`npm run job-match:vocabulary`; issue 13, ADR 009)
 * on the development sentences of the recall and phrasings tests, read out of those test files.
 *
 * Recall: a role's sentence that the scorer reads today only because a phrasing of the role's family was written
 * for it is a fair test of a fallback. Each family's phrasings are switched off in turn (in the concept reading
 * and in the vocabulary profiles alike, so the profiles never hold the words written for these sentences); each
 * such sentence is then read by the vocabulary reading alone: as the skill the phrasing read (right), as another
 * skill of the role (wrong), or not at all.
 *
 * Precision: the tests' other-work sentences (a chef, a shop manager, a teacher, a nurse, an engineer, a
 * reporter...) read against every catalogue role: how many earn vocabulary credit for any role, and for how many
 * roles. The sentences the recall tests leave unread on purpose are counted too.
 *
 * CVs: each role's recall sentences as one job, with the family's phrasings off, scored without and with the
 * reading (mean score, and how many stay below 65); the other-work sentences as six-line CVs scored against
 * every role whose vocabulary reads one of their lines (how many role pairs rise, and by how much at most).
 * `--samples` also prints the sentences read as the wrong skill and the other work read or risen.
 *
 * The last line is one JSON object of the figures.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { ROLES } from '@fcs/shared/catalog/roles';
import type { Role } from '@fcs/shared/catalog/schema';
import { createTextReader, roleConcepts, type TextReader } from '@fcs/shared/job-match/evidence-text';
import { expandPhrasing, mergeActivities, ZActivities, ZLexicon, type Lexicon } from '@fcs/shared/job-match/lexicon';
import { scoreFit, type FitCv, type FitReading } from '@fcs/shared/job-match/score-fit';
import { createVocabulary, type RoleVocabulary, type VocabularyRole } from '@fcs/shared/job-match/vocabulary';

const ROOT = join(import.meta.dirname, '..');
const JOB_MATCH = join(ROOT, 'shared/src/job-match');
const FAMILIES = join(ROOT, 'worker/src/llm/offline/knowledge/families');

type Literal = string | Literal[] | { [key: string]: Literal };

/** The value of a literal made of objects, arrays and strings; undefined for anything else. */
function literal(node: ts.Node): Literal | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literal(node.expression);
  if (ts.isArrayLiteralExpression(node)) {
    const items = node.elements.map(literal);
    return items.every((i) => i !== undefined) ? (items as Literal[]) : undefined;
  }
  if (ts.isObjectLiteralExpression(node)) {
    const out: Record<string, Literal> = {};
    for (const p of node.properties) {
      if (!ts.isPropertyAssignment(p)) return undefined;
      const value = literal(p.initializer);
      if (value === undefined) return undefined;
      out[p.name.getText().replace(/^['"]|['"]$/g, '')] = value;
    }
    return out;
  }
  return undefined;
}

/** The top-level constants of a test file whose values are plain literals. */
function constants(file: string): Map<string, Literal> {
  const source = ts.createSourceFile(file, readFileSync(join(JOB_MATCH, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const out = new Map<string, Literal>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      const value = d.initializer && literal(d.initializer);
      if (value !== undefined && ts.isIdentifier(d.name)) out.set(d.name.text, value);
    }
  }
  return out;
}

const roleIds = new Set(ROLES.map((r) => r.job_id));
const first = (item: Literal): string => (typeof item === 'string' ? item : first((item as Literal[])[0]!));

const roleSentences = new Map<string, string[]>();
const familySentences: [family: string, sentence: string, concept: string][] = [];
const otherWork = new Set<string>();
const unread: [role: string, sentence: string][] = [];
for (const file of readdirSync(JOB_MATCH).filter((f) => /^(recall|phrasings|precision).*\.test\.ts$/.test(f))) {
  for (const [name, value] of constants(file)) {
    if (name.includes('OTHER_WORK') && Array.isArray(value)) {
      for (const item of value) otherWork.add(first(item));
    } else if (name.includes('UNREAD') && !Array.isArray(value) && typeof value === 'object') {
      for (const [id, cases] of Object.entries(value))
        if (roleIds.has(id)) for (const c of cases as Literal[]) unread.push([id, first(c)]);
    } else if (!Array.isArray(value) && typeof value === 'object') {
      for (const [key, items] of Object.entries(value)) {
        if (!Array.isArray(items)) continue;
        if (roleIds.has(key) && items.every((i) => typeof i === 'string')) {
          roleSentences.set(key, [...(roleSentences.get(key) ?? []), ...(items as string[])]);
        } else if (!roleIds.has(key) && items.every((i) => Array.isArray(i) && typeof i[1] === 'string')) {
          for (const i of items as string[][]) familySentences.push([key, i[0]!, i[1]!]);
        }
      }
    }
  }
}

const familyOf = new Map<string, string>();
for (const f of readdirSync(FAMILIES)) {
  const family = JSON.parse(readFileSync(join(FAMILIES, f), 'utf8')) as { id: string; roles: string[] };
  for (const id of family.roles) familyOf.set(id, family.id);
}

const lexiconData = ZLexicon.parse(JSON.parse(readFileSync(join(JOB_MATCH, 'lexicon.json'), 'utf8')));
const activities = ZActivities.parse(JSON.parse(readFileSync(join(JOB_MATCH, 'activities.json'), 'utf8')));

interface Reading {
  reader: TextReader;
  vocabulary: (role: VocabularyRole) => RoleVocabulary;
}

const merged = mergeActivities(lexiconData, activities);

/** Phrasings (as merged) each family contributed, and how many families or lexicon.json contributed each. */
const phrasingsOf = (list: (typeof activities.families)[string]) =>
  new Set(list.flatMap((a) => (a.phrasings ?? []).map((p) => `${a.concept} ${expandPhrasing(p, activities.words)}`)));
const contributors = new Map<string, number>();
for (const c of lexiconData.concepts) for (const p of c.phrasings ?? []) contributors.set(`${c.id} ${p}`, 1);
for (const list of Object.values(activities.families))
  for (const key of phrasingsOf(list)) contributors.set(key, (contributors.get(key) ?? 0) + 1);

/** The readings with one family's phrasings switched off (those no other family or lexicon.json also has). */
function readingWithout(family: string | undefined): Reading {
  const dropped = family ? phrasingsOf(activities.families[family] ?? []) : new Set<string>();
  const lexicon: Lexicon = {
    concepts: merged.concepts.map((c) => ({
      ...c,
      phrasings: (c.phrasings ?? []).filter(
        (p) => !dropped.has(`${c.id} ${p}`) || contributors.get(`${c.id} ${p}`)! > 1,
      ),
    })),
  };
  const reader = createTextReader(lexicon);
  return { reader, vocabulary: createVocabulary(lexicon, reader) };
}

/** Indexes of the role's skills that ask for one of the concepts a line shows. */
function skillsShown(role: Role, units: ReadonlySet<string>, reader: TextReader): number[] {
  return role.skills
    .map((skill, i) => ({ i, shown: [...roleConcepts([skill], reader)].some((c) => units.has(c)) }))
    .filter((s) => s.shown)
    .map((s) => s.i);
}

/** The vocabulary reading's best skill for a line (undefined when it reads none). */
function bestSkill(credits: number[]): number | undefined {
  const best = Math.max(...credits);
  return best > 0 ? credits.indexOf(best) : undefined;
}

const full = readingWithout(undefined);
const recall = { sentences: 0, phrasing_dependent: 0, right: 0, wrong: 0, unread: 0 };
const familyRecall = { sentences: 0, phrasing_dependent: 0, right: 0, wrong: 0, unread: 0 };
const samples: string[] = [];
const byFamily = new Map<string, Reading>();
const withoutFamily = (family: string) => {
  const found = byFamily.get(family);
  if (found) return found;
  const made = readingWithout(family);
  byFamily.set(family, made);
  return made;
};

for (const role of ROLES) {
  const family = familyOf.get(role.job_id);
  if (!family) continue;
  for (const sentence of roleSentences.get(role.job_id) ?? []) {
    recall.sentences += 1;
    const right = skillsShown(role, full.reader.evidenceUnits(sentence), full.reader);
    const off = withoutFamily(family);
    const units = off.reader.evidenceUnits(sentence);
    if (right.length === 0 || skillsShown(role, units, off.reader).length > 0) continue;
    recall.phrasing_dependent += 1;
    const best = bestSkill(off.vocabulary(role).lineCredits(units));
    if (best === undefined) recall.unread += 1;
    else if (right.includes(best)) recall.right += 1;
    else {
      recall.wrong += 1;
      samples.push(`  wrong  ${role.job_id}: "${sentence}" as "${role.skills[best]}"`);
    }
  }
}

// The phrasings tests' sentences name the concept they show: read against each role of the family whose skills
// ask for it.
for (const [family, sentence, concept] of familySentences) {
  const off = withoutFamily(family);
  for (const role of ROLES.filter((r) => familyOf.get(r.job_id) === family)) {
    const right = role.skills
      .map((skill, i) => ({ i, has: roleConcepts([skill], full.reader).has(`c:${concept}`) }))
      .filter((s) => s.has)
      .map((s) => s.i);
    if (right.length === 0) continue;
    familyRecall.sentences += 1;
    const units = off.reader.evidenceUnits(sentence);
    if (!full.reader.evidenceUnits(sentence).has(`c:${concept}`) || units.has(`c:${concept}`)) continue;
    if (skillsShown(role, units, off.reader).length > 0) continue;
    familyRecall.phrasing_dependent += 1;
    const best = bestSkill(off.vocabulary(role).lineCredits(units));
    if (best === undefined) familyRecall.unread += 1;
    else if (right.includes(best)) familyRecall.right += 1;
    else familyRecall.wrong += 1;
  }
}

const precision = { other_work: otherWork.size, read_for_any_role: 0, role_pairs_read: 0 };
for (const sentence of otherWork) {
  const units = full.reader.evidenceUnits(sentence);
  const roles = ROLES.filter((role) => {
    const vocabulary = full.vocabulary(role);
    if ([...vocabulary.concepts].some((c) => units.has(c))) return false;
    return vocabulary.lineCredits(units).some((c) => c > 0);
  });
  if (roles.length > 0) {
    precision.read_for_any_role += 1;
    samples.push(`  other  "${sentence}" for ${roles.map((r) => r.job_id).join(', ')}`);
  }
  precision.role_pairs_read += roles.length;
}
const unreadRead = unread.filter(([id, sentence]) => {
  const role = ROLES.find((r) => r.job_id === id)!;
  const units = full.reader.evidenceUnits(sentence);
  return full
    .vocabulary(role)
    .lineCredits(units)
    .some((c) => c > 0);
}).length;

// CVs: each role's recall sentences as one job (with the role's title, and with a bare "Analyst"), scored with
// the family's phrasings off, without and with the vocabulary reading; and the other-work sentences as one job
// scored against every role.
const AS_OF = '2026-11';
const job = (title: string, lines: readonly string[]): FitCv => ({
  experience: [
    { title, duration: 'Jan 2021 - Present', description: lines.map((l) => l.replace(/[.!?]?$/, '.')).join(' ') },
  ],
});
const off = (reading: Reading): FitReading => ({ reader: reading.reader });
const on = (reading: Reading): FitReading => ({ reader: reading.reader, vocabulary: reading.vocabulary });
const score = (cv: FitCv, role: Role, reading: FitReading) => scoreFit(cv, role, { asOf: AS_OF, reading }).fitScore;
const cvs = { roles: 0, titled_off: 0, titled_on: 0, analyst_off: 0, analyst_on: 0, below_65_off: 0, below_65_on: 0 };
for (const role of ROLES) {
  const family = familyOf.get(role.job_id);
  const lines = roleSentences.get(role.job_id) ?? [];
  if (!family || lines.length < 3) continue;
  const reading = withoutFamily(family);
  cvs.roles += 1;
  const titledOff = score(job(role.title, lines), role, off(reading));
  const titledOn = score(job(role.title, lines), role, on(reading));
  cvs.titled_off += titledOff;
  cvs.titled_on += titledOn;
  cvs.analyst_off += score(job('Analyst', lines), role, off(reading));
  cvs.analyst_on += score(job('Analyst', lines), role, on(reading));
  if (titledOff < 65) cvs.below_65_off += 1;
  if (titledOn < 65) cvs.below_65_on += 1;
}
const mean = (sum: number) => Math.round((sum / cvs.roles) * 10) / 10;
// Other work as CVs of six lines each, scored against every role whose vocabulary reads one of its lines (for
// any other role the two readings are equal).
const otherLines = [...otherWork];
const otherRise: { id: string; off: number; on: number }[] = [];
for (let k = 0; k < otherLines.length; k += 6) {
  const lines = otherLines.slice(k, k + 6);
  const units = lines.map((l) => full.reader.evidenceUnits(l));
  for (const role of ROLES) {
    const vocabulary = full.vocabulary(role);
    if (!units.some((u) => vocabulary.lineCredits(u).some((c) => c > 0))) continue;
    const cv = job('Manager', lines);
    const pair = { id: role.job_id, off: score(cv, role, off(full)), on: score(cv, role, on(full)) };
    if (pair.on > pair.off) samples.push(`  rise   ${pair.id} ${pair.off} -> ${pair.on}: ${lines.join(' | ')}`);
    otherRise.push(pair);
  }
}

if (process.argv.includes('--samples')) for (const line of samples) console.log(line);
console.log(
  JSON.stringify({
    recall,
    family_recall: familyRecall,
    precision: { ...precision, roles: ROLES.length },
    unread_on_purpose: { sentences: unread.length, read: unreadRead },
    own_words_cvs: {
      roles: cvs.roles,
      titled_mean: [mean(cvs.titled_off), mean(cvs.titled_on)],
      analyst_mean: [mean(cvs.analyst_off), mean(cvs.analyst_on)],
      titled_below_65: [cvs.below_65_off, cvs.below_65_on],
    },
    other_work_cv: {
      cvs: Math.ceil(otherLines.length / 6),
      pairs_scored: otherRise.length,
      max: [Math.max(0, ...otherRise.map((r) => r.off)), Math.max(0, ...otherRise.map((r) => r.on))],
      max_rise: Math.max(0, ...otherRise.map((r) => r.on - r.off)),
      pairs_risen: otherRise.filter((r) => r.on > r.off).length,
    },
  }),
);
