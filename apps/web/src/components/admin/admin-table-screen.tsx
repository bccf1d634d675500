import type { CollectionFacts } from '@tutoring/shared';
import { useMemo, useState, type ReactNode } from 'react';
import { adminListSpecOf } from '../../lib/admin-list';
import { adminScreenTextsOf } from '../../lib/admin-screen-texts';
import { deleteQuestion } from '../../lib/collection-writes';
import { useInMemoryList } from '../../lib/use-in-memory-list';
import { AdminCollection, type CollectionColumn } from '../ui/admin-collection';
import { Alert } from '../ui/alert';
import { SearchableList } from '../ui/searchable-list';
import { Spinner } from '../ui/spinner';
import { useDeleteConfirmation, type DeleteMutation } from '../ui/use-delete-confirmation';
import { ViewToggle, type ListView } from '../ui/view-toggle';
import { AdminScreenHeader } from './admin-screen-header';

/** An item's Edit and Delete, as its row or card offers them. */
export interface RowHandlers<Item> {
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
}

interface AdminTableScreenProps<Item extends { _id: string }> {
  /** Every word of the screen comes from its labels, its list from its admin facts. */
  collection: Pick<CollectionFacts, 'labels' | 'admin'>;
  /** The list, and whether it (with whatever loads beside it) is still loading or failed. */
  items: { data: Item[] | undefined; isPending: boolean; isError: boolean };
  remove: DeleteMutation;
  columns: (handlers: RowHandlers<Item>) => CollectionColumn<Item>[];
  renderCard: (item: Item, handlers: RowHandlers<Item>) => ReactNode;
  onAdd: () => void;
  onEdit: (item: Item) => void;
  /** Alerts under the delete failure (the instructors failing to load). */
  alerts?: ReactNode;
  /** Drawn above the search once the list has loaded (the featured order). */
  aboveList?: (items: Item[]) => ReactNode;
  /** The add/edit dialog, opened by onAdd and onEdit. */
  children: ReactNode;
}

/**
 * A collection's admin screen with the grid/table toggle (courses v1 and v2): heading and
 * Add, the searchable list as cards or a sortable table, its own editor, the delete question.
 */
export function AdminTableScreen<Item extends { _id: string }>(props: AdminTableScreenProps<Item>) {
  const { collection, items, remove } = props;
  const texts = adminScreenTextsOf(collection);
  // No match is said by the list itself, in place of the empty text.
  const spec = useMemo(() => adminListSpecOf<Item>(collection), [collection]);
  const { noMatch, ...frameTexts } = spec.texts;
  const list = useInMemoryList(items.data ?? [], { ...spec, texts: frameTexts });
  const deletion = useDeleteConfirmation<Item>(remove, deleteQuestion(collection));
  const [view, setView] = useState<ListView>('grid');
  const handlers = { onEdit: props.onEdit, onDelete: deletion.ask };

  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <AdminScreenHeader heading={texts.heading} addLabel={texts.add} onAdd={props.onAdd}>
        <ViewToggle view={view} onChange={setView} />
      </AdminScreenHeader>
      {remove.isError && <Alert>{texts.deleteFailed}</Alert>}
      {props.alerts}
      {items.isPending ? (
        <Spinner label={texts.loading} />
      ) : items.isError || !items.data ? (
        <Alert>{texts.loadFailed}</Alert>
      ) : (
        <>
          {props.aboveList?.(items.data)}
          <SearchableList list={list} count={items.data.length}>
            <AdminCollection
              label={texts.listLabel}
              items={list.items}
              view={view}
              emptyText={(list.searching && noMatch) || texts.empty}
              columns={props.columns(handlers)}
              sort={list.sort}
              onSort={list.setSort}
              renderCard={(item) => props.renderCard(item, handlers)}
            />
          </SearchableList>
        </>
      )}
      {props.children}
      {deletion.dialog}
    </section>
  );
}
