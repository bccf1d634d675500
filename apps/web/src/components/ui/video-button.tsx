import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from './button-styles';
import { VideoDialog } from './video-dialog';

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
  if (!url.trim()) return null;
  return (
    <>
      <button
        type="button"
        className={buttonClasses('outline', className)}
        onClick={() => setOpen(true)}
      >
        <PlayCircle aria-hidden="true" className="size-5" />
        {label}
      </button>
      <VideoDialog open={open} onOpenChange={setOpen} url={url} title={title} />
    </>
  );
}
