import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

interface AdminScreenHeaderProps {
  heading: string;
  addLabel: string;
  onAdd: () => void;
  /** Controls before the Add button: the grid/table toggle. */
  children?: ReactNode;
}

/** An admin collection screen's top row: its heading, and its Add button on the right. */
export function AdminScreenHeader({ heading, addLabel, onAdd, children }: AdminScreenHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-foreground">{heading}</h1>
      <div className="flex gap-2">
        {children}
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" /> {addLabel}
        </Button>
      </div>
    </div>
  );
}
