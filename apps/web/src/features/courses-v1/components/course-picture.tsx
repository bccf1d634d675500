import { useState } from 'react';
import type { CourseV1 } from '@tutoring/shared';
import { placeholderImage } from '../../../components/ui/placeholder-image';
import { responsiveImage } from '../../../lib/responsive-image';

/** The legacy data's stand-in for "no picture" (docs/PRODUCT.md section 3). */
const DEFAULT_THUMBNAIL = 'default-course.jpg';

function pictureOf(course: CourseV1): string | null {
  const candidate = [course.thumbnail, course.imageUrl].find(
    (value) => value.trim() !== '' && value.trim() !== DEFAULT_THUMBNAIL,
  );
  return candidate ?? null;
}

interface CoursePictureProps {
  course: CourseV1;
  className?: string;
  eager?: boolean;
}

/** Thumbnail, else image, else (or when it fails to load) a local placeholder. */
export function CoursePicture({ course, className = '', eager = false }: CoursePictureProps) {
  const [failed, setFailed] = useState(false);
  const picture = pictureOf(course);
  return (
    <img
      {...responsiveImage(
        picture && !failed ? picture.trim() : placeholderImage(course.title, 800, 450),
        '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
      )}
      alt={course.title}
      width={800}
      height={450}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(true)}
      className={`aspect-video w-full object-cover ${className}`}
    />
  );
}
