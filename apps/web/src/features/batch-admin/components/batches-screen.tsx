import { useState } from 'react';
import { batchInputSchema, formatPrice, type Batch } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EditorDialog, type EditorState } from '../../../components/ui/editor-dialog';
import { RetryAlert } from '../../../components/ui/retry-alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { useAdminBatches, useDeleteBatch, useSaveBatch } from '../api/admin-batches';
import { BatchCard } from './batch-card';
import { BatchForm, type BatchChoices } from './batch-form';
import { batchFormOf, batchInputOf } from './batch-form-values';
import { minorDigitsOf } from './fee-money';

/** What a refused delete means: a seat is still taken. */
export const DELETE_REFUSED =
  'This batch still has enrolled students, so it cannot be deleted. Withdraw them first, or close the batch to stop new enrolments.';

interface BatchesScreenProps extends BatchChoices {
  locale: string;
}

/** The batches: add, edit, open or close, delete. */
export function BatchesScreen({ locale, ...choices }: BatchesScreenProps) {
  const batches = useAdminBatches();
  const save = useSaveBatch();
  const remove = useDeleteBatch();
  const [editing, setEditing] = useState<EditorState<Batch>>(null);
  const [deleting, setDeleting] = useState<Batch | null>(null);
  const { currency, instituteZone } = choices;
  const feeText = (amount: number) =>
    formatPrice(amount / 10 ** minorDigitsOf(currency), { currency, locale });
  const toggleOpen = (batch: Batch) => {
    const form = batchFormOf(batch, instituteZone, currency);
    const status = batch.status === 'open' ? 'closed' : 'open';
    const input = batchInputSchema.parse(batchInputOf({ ...form, status }, currency));
    save.mutate({ id: batch._id, input });
  };
  const refusedDelete = isApiError(remove.error) && remove.error.status === 409;
  if (batches.isPending) return <Spinner label="Loading batches…" />;
  if (batches.isError) {
    return (
      <RetryAlert
        message={errorMessage(batches.error, 'The batches could not be loaded.')}
        onRetry={() => void batches.refetch()}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Button className="self-start" onClick={() => setEditing({ item: null })}>
        Add Batch
      </Button>
      {remove.isError && (
        <Alert>{refusedDelete ? DELETE_REFUSED : errorMessage(remove.error, 'Not deleted.')}</Alert>
      )}
      {batches.data.length === 0 ? (
        <p className="text-muted">No batches yet.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {batches.data.map((batch) => (
            <BatchCard
              key={batch._id}
              batch={batch}
              feeText={feeText}
              busy={save.isPending}
              onEdit={() => setEditing({ item: batch })}
              onToggleOpen={() => toggleOpen(batch)}
              onDelete={() => {
                remove.reset();
                setDeleting(batch);
              }}
            />
          ))}
        </ul>
      )}
      <EditorDialog state={editing} save={save} onClose={() => setEditing(null)} noun="Batch">
        {(item, form) => (
          <BatchForm
            {...choices}
            {...form}
            isNew={item === null}
            initialValues={batchFormOf(item, instituteZone, currency)}
          />
        )}
      </EditorDialog>
      <ConfirmDialog
        open={deleting !== null}
        message={`Delete the batch ${deleting?.title ?? ''} and all its sessions?`}
        busy={remove.isPending}
        onConfirm={() =>
          deleting && remove.mutate(deleting._id, { onSettled: () => setDeleting(null) })
        }
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
