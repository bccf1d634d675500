import { useState } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** The part of a TanStack delete mutation (by id) the confirmation needs. */
export interface DeleteMutation {
  mutate: (id: string, options: { onSettled: () => void }) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
}

/**
 * An admin list's Delete, asked first: `ask(item)` opens the question (and clears the last
 * failure), `dialog` is the question to render; Yes deletes, and the dialog closes either way.
 */
export function useDeleteConfirmation<Item extends { _id: string }>(
  remove: DeleteMutation,
  message: string,
) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  const ask = (item: Item) => {
    remove.reset();
    setDeleting(item);
  };
  const confirm = () => {
    if (deleting) remove.mutate(deleting._id, { onSettled: () => setDeleting(null) });
  };
  const dialog = (
    <ConfirmDialog
      open={deleting !== null}
      message={message}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={() => setDeleting(null)}
    />
  );
  return { ask, dialog };
}
