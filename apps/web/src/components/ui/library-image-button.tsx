import { isAdminRole } from '@tutoring/shared';
import { Images } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../lib/auth-store';
import { Button } from './button';
import { MediaPicker } from './media-picker';

interface LibraryImageButtonProps {
  /** Gets the chosen image's link, as an upload would. */
  onPick: (url: string) => void;
  disabled?: boolean;
}

/**
 * 'Choose from library' beside an image field's upload: an image stored once can be used
 * again anywhere. The library is for admins (the API lists files to them only), so editors
 * see the upload alone.
 */
export function LibraryImageButton({ onPick, disabled = false }: LibraryImageButtonProps) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user || !isAdminRole(user.role)) return null;
  return (
    <>
      <Button variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" className="size-4" />
        Choose from library
      </Button>
      <MediaPicker open={open} onClose={() => setOpen(false)} onPick={onPick} />
    </>
  );
}
