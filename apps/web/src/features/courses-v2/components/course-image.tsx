import { useState } from 'react';
import { placeholderImage } from '../../../components/ui/placeholder-image';

interface CourseImageProps {
  src: string | undefined;
  title: string;
  className?: string;
  width?: number;
  height?: number;
  /** Below-the-fold pictures load lazily; the hero's loads at once. */
  eager?: boolean;
}

/** The course picture, or a local placeholder when there is none or it fails to load. */
export function CourseImage({
  src,
  title,
  className = '',
  width = 800,
  height = 450,
  eager = false,
}: CourseImageProps) {
  const [failed, setFailed] = useState(false);
  const usable = src?.trim() && !failed ? src : placeholderImage(title, width, height);
  return (
    <img
      src={usable}
      alt={title}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
