import { Button } from './button';
import { useLeave } from './unsaved-changes';

interface CancelButtonProps {
  onCancel: () => void;
  disabled?: boolean;
}

/**
 * A form's Cancel. Inside the admin area it asks first when its form (or the dialog around
 * it) holds unsaved changes, and cancels only after Discard.
 */
export function CancelButton({ onCancel, disabled = false }: CancelButtonProps) {
  const leave = useLeave();
  return (
    <Button variant="outline" onClick={() => leave(onCancel)} disabled={disabled}>
      Cancel
    </Button>
  );
}
