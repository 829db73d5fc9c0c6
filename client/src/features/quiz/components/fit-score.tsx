import { fitScoreBand } from '@fcs/shared/constants';

const BAND_TEXT = { excellent: 'Excellent fit', good: 'Good fit', moderate: 'Moderate fit' } as const;

/** A fit percentage with its band (80+ excellent/green, 60-79 good/yellow, below 60 moderate/red; spec section 9). */
export function FitScore({ value, size = 'md' }: { value: number; size?: 'md' | 'lg' }) {
  const band = fitScoreBand(value);
  return (
    <span className={`fit-score fit-score--${band.colour} fit-score--${size}`}>
      <span className="fit-score__value">{value}%</span>
      <span className="fit-score__band">{BAND_TEXT[band.label]}</span>
      <span className="fit-score__bar" aria-hidden="true">
        <span className="fit-score__fill" style={{ width: `${value}%` }} />
      </span>
    </span>
  );
}
