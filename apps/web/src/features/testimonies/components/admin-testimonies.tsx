import type { Testimony, TestimonyData } from '@tutoring/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SearchableList } from '../../../components/ui/searchable-list';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteConfirmation } from '../../../components/ui/use-delete-confirmation';
import { useDeleteTestimony, useSaveTestimony } from '../api/testimony-writes';
import { useTestimonies } from '../api/get-testimonies';
import { useInMemoryList } from '../../../lib/use-in-memory-list';
import { TESTIMONY_LIST } from './testimony-list-spec';
import { AdminTestimonyCard } from './admin-testimony-card';
import { TestimonyForm } from './testimony-form';

/** null: the form is closed; 'new' or the testimony being edited. */
type Editing = null | 'new' | Testimony;

export function AdminTestimonies() {
  const testimonies = useTestimonies();
  const save = useSaveTestimony();
  const remove = useDeleteTestimony();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteConfirmation<Testimony>(
    remove,
    'Are you sure you want to delete this testimony?',
  );
  const list = useInMemoryList(testimonies.data ?? [], TESTIMONY_LIST);

  const openForm = (next: Editing) => {
    save.reset();
    setEditing(next);
  };
  const submit = (input: TestimonyData) => {
    const id = editing && editing !== 'new' ? editing._id : undefined;
    save.mutate({ id, input }, { onSuccess: () => setEditing(null) });
  };

  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-foreground">Manage Testimonies</h1>
        <Button onClick={() => openForm('new')}>
          <Plus aria-hidden="true" className="size-4" /> Add Testimony
        </Button>
      </div>
      {remove.isError && <Alert>Failed to delete testimony.</Alert>}
      {testimonies.isPending && <Spinner label="Loading testimonies…" />}
      {testimonies.isError && <Alert>Failed to load testimonies.</Alert>}
      {testimonies.isSuccess && testimonies.data.length === 0 && (
        <p className="text-muted">No testimonies yet.</p>
      )}
      {testimonies.isSuccess && (
        <SearchableList list={list} count={testimonies.data.length}>
          <ul aria-label="Testimonies" className="grid gap-4 md:grid-cols-2">
            {list.items.map((testimony) => (
              <AdminTestimonyCard
                key={testimony._id}
                testimony={testimony}
                onEdit={() => openForm(testimony)}
                onDelete={() => deletion.ask(testimony)}
              />
            ))}
          </ul>
        </SearchableList>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add Testimony' : 'Edit Testimony'}
      >
        {save.isError && <Alert>Failed to save testimony.</Alert>}
        <TestimonyForm
          initial={editing && editing !== 'new' ? editing : undefined}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      </Dialog>
      {deletion.dialog}
    </div>
  );
}
