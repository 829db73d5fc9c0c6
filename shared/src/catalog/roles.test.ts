import { describe, expect, it } from 'vitest';
import { FREE_JOB_ID } from '../constants';
import { getRole, ROLES } from './roles';
import { ZJobListItem, ZRole, type Role } from './schema';
import { SECTORS } from './vocabulary';

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

/** Word 3-shingles: catches copied or lightly edited sentences. */
function shingles(text: string): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + 3 <= w.length; i += 1) out.add(w.slice(i, i + 3).join(' '));
  return out;
}

const STOP_WORDS = new Set(
  'the and for with you your are that this from into their them they than what when which who how its not but can must each every one two more most over'.split(
    ' ',
  ),
);
/** Content-word sets: catches descriptions that say the same thing in a different order. */
function contentWords(text: string): Set<string> {
  return new Set(words(text).filter((w) => w.length > 2 && !STOP_WORDS.has(w)));
}

function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

function mostSimilarPair(measure: (text: string) => Set<string>, roles: readonly Role[]) {
  const sets = roles.map((role) => measure(role.description));
  let max = { similarity: 0, pair: ['', ''] };
  for (let i = 0; i < roles.length; i += 1) {
    for (let j = i + 1; j < roles.length; j += 1) {
      const similarity = jaccard(sets[i]!, sets[j]!);
      if (similarity > max.similarity) max = { similarity, pair: [roles[i]!.job_id, roles[j]!.job_id] };
    }
  }
  return max;
}

// Measured on the catalogue when written (141 roles): max shingle Jaccard 0.031, max content-word
// Jaccard 0.152 (corporate_broker vs investor_relations_manager). A lightly reworded copy scores
// above 0.5 on both, so these limits leave room for new roles while still catching twins.
const MAX_SHINGLE_SIMILARITY = 0.2;
const MAX_CONTENT_WORD_SIMILARITY = 0.35;

describe('role catalogue', () => {
  it('holds at least 130 roles', () => {
    expect(ROLES.length).toBeGreaterThanOrEqual(130);
  });

  it('parses every role with ZRole and as a job list item', () => {
    for (const role of ROLES) {
      const result = ZRole.safeParse(role);
      expect(result.success ? [] : result.error.issues, role.job_id).toEqual([]);
      expect(ZJobListItem.safeParse(role).success, role.job_id).toBe(true);
    }
  });

  it('has unique job ids and titles', () => {
    const ids = ROLES.map((r) => r.job_id);
    const titles = ROLES.map((r) => r.title.toLowerCase());
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('fills every text field, with no repeated skills, interests or traits within a role', () => {
    for (const role of ROLES) {
      for (const value of [role.title, role.summary, role.description]) expect(value.trim(), role.job_id).not.toBe('');
      for (const list of [role.skills, role.interests, role.experienceLevels, role.personalityTraits, role.seniority]) {
        expect(list.length, role.job_id).toBeGreaterThan(0);
        for (const item of list) expect(item.trim(), role.job_id).not.toBe('');
        expect(new Set(list.map((item) => item.toLowerCase())).size, role.job_id).toBe(list.length);
      }
    }
  });

  it('covers every sector with several roles', () => {
    for (const sector of SECTORS) {
      expect(ROLES.filter((r) => r.sector === sector).length, sector).toBeGreaterThanOrEqual(4);
    }
  });

  it('includes the free equity research analyst role, found by getRole', () => {
    expect(getRole(FREE_JOB_ID)?.title).toBe('Equity Research Analyst');
    expect(getRole('no_such_role')).toBeUndefined();
  });

  it('has no near-duplicate descriptions', () => {
    const byShingles = mostSimilarPair(shingles, ROLES);
    const byWords = mostSimilarPair(contentWords, ROLES);
    expect(byShingles.similarity, byShingles.pair.join(' ~ ')).toBeLessThan(MAX_SHINGLE_SIMILARITY);
    expect(byWords.similarity, byWords.pair.join(' ~ ')).toBeLessThan(MAX_CONTENT_WORD_SIMILARITY);
  });

  it('when a description is a light rewrite of another, then the duplicate check fails', () => {
    const original = getRole(FREE_JOB_ID)!;
    const twin: Role = {
      ...original,
      job_id: 'equity_research_associate',
      description: original.description
        .replace('eight to fifteen', 'ten to twenty')
        .replace('fund managers', 'portfolio managers')
        .replace('Your week revolves around', 'Each week centres on'),
    };
    const pair = [original, twin];
    expect(mostSimilarPair(shingles, pair).similarity).toBeGreaterThan(MAX_SHINGLE_SIMILARITY);
    expect(mostSimilarPair(contentWords, pair).similarity).toBeGreaterThan(MAX_CONTENT_WORD_SIMILARITY);
  });
});
