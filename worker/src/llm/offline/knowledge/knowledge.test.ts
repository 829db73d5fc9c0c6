import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROLES } from '@fcs/shared/catalog/roles';
import { ACTIVITIES } from '@fcs/shared/job-match/lexicon';
import { SECTORS } from '@fcs/shared/catalog/vocabulary';
import { allFamilies, commonKnowledge, familyOf, fileNameOf, roleKnowledge, sectorKnowledge } from './index';
import { findOrganisation } from './organisations';
import { NEWS_EVENTS, ZFamilyKnowledge, ZSectorKnowledge } from './schema';

const dir = new URL('./', import.meta.url);
const jsonFiles = (folder: string) => readdirSync(new URL(`${folder}/`, dir)).filter((f) => f.endsWith('.json'));
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, dir), 'utf8'));

describe('knowledge files', () => {
  it('gives every job family a lexicon of its activities for the fit score, and names no other family there', () => {
    const families = allFamilies().map((f) => f.id);
    expect(Object.keys(ACTIVITIES.families).sort()).toEqual([...families].sort());
  });

  it('when every sector file is parsed with the sector schema, then each parses and there is one per sector', () => {
    const files = jsonFiles('sectors');
    expect(files.sort()).toEqual(SECTORS.map((s) => `${fileNameOf(s)}.json`).sort());
    for (const file of files) {
      const parsed = ZSectorKnowledge.safeParse(read(`sectors/${file}`));
      expect(parsed.success, `${file}: ${parsed.error?.issues.map((i) => i.path.join('.')).join(', ')}`).toBe(true);
    }
    for (const sector of SECTORS) expect(sectorKnowledge(sector).id).toBe(sector);
  });

  it('when every family file is parsed with the family schema, then each parses and is named after its id', () => {
    for (const file of jsonFiles('families')) {
      const parsed = ZFamilyKnowledge.safeParse(read(`families/${file}`));
      expect(parsed.success, `${file}: ${parsed.error?.issues.map((i) => `${i.path.join('.')} ${i.message}`)}`).toBe(
        true,
      );
      expect(file).toBe(`${fileNameOf(parsed.data!.id)}.json`);
    }
  });

  it('when the catalogue is checked against the families, then every role belongs to exactly one family', () => {
    const counts = new Map<string, number>();
    for (const family of allFamilies()) for (const id of family.roles) counts.set(id, (counts.get(id) ?? 0) + 1);
    const missing = ROLES.filter((r) => !counts.has(r.job_id)).map((r) => r.job_id);
    const twice = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    expect(missing).toEqual([]);
    expect(twice).toEqual([]);
    expect(allFamilies().length).toBeGreaterThanOrEqual(40);
    for (const role of ROLES) expect(familyOf(role.job_id)).toBeDefined();
  });

  it('when a family writes a simulated headline, then it is labelled simulated and names no real company', () => {
    for (const family of allFamilies()) {
      for (const n of family.news ?? []) {
        expect(n.source, `${family.id}: ${n.title}`).toMatch(/^Simulated/);
        for (const word of `${n.title} ${n.summary}`.match(/[A-Z][\w&'’-]+(?: [A-Z][\w&'’-]+)*/g) ?? []) {
          const org = findOrganisation(word);
          expect(org === undefined || org.kind === 'public_body', `${family.id}: "${word}" in ${n.title}`).toBe(true);
        }
      }
    }
  });

  it('when a role has a family with its own sections, then its knowledge draws on the family first', () => {
    const k = roleKnowledge('pricing_actuary', 'insurance_actuarial');
    const family = familyOf('pricing_actuary')!;
    expect(k.familyLabel).toBe(family.label);
    if (family.tools) expect(k.tools.slice(0, family.tools.length)).toEqual(family.tools);
    if (family.week) expect(k.week).toEqual(family.week);
    // The sector still fills in after the family's items.
    expect(k.tools.length).toBeGreaterThan(family.tools?.length ?? 0);
  });

  it('when a role is outside the catalogue, then it draws on its sector alone', () => {
    const k = roleKnowledge(undefined, 'risk');
    expect(k.family).toBeUndefined();
    expect(k.tools).toEqual(sectorKnowledge('risk').tools);
  });

  it('when the news interpretation reads a story for any family, then the family has its own reading of every kind of news and sources to check', () => {
    for (const family of allFamilies()) {
      expect(Object.keys(family.newsLens ?? {}).sort(), family.id).toEqual([...NEWS_EVENTS].sort());
      expect(family.verifySources?.length ?? 0, family.id).toBeGreaterThanOrEqual(3);
      for (const [event, lens] of Object.entries(family.newsLens ?? {})) {
        // Sentences, so the generators can quote them as they are.
        expect(lens.meaning, `${family.id}.${event}`).toMatch(/^[A-Z].*[.!?]$/);
        expect(lens.action, `${family.id}.${event}`).toMatch(/^[A-Z].*[.!?]$/);
      }
    }
  });

  it('when the coach, interview prep and AI impact draw on a family, then every family has its own answers, questions and view of AI', () => {
    for (const family of allFamilies()) {
      expect(family.coach, family.id).toBeDefined();
      expect(family.interviewing, family.id).toBeDefined();
      expect(family.ai, family.id).toBeDefined();
      expect(family.interview?.length ?? 0, family.id).toBeGreaterThanOrEqual(5);
      for (const [intent, answer] of Object.entries(family.coach ?? {}))
        expect(answer, `${family.id}.coach.${intent}`).toMatch(/^[A-Z].*[.!?]$/);
      // Pay figures say what they are based on (facts policy: no figures without their basis).
      expect(family.coach?.pay, family.id).toMatch(/survey/);
    }
  });

  it('when common knowledge is read, then simulated macro news is labelled simulated', () => {
    for (const n of commonKnowledge().macroNews) expect(n.source).toMatch(/^Simulated/);
  });
});
