import { Dialog } from './dialog';
import { VideoPlayer } from './video-player';

interface VideoDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  url: string;
  /** The dialog's title and the player's name. */
  title: string;
}

/** A video in a dialog; the player (and any request to its host) exists only while open. */
export function VideoDialog({ open, onOpenChange, url, title }: VideoDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} widthClass="max-w-3xl">
      {open && <VideoPlayer url={url} title={title} />}
    </Dialog>
  );
}
