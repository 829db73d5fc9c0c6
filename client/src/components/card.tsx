import type { HTMLAttributes } from 'react';
import './card.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element to render; use 'article' for self-contained items, 'li' inside lists. */
  as?: 'div' | 'article' | 'section' | 'li';
  /** Highlighted card (accent border), e.g. the popular plan. */
  highlighted?: boolean;
}

/** A white surface with a border and padding; the building block of grids. */
export function Card({ as: Element = 'div', highlighted = false, className, ...rest }: CardProps) {
  const classes = ['card', highlighted ? 'card--highlighted' : '', className ?? ''].filter(Boolean).join(' ');
  return <Element className={classes} {...rest} />;
}
