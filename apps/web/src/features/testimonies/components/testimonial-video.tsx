import { toVideoEmbed } from '../lib/to-video-embed';

interface TestimonialVideoProps {
  url: string;
  studentName: string;
}

/** Rendered only once the visitor asked for it: no third-party request before the click. */
export function TestimonialVideo({ url, studentName }: TestimonialVideoProps) {
  const embed = toVideoEmbed(url);
  return (
    <div className="mt-4 aspect-video w-full overflow-hidden rounded-lg bg-black">
      {embed.kind === 'youtube' ? (
        <iframe
          src={embed.embedUrl}
          title={`Video testimonial from ${studentName}`}
          className="size-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <video
          controls
          preload="metadata"
          className="size-full"
          aria-label={`Video testimonial from ${studentName}`}
        >
          <source src={embed.src} type="video/mp4" />
          Your browser does not support the video tag.
        </video>
      )}
    </div>
  );
}
