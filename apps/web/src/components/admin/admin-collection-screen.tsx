import type { CollectionFacts } from '@tutoring/shared';
import { Fragment, useMemo, useState, type ReactNode } from 'react';
import { adminListSpecOf } from '../../lib/admin-list';
import { adminScreenTextsOf } from '../../lib/admin-screen-texts';
import { deleteQuestion } from '../../lib/collection-writes';
import { useInMemoryList } from '../../lib/use-in-memory-list';
import { Alert } from '../ui/alert';
import { Dialog } from '../ui/dialog';
import { SearchableList } from '../ui/searchable-list';
import { Spinner } from '../ui/spinner';
import { useDeleteConfirmation, type DeleteMutation } from '../ui/use-delete-confirmation';
import { AdminScreenHeader } from './admin-screen-header';

/** The part of a list query the screen reads. */
interface ListQuery<Item> {
  data: readonly Item[] | undefined;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
}

/** The part of a save mutation (create without an id, replace with one) the screen needs. */
interface SaveMutation<Input> {
  mutate: (
    variables: { id?: string | undefined; input: Input },
    options: { onSuccess: () => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
}

/** What a collection's form is given: the item being edited (absent: a new one). */
export interface CollectionFormProps<Item, Input> {
  initial: Item | undefined;
  saving: boolean;
  onSubmit: (input: Input) => void;
  onCancel: () => void;
}

interface AdminCollectionScreenProps<Item extends { _id: string }, Input> {
  /** Every word of the screen comes from its labels, its list from its admin facts. */
  collection: Pick<CollectionFacts, 'labels' | 'admin'>;
  items: ListQuery<Item>;
  save: SaveMutation<Input>;
  remove: DeleteMutation;
  /** How the cards are laid out: 'grid gap-4 md:grid-cols-2'. */
  listClassName: string;
  /** One item's card, an `<li>` with its Edit and Delete. */
  renderCard: (item: Item, actions: { onEdit: () => void; onDelete: () => void }) => ReactNode;
  renderForm: (props: CollectionFormProps<Item, Input>) => ReactNode;
  /** More dialogs a collection opens from its cards (a tutor's hours). */
  children?: ReactNode;
}

/** null: the form is closed; 'new' or the item being edited. */
type Editing<Item> = null | 'new' | Item;

/**
 * A simple collection's admin screen (testimonies, team, resources): heading and Add, the
 * searchable list of cards, the add/edit dialog and the delete question.
 */
export function AdminCollectionScreen<Item extends { _id: string }, Input>(
  props: AdminCollectionScreenProps<Item, Input>,
) {
  const { collection, items, save, remove, renderCard, renderForm } = props;
  const texts = adminScreenTextsOf(collection);
  const spec = useMemo(() => adminListSpecOf<Item>(collection), [collection]);
  const list = useInMemoryList(items.data ?? [], spec);
  const deletion = useDeleteConfirmation<Item>(remove, deleteQuestion(collection));
  const [editing, setEditing] = useState<Editing<Item>>(null);
  const edited = editing === null || editing === 'new' ? undefined : editing;

  const openForm = (next: Editing<Item>) => {
    save.reset();
    setEditing(next);
  };
  const submit = (input: Input) =>
    save.mutate({ id: edited?._id, input }, { onSuccess: () => setEditing(null) });

  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <AdminScreenHeader
        heading={texts.heading}
        addLabel={texts.add}
        onAdd={() => openForm('new')}
      />
      {remove.isError && <Alert>{texts.deleteFailed}</Alert>}
      {items.isPending && <Spinner label={texts.loading} />}
      {items.isError && <Alert>{texts.loadFailed}</Alert>}
      {items.isSuccess && items.data?.length === 0 && <p className="text-muted">{texts.empty}</p>}
      {items.isSuccess && items.data && (
        <SearchableList list={list} count={items.data.length}>
          <ul aria-label={texts.listLabel} className={props.listClassName}>
            {list.items.map((item) => (
              <Fragment key={item._id}>
                {renderCard(item, {
                  onEdit: () => openForm(item),
                  onDelete: () => deletion.ask(item),
                })}
              </Fragment>
            ))}
          </ul>
        </SearchableList>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={edited ? texts.edit : texts.add}
      >
        {save.isError && <Alert>{texts.saveFailed}</Alert>}
        {renderForm({
          initial: edited,
          saving: save.isPending,
          onSubmit: submit,
          onCancel: () => setEditing(null),
        })}
      </Dialog>
      {deletion.dialog}
      {props.children}
    </div>
  );
}
