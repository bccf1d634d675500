import { LayoutGrid, List } from 'lucide-react';

export type ListView = 'grid' | 'table';

interface ViewToggleProps {
  view: ListView;
  onChange: (view: ListView) => void;
}

/** The admin lists' grid/table switch: two pressed-state buttons. */
export function ViewToggle({ view, onChange }: ViewToggleProps) {
  const option = (value: ListView, label: string, Icon: typeof List) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      onClick={() => onChange(value)}
      className={`inline-flex size-11 items-center justify-center rounded-lg border border-border ${view === value ? 'bg-primary text-on-primary' : 'text-foreground hover:bg-surface'}`}
    >
      <Icon aria-hidden="true" className="size-5" />
    </button>
  );
  return (
    <div role="group" aria-label="View" className="flex gap-1">
      {option('grid', 'Grid view', LayoutGrid)}
      {option('table', 'Table view', List)}
    </div>
  );
}
