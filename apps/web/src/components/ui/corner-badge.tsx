import type { ReactNode } from 'react';

interface CornerBadgeProps {
  corner: 'left' | 'right';
  /** Its colours, text on fill, 4.5:1 in every theme: 'bg-primary text-on-primary'. */
  colors: string;
  children: ReactNode;
}

/** A word pinned to a top corner of a card's picture: NEW, FEATURED. */
export function CornerBadge({ corner, colors, children }: CornerBadgeProps) {
  const side = corner === 'left' ? 'left-3' : 'right-3';
  return (
    <span className={`absolute top-3 ${side} rounded-full px-3 py-1 text-xs font-bold ${colors}`}>
      {children}
    </span>
  );
}
