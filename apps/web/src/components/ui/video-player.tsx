import { videoPlayerOf } from '@tutoring/shared/plain';

interface VideoPlayerProps {
  url: string;
  /** Names the frame or the player for screen readers: 'Video testimonial from Priya'. */
  title: string;
}

/**
 * The site's one video player (common/video-link.ts in @tutoring/shared): a YouTube, Vimeo or
 * Google Drive frame, or the browser's own player for a video file. Render it only once the
 * visitor asked for the video: nothing loads from the video's host before that.
 */
export function VideoPlayer({ url, title }: VideoPlayerProps) {
  const player = videoPlayerOf(url);
  if (!player) return <p className="text-sm text-muted">This video cannot be played here.</p>;
  return (
    <div className="aspect-video w-full overflow-hidden rounded-lg bg-black">
      {player.kind === 'file' ? (
        <video controls preload="metadata" className="size-full" aria-label={title}>
          <source src={player.src} />
          Your browser does not support the video tag.
        </video>
      ) : (
        <iframe
          src={player.embedUrl}
          title={title}
          className="size-full"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      )}
    </div>
  );
}
