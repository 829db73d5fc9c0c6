import type { LevelTone } from '../../lib/level-tone';

export interface FitBand {
  band: 'excellent' | 'good' | 'moderate';
  label: string;
  tone: LevelTone;
}

/** Spec section 9: 80+ excellent (green), 60-79 good (yellow), below 60 moderate (red). */
export function fitBand(score: number): FitBand {
  const rounded = Math.round(score);
  if (rounded >= 80) return { band: 'excellent', label: 'Excellent fit', tone: 'good' };
  if (rounded >= 60) return { band: 'good', label: 'Good fit', tone: 'caution' };
  return { band: 'moderate', label: 'Moderate fit', tone: 'bad' };
}
