import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format-date-time';
import { useBackupStatus } from '../api/get-backup-status';

/** 'Last backup: …' for the admin, a warning when there is none, it failed or it is old. */
export function BackupNotice() {
  const { data } = useBackupStatus();
  if (!data) return null;
  const last = data.lastSuccessAt
    ? `Last backup: ${formatDateTime(data.lastSuccessAt)}.`
    : 'No backup yet.';
  // The server's warning already says "No backup yet." when there is none.
  const text = data.warning && data.lastSuccessAt ? `${last} ${data.warning}` : last;
  return <Alert tone={data.warning ? 'error' : 'info'}>{text}</Alert>;
}
