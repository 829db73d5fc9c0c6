import { commonKnowledge } from '../knowledge/index';
import type { LearningResource } from '../knowledge/schema';
import type { RoleContext } from './role-context';
import { tokenize, wordsMatch } from './text';

/** Resources (sector first, then common) ranked by how many of their topics the text's words touch. */
export function resourcesFor(ctx: RoleContext, text: string, limit: number): LearningResource[] {
  const words = [...new Set(tokenize(text))];
  const pool = [...ctx.k.resources, ...commonKnowledge().resources];
  const scored = pool.map((r, i) => ({
    r,
    i,
    score: r.topics.filter((t) => words.some((w) => wordsMatch(w, t) || w === t)).length,
  }));
  return scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, limit)
    .map((x) => x.r);
}

/** "Study for the CFA Program", "Take Python for Everybody", "Join the PFS": the verb a resource takes. */
export function resourceAction(r: LearningResource): string {
  switch (r.type) {
    case 'certification':
      return `Study for ${r.title}`;
    case 'book':
      return `Read ${r.title}`;
    case 'community':
      return `Get involved with ${r.title}`;
    case 'documentation':
      return `Work through ${r.title}`;
    case 'project':
      return `Do this project: ${r.title}`;
    case 'mentorship':
      return `Find mentoring through ${r.title}`;
    default:
      return `Take ${r.title}`;
  }
}
