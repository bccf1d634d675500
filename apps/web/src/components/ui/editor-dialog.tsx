import type { ReactNode } from 'react';
import { isApiError } from '../../lib/api-error';
import { Dialog } from './dialog';

/** null: closed; { item: null }: adding; { item }: editing that item. */
export type EditorState<TItem> = { item: TItem | null } | null;

/** The part of a TanStack save mutation (POST without an id, PUT with one) the dialog needs. */
export interface SaveMutation<TInput> {
  mutate: (
    variables: { id?: string | undefined; input: TInput },
    options: { onSuccess: () => void },
  ) => void;
  reset: () => void;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/** What the dialog hands its form: wire these to the form's props. */
export interface EditorFormBindings<TInput> {
  busy: boolean;
  error: string | null;
  onSubmit: (input: TInput) => void;
  onCancel: () => void;
}

interface EditorDialogProps<TItem extends { _id: string }, TInput> {
  state: EditorState<TItem>;
  save: SaveMutation<TInput>;
  onClose: () => void;
  /** Titles 'Add New {noun}' / 'Edit {noun}'; failure 'Failed to save {noun, lower case}.' */
  noun: string;
  children: (item: TItem | null, form: EditorFormBindings<TInput>) => ReactNode;
}

/**
 * The Add / Edit modal of an admin list. Closing unmounts the form, so Cancel also clears it;
 * a refused save keeps the form open with the server's reason after the spec's failure text.
 */
export function EditorDialog<TItem extends { _id: string }, TInput>({
  state,
  save,
  onClose,
  noun,
  children,
}: EditorDialogProps<TItem, TInput>) {
  const item = state?.item ?? null;
  const close = () => {
    save.reset();
    onClose();
  };
  const serverMessage =
    isApiError(save.error) && save.error.isClientError ? save.error.message : '';
  const failure = `Failed to save ${noun.toLowerCase()}. ${serverMessage}`.trim();
  return (
    <Dialog
      open={state !== null}
      onOpenChange={(open) => !open && close()}
      title={item ? `Edit ${noun}` : `Add New ${noun}`}
    >
      {state &&
        children(item, {
          busy: save.isPending,
          error: save.isError ? failure : null,
          onSubmit: (input) => save.mutate({ id: item?._id, input }, { onSuccess: close }),
          onCancel: close,
        })}
    </Dialog>
  );
}
