import type { Level } from '@fcs/shared/entities';
import { humanize, levelTone, type LevelMeaning } from '../lib/level-tone';
import './level-badge.css';

export interface LevelBadgeProps {
  /** What the level measures, read before the value: 'Adoption', 'Impact'. */
  label: string;
  level: Level;
  meaning: LevelMeaning;
  /** Where a visible label already names the level (a definition list), read the label to screen readers only. */
  labelHidden?: boolean;
}

/** 'Adoption: High' in the level's colour; the words carry the meaning, the colour only repeats it. */
export function LevelBadge({ label, level, meaning, labelHidden = false }: LevelBadgeProps) {
  return (
    <span className={`level-badge level-badge--${levelTone(level, meaning)}`}>
      <span className={labelHidden ? 'visually-hidden' : 'level-badge__label'}>{label}</span> {humanize(level)}
    </span>
  );
}
