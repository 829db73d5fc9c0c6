import type { Level } from '@fcs/shared/entities';
import { humanize, levelTone, type LevelMeaning } from '../lib/level-tone';
import './level-meter.css';

const SEGMENTS: Record<Level, number> = { low: 1, medium: 2, high: 3 };

export interface LevelMeterProps {
  /** What is measured, e.g. 'Energy'. */
  label: string;
  level: Level;
  /** How the level reads; 'neutral' draws it in the accent colour (energy is neither good nor bad). */
  meaning?: LevelMeaning | 'neutral';
  /** Show the label and value beside the bar (off where a heading already says them). */
  showText?: boolean;
}

/** A low/medium/high level as a three-segment bar (a meter for screen readers), e.g. the energy of a day period. */
export function LevelMeter({ label, level, meaning = 'higher-is-better', showText = true }: LevelMeterProps) {
  const filled = SEGMENTS[level];
  return (
    <span className={`level-meter level-meter--${meaning === 'neutral' ? 'accent' : levelTone(level, meaning)}`}>
      {showText ? (
        <span className="level-meter__text" aria-hidden="true">
          <span className="level-meter__label">{label}</span> {humanize(level)}
        </span>
      ) : null}
      <span
        className="level-meter__bar"
        role="meter"
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={3}
        aria-valuenow={filled}
        aria-valuetext={humanize(level)}
      >
        {[1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={`level-meter__segment${segment <= filled ? ' level-meter__segment--on' : ''}`}
          />
        ))}
      </span>
    </span>
  );
}
