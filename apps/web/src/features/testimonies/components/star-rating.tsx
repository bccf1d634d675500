import { Star } from 'lucide-react';
import { LIMITS } from '@tutoring/shared/plain';

/** The fixed five-star display of every testimonial (docs/PRODUCT.md section 9). */
export function StarRating() {
  const stars = LIMITS.testimonialStars;
  return (
    <div
      role="img"
      aria-label={`${stars} out of ${stars} stars`}
      className="flex gap-0.5 text-amber-400"
    >
      {Array.from({ length: stars }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-4 fill-current" />
      ))}
    </div>
  );
}
