import { CARD_GRID_IMAGE_SIZES } from '@tutoring/shared/plain';
import { useState } from 'react';
import { placeholderImage } from '../ui/placeholder-image';
import { responsiveImage } from '../../lib/responsive-image';

interface CourseImageProps {
  src: string | undefined;
  title: string;
  className?: string;
  width?: number;
  height?: number;
  /** Below-the-fold pictures load lazily; the hero's loads at once, first (the LCP image). */
  eager?: boolean;
  /** Its CSS width per breakpoint: the browser picks the stored width that fits. */
  sizes?: string;
}

/** The course picture, or a local placeholder when there is none or it fails to load. */
export function CourseImage({
  src,
  title,
  className = '',
  width = 800,
  height = 450,
  eager = false,
  sizes = CARD_GRID_IMAGE_SIZES,
}: CourseImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = src?.trim() && !failed ? src.trim() : placeholderImage(title, width, height);
  return (
    <img
      {...responsiveImage(usable, sizes)}
      alt={title}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
