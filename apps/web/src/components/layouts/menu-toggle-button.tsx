import { CloseIcon, MenuIcon } from '../ui/first-paint-icons';

interface MenuToggleButtonProps {
  open: boolean;
  /** The id of the menu it opens. */
  controls: string;
  onToggle: () => void;
}

/** The phone menu's open/close button; large screens show the menu and hide this. */
export function MenuToggleButton({ open, controls, onToggle }: MenuToggleButtonProps) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={open ? 'Close menu' : 'Open menu'}
      onClick={onToggle}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-foreground hover:bg-surface lg:hidden"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
    </button>
  );
}
