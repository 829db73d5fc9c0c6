/**
 * The two checks every recall harness makes (recall, recall-senior, recall-markets, recall-plain), written once:
 * sentences a role's skills must read, and sentences that stay unread on purpose, each with its reason; and the
 * whole suite of a phrasing pass (`describeRecallPass`: recall-ops, recall-pass17, recall-pass18).
 */
import { describe, expect, it } from 'vitest';
import { ROLES } from '../catalog/roles';
import { evidenceUnits, roleConcepts } from './evidence-text';

/** What a sentence shows of the concepts a list of skills asks for. */
function shownOf(skills: readonly string[], sentence: string): string[] {
  const concepts = roleConcepts([...skills]);
  return [...evidenceUnits(sentence)].filter((u) => concepts.has(u));
}

/** For each role, its sentences must show at least one of the role's skills. */
export function itReadsRoleSkills(sentencesOf: (jobId: string) => readonly string[]): void {
  for (const role of ROLES) {
    const sentences = sentencesOf(role.job_id);
    if (sentences.length === 0) continue;
    it.each([...sentences])(`${role.job_id}: "%s" shows one of the role's skills`, (sentence) => {
      expect(shownOf(role.skills, sentence).length, `${role.job_id}: ${sentence}`).toBeGreaterThan(0);
    });
  }
}

/** Sentences (first item of each case; the rest say why) that show none of the role's skills. */
export function itLeavesUnread(unread: Record<string, readonly (readonly [string, ...string[]])[]>): void {
  for (const [id, cases] of Object.entries(unread)) {
    const role = ROLES.find((r) => r.job_id === id);
    it.each(cases.map((c) => [...c]))(`${id}: "%s" stays unread (%s)`, (sentence) => {
      expect(role).toBeDefined();
      expect(shownOf(role?.skills ?? [], sentence)).toEqual([]);
    });
  }
}

/** What a phrasing pass wrote: its sentences, what it left unread, and the precision checks of what it touched. */
export interface RecallPass {
  /** Sentences per role (one record per set written), each to be read as one of the role's skills. */
  sets: readonly Record<string, readonly string[]>[];
  unread: Record<string, readonly (readonly [string, ...string[]])[]>;
  /** The concepts the pass added or widened phrasings for. */
  concepts: readonly string[];
  /** Sentences of other work that must read none of those concepts. */
  otherWork: readonly string[];
  /** Finance lines a narrowed phrasing must still read, with the concept. */
  stillRead: readonly (readonly [string, string])[];
}

/** The suite of one phrasing pass: its roles exist, its sentences read, its unread stay so, its precision holds. */
export function describeRecallPass(name: string, pass: RecallPass): void {
  describe(name, () => {
    it('covers roles that exist', () => {
      const ids = new Set(ROLES.map((r) => r.job_id));
      const named = [...pass.sets.flatMap((set) => Object.keys(set)), ...Object.keys(pass.unread)];
      expect(named.filter((id) => !ids.has(id))).toEqual([]);
    });

    for (const set of pass.sets) itReadsRoleSkills((id) => set[id] ?? []);

    itLeavesUnread(pass.unread);

    it.each([...pass.otherWork])('does not read "%s" as this pass\'s work', (sentence) => {
      const units = evidenceUnits(sentence);
      expect(pass.concepts.filter((c) => units.has(`c:${c}`))).toEqual([]);
    });

    it.each(pass.stillRead.map((c) => [...c]))('still reads "%s" as %s', (sentence, concept) => {
      expect(evidenceUnits(sentence).has(`c:${concept}`)).toBe(true);
    });
  });
}
