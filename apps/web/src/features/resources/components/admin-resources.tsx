import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Resource, ResourceData } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SearchableList } from '../../../components/ui/searchable-list';
import { Spinner } from '../../../components/ui/spinner';
import { useDeleteConfirmation } from '../../../components/ui/use-delete-confirmation';
import { useDeleteResource, useSaveResource } from '../api/resource-writes';
import { useResources } from '../api/get-resources';
import { useInMemoryList } from '../../../lib/use-in-memory-list';
import { RESOURCE_LIST } from './resource-list-spec';
import { AdminResourceList } from './admin-resource-list';
import { ResourceForm } from './resource-form';
import { RESOURCES_LOAD_FAILED } from './resource-library';

export const DELETE_QUESTION = 'Are you sure you want to delete this resource?';
export const DELETE_FAILED = 'Failed to delete resource. Please try again.';

/** Which dialog is open: the form (new or an existing resource) or the delete question. */
type Editing = { resource: Resource | null } | null;

export function AdminResources() {
  const resources = useResources();
  const save = useSaveResource();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<Editing>(null);
  const deletion = useDeleteConfirmation<Resource>(remove, DELETE_QUESTION);
  const list = useInMemoryList(resources.data ?? [], RESOURCE_LIST);

  const openForm = (resource: Resource | null) => {
    save.reset();
    setEditing({ resource });
  };
  const submit = (input: ResourceData) => {
    const id = editing?.resource?._id;
    save.mutate({ input, ...(id ? { id } : {}) }, { onSuccess: () => setEditing(null) });
  };

  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-foreground">Manage Resources</h1>
        <Button onClick={() => openForm(null)}>
          <Plus aria-hidden="true" className="size-4" />
          Add Resource
        </Button>
      </div>
      {remove.isError && <Alert>{DELETE_FAILED}</Alert>}
      {resources.isPending && <Spinner label="Loading resources…" />}
      {resources.isError && <Alert>{RESOURCES_LOAD_FAILED}</Alert>}
      {resources.isSuccess && resources.data.length === 0 && (
        <p className="text-muted">No resources yet. Add the first one.</p>
      )}
      {resources.isSuccess && (
        <SearchableList list={list} count={resources.data.length}>
          <AdminResourceList resources={list.items} onEdit={openForm} onDelete={deletion.ask} />
        </SearchableList>
      )}
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.resource ? 'Edit Resource' : 'Add Resource'}
      >
        {editing && (
          <ResourceForm
            resource={editing.resource}
            saving={save.isPending}
            failed={save.isError}
            onSubmit={submit}
            onCancel={() => setEditing(null)}
          />
        )}
      </Dialog>
      {deletion.dialog}
    </section>
  );
}
