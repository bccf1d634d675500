import { PlayCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { buttonClasses } from './button-styles';

// The dialog and the player (Radix, and zod through the video link checks) load when first
// wanted, not with the page: on a course's page they held back its request, so its picture
// came later on a phone. Pointing at or focusing the button starts
// the download, so it is usually there by the click.
const loadVideoDialog = () => import('./video-dialog');
const VideoDialog = lazy(async () => ({ default: (await loadVideoDialog()).VideoDialog }));
const preloadVideoDialog = () => void loadVideoDialog().catch(() => undefined);

interface VideoButtonProps {
  /** The video link; nothing is shown when it is blank. */
  url: string;
  label: string;
  /** The dialog's title: what the video is. */
  title: string;
  className?: string;
}

/** A button that plays a video in a dialog; no request to the video's host before the click. */
export function VideoButton({ url, label, title, className = '' }: VideoButtonProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so closing it behaves as any other dialog's.
  const [wanted, setWanted] = useState(false);
  if (!url.trim()) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('outline', className)}
        onPointerEnter={preloadVideoDialog}
        onFocus={preloadVideoDialog}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <PlayCircle aria-hidden="true" className="size-5" />
        {label}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <VideoDialog open={open} onOpenChange={setOpen} url={url} title={title} />
        </Suspense>
      )}
    </>
  );
}
