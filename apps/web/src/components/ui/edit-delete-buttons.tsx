import { Pencil, Trash2 } from 'lucide-react';
import { Button } from './button';

interface EditDeleteButtonsProps {
  /** The item's name: screen readers hear "Edit <name>", "Delete <name>". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** An admin card's Edit and Delete buttons (outlined, with their icons). */
export function EditDeleteButtons({ name, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <>
      <Button variant="outline" onClick={onEdit} aria-label={`Edit ${name}`}>
        <Pencil aria-hidden="true" className="size-4" /> Edit
      </Button>
      <Button variant="outline" onClick={onDelete} aria-label={`Delete ${name}`}>
        <Trash2 aria-hidden="true" className="size-4" /> Delete
      </Button>
    </>
  );
}
