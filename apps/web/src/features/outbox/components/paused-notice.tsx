import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useResumeSending } from '../api/outbox';

export const PAUSED_AFTER_RESTORE =
  'Sending is paused: this site was restored from a backup, and its queued mail may already have been sent by the site it was copied from. Check the queued mail below (delete nothing you want sent), then resume: each queued mail is then sent once.';
export const PAUSED_BY_CONFIGURATION =
  'Sending is paused by OUTBOX_PAUSED in the server configuration (a copy for a restore drill): mail waits here. Unset it and restart the server to send.';

/** Why nothing is being sent, and — after a restore — the admin's way to start again. */
export function PausedNotice({ byConfiguration }: { byConfiguration: boolean }) {
  const resume = useResumeSending();
  if (byConfiguration) return <Alert tone="info">{PAUSED_BY_CONFIGURATION}</Alert>;
  return (
    <Alert tone="info">
      <p>{PAUSED_AFTER_RESTORE}</p>
      <Button className="mt-2" disabled={resume.isPending} onClick={() => resume.mutate()}>
        Resume sending
      </Button>
    </Alert>
  );
}
