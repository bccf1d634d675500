import type { RetentionRun } from '@tutoring/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useSiteSettings } from '../../../lib/site-settings';
import { useRunRetention } from '../api/privacy';

/** How long leads are kept (the Settings say), and 'Run now' for the daily job. */
export function RetentionPanel() {
  const retention = useSiteSettings().data?.retention;
  const run = useRunRetention();
  const [result, setResult] = useState<RetentionRun>();
  return (
    <section aria-labelledby="retention" className="flex flex-col gap-3">
      <h2 id="retention" className="text-lg font-semibold text-foreground">
        Retention
      </h2>
      {retention && (
        <p className="text-sm text-foreground">
          Spam is deleted after {retention.spamDays} days; closed leads are anonymised after{' '}
          {retention.closedLeadMonths} months. This runs once a day.
        </p>
      )}
      <div>
        <Button
          type="button"
          variant="outline"
          disabled={run.isPending}
          onClick={() => run.mutate(undefined, { onSuccess: setResult })}
        >
          {run.isPending ? 'Running...' : 'Run now'}
        </Button>
      </div>
      {result && (
        <p role="status" className="text-sm text-foreground">
          Deleted {result.deleted} spam leads; anonymised {result.anonymised} closed leads.
        </p>
      )}
    </section>
  );
}
