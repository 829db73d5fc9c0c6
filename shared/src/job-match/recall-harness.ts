/**
 * The two checks every recall harness makes (recall, recall-senior, recall-markets, recall-plain), written once:
 * sentences a role's skills must read, and sentences that stay unread on purpose, each with its reason.
 */
import { expect, it } from 'vitest';
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
