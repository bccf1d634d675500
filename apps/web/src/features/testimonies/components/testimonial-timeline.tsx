import type { Testimony } from '@tutoring/shared';
import { useState } from 'react';
import { TestimonialItem } from './testimonial-item';

interface TestimonialTimelineProps {
  testimonies: Testimony[];
}

/** Alternating left/right on wide screens, one column on phones; one open video at a time. */
export function TestimonialTimeline({ testimonies }: TestimonialTimelineProps) {
  const [openVideoId, setOpenVideoId] = useState<string | null>(null);
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute top-0 bottom-0 left-3 w-0.5 bg-border md:left-1/2 md:-translate-x-1/2"
      />
      <ol className="flex flex-col gap-8">
        {testimonies.map((testimony, index) => (
          <TestimonialItem
            key={testimony._id}
            testimony={testimony}
            side={index % 2 === 0 ? 'left' : 'right'}
            videoOpen={openVideoId === testimony._id}
            onToggleVideo={() =>
              setOpenVideoId((open) => (open === testimony._id ? null : testimony._id))
            }
          />
        ))}
      </ol>
    </div>
  );
}
