import { auditEntityLabel, type AuditEntry } from '@tutoring/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useRestoreAuditEntry } from '../api/restore-audit-entry';

const RESTORE_FAILED = 'The item was not restored.';

/** 'Restore this course (v2) as it was before this update?' */
function questionFor(entry: AuditEntry): string {
  const change = entry.action === 'delete' ? 'it was deleted' : `this ${entry.action}`;
  return `Restore this ${auditEntityLabel(entry.entity)} as it was before ${change}?`;
}

type Asking = null | { conflict: null } | { conflict: string };

/**
 * 'Restore' on an entry of the Activity log: asks first, then puts the item back as it was
 * before that change. When it changed again since, the server says so (409) and the question
 * becomes whether to restore anyway, which would undo the later changes too.
 */
export function RestoreButton({ entry }: { entry: AuditEntry }) {
  const restore = useRestoreAuditEntry();
  const [asking, setAsking] = useState<Asking>(null);
  const run = (force: boolean) =>
    restore.mutate(
      { entryId: entry._id, force },
      {
        onSuccess: () => setAsking(null),
        onError: (error) => {
          if (!force && isApiError(error) && error.status === 409) {
            setAsking({ conflict: error.message });
            return;
          }
          setAsking(null);
          notify({ tone: 'error', message: errorMessage(error, RESTORE_FAILED) });
        },
      },
    );
  const conflict = asking?.conflict;
  return (
    <>
      <Button
        variant="outline"
        onClick={() => setAsking({ conflict: null })}
        aria-label={`Restore ${auditEntityLabel(entry.entity)} ${entry.entityId} as before this ${entry.action}`}
      >
        Restore
      </Button>
      <ConfirmDialog
        open={asking !== null}
        message={conflict ? `${conflict} Restore anyway?` : questionFor(entry)}
        confirmLabel={conflict ? 'Restore anyway' : 'Restore'}
        busyLabel="Restoring..."
        busy={restore.isPending}
        onConfirm={() => run(Boolean(conflict))}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
