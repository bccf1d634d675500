import type { Testimony } from '@tutoring/shared';
import { Quote } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { StarRating } from './star-rating';
import { VideoPlayer } from '../../../components/ui/video-player';

interface TestimonialItemProps {
  testimony: Testimony;
  /** Even entries sit left of the line on wide screens, odd ones right. */
  side: 'left' | 'right';
  videoOpen: boolean;
  onToggleVideo: () => void;
}

export function TestimonialItem({
  testimony,
  side,
  videoOpen,
  onToggleVideo,
}: TestimonialItemProps) {
  const { studentName, text, videoUrl } = testimony;
  const placement = side === 'left' ? 'md:w-1/2 md:pr-10' : 'md:ml-auto md:w-1/2 md:pl-10';
  const videoId = `testimony-video-${testimony._id}`;
  return (
    <li className={`relative pl-8 md:pl-0 ${placement}`}>
      <span
        aria-hidden="true"
        className={`absolute top-6 left-1.5 size-3 rounded-full bg-primary ${side === 'left' ? 'md:right-[-6px] md:left-auto' : 'md:left-[-6px]'}`}
      />
      <article className="rounded-xl border border-border bg-surface p-5 text-left shadow-sm">
        <Quote aria-hidden="true" className="size-6 text-primary" />
        <h3 className="mt-2 font-semibold text-foreground">{studentName}</h3>
        <StarRating />
        {text && <p className="mt-3 text-foreground">{text}</p>}
        {videoUrl && (
          <>
            <Button
              variant="outline"
              className="mt-4"
              aria-expanded={videoOpen}
              aria-controls={videoOpen ? videoId : undefined}
              onClick={onToggleVideo}
            >
              {videoOpen ? 'Hide Video' : 'Watch Video Testimonial'}
            </Button>
            {videoOpen && (
              <div id={videoId} className="mt-4">
                <VideoPlayer url={videoUrl} title={`Video testimonial from ${studentName}`} />
              </div>
            )}
          </>
        )}
      </article>
    </li>
  );
}
