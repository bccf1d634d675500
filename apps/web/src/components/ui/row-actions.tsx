import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A text-and-icon action in an admin row or card, 44 px tall. Links use it too. */
export const ROW_ACTION_CLASS =
  'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold hover:bg-surface';

interface RowActionsProps {
  /** Read after each action by screen readers: "Edit <name>". */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** Actions placed before Edit (a View link, a details link). */
  children?: ReactNode;
}

/** Edit and Delete for one item of an admin list, after any extra actions. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const label = <span className="sr-only">{` ${name}`}</span>;
  return (
    <div className="flex flex-wrap gap-1">
      {children}
      <button type="button" onClick={onEdit} className={`${ROW_ACTION_CLASS} text-primary`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit{label}
      </button>
      <button type="button" onClick={onDelete} className={`${ROW_ACTION_CLASS} text-error`}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete{label}
      </button>
    </div>
  );
}
