import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'warning' | 'inverse';

export interface BadgeProps {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}

/** A short label: 'Most Popular', 'Illustration', 'Live Data'. */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return <span className={['badge', `badge--${tone}`, className ?? ''].filter(Boolean).join(' ')}>{children}</span>;
}
