import type { RunRole } from '@fcs/shared/workflows/common';
import type { LlmMessage } from '../llm/types';

/** The most senior rung of the role's ladder, for the veteran who briefs the user. */
export function veteranTitle(role: RunRole): string {
  const top = role.seniority?.at(-2) ?? role.seniority?.at(-1);
  return top && !role.title.toLowerCase().includes(top.toLowerCase())
    ? `${top}-level ${role.title}`
    : `senior ${role.title}`;
}

/** The facts about the role every prompt carries. */
export function roleBrief(role: RunRole): string {
  return [
    `Role: ${role.title}`,
    `What the job is: ${role.description}`,
    `Core skills: ${role.skills.join('; ')}`,
    `What people in it enjoy: ${role.interests.join('; ')}`,
    `Career stages: ${role.experienceLevels.join('; ')}`,
    role.seniority?.length ? `Ladder: ${role.seniority.join(' → ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The persona every workflow speaks in: a veteran of the role, briefing someone who is considering or
 * preparing for it, in UK financial services, plain and specific.
 */
export function veteranSystem(role: RunRole, job: string): string {
  return [
    `You are a ${veteranTitle(role)} with twenty years in UK and European financial services. You have hired,`,
    'trained and managed people in this role and you know its day-to-day work, its tools, its regulation and how',
    'careers in it really progress.',
    job,
    'Be concrete: name real tools, regulations, deliverables, deadlines and metrics of this role. Write in British',
    'English, plainly and without hype. Never invent facts about a named person; when a figure is an estimate,',
    'say so.',
    '',
    roleBrief(role),
  ].join('\n');
}

/** A system prompt plus one user turn. */
export function conversation(system: string, user: string): LlmMessage[] {
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** Words of a text, for counting and light matching. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9&]+/g) ?? [];
}

/** Items of `candidates` sharing a meaningful word (4+ letters) with any item of `against`. */
export function overlapping(candidates: string[], against: string[]): string[] {
  const vocabulary = new Set(against.flatMap(words).filter((w) => w.length >= 4));
  return candidates.filter((c) => words(c).some((w) => w.length >= 4 && vocabulary.has(w)));
}

/** Makes every id in a list unique (models repeat ids), keeping the first as is. */
export function uniqueIds<T extends { id: string }>(items: T[], prefix: string): T[] {
  const seen = new Set<string>();
  return items.map((item, i) => {
    let id = item.id?.trim() || `${prefix}-${i + 1}`;
    while (seen.has(id)) id = `${id}-${i + 1}`;
    seen.add(id);
    return { ...item, id };
  });
}

/** Band of a 0-100 score: 67+ high, 34-66 medium, else low. */
export function band(score: number): 'high' | 'medium' | 'low' {
  return score >= 67 ? 'high' : score >= 34 ? 'medium' : 'low';
}

export const PRIORITY_ORDER = { critical: 0, high: 1, medium: 2, low: 3 } as const;
