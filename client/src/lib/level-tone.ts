import type { Level } from '@fcs/shared/entities';

/** Colour of a level badge: good (green), caution (yellow), bad (red), or neutral when a level is neither. */
export type LevelTone = 'good' | 'caution' | 'bad' | 'neutral';

/**
 * How a level reads for the user (spec section 9: impact and adoption high green, medium yellow, low red).
 * Risk, effort and learning curve read the other way round: high is the costly end.
 */
export type LevelMeaning = 'higher-is-better' | 'higher-is-worse';

const BETTER: Record<Level, LevelTone> = { high: 'good', medium: 'caution', low: 'bad' };
const WORSE: Record<Level, LevelTone> = { high: 'bad', medium: 'caution', low: 'good' };

/** The tone a level badge is drawn in. */
export function levelTone(level: Level, meaning: LevelMeaning): LevelTone {
  return meaning === 'higher-is-better' ? BETTER[level] : WORSE[level];
}

/** 'high' → 'High'; 'skill_development' → 'Skill development'. */
export function humanize(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
