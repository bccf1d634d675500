import { Copy, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { useNewCalendarFeed } from '../api/calendar-feed';

export const NEW_FEED_WARNING =
  'Make a new calendar URL? The URL made before stops working at once: calendars subscribed to it stop updating until they are given the new one.';

interface CalendarFeedPanelProps {
  memberId: string;
  /** Whose classes the feed lists, as the text says it: 'your' or 'Asha Rao's'. */
  whose: string;
}

/**
 * A tutor's private calendar feed (docs/API.md "How a tutor subscribes their calendar"): a
 * "New URL" button, which warns first that the old URL stops working, then the URL to copy.
 * The server keeps only a hash, so a URL is shown once, when it is made.
 */
export function CalendarFeedPanel({ memberId, whose }: CalendarFeedPanelProps) {
  const feed = useNewCalendarFeed(memberId);
  const [asking, setAsking] = useState(false);
  const [copied, setCopied] = useState(false);
  // The toast announces the new URL; focus goes back to "New URL", just above its field.
  const url = feed.data;

  const make = () => {
    setCopied(false);
    feed.mutate(undefined, { onSettled: () => setAsking(false) });
  };
  const copy = () => {
    if (url) void navigator.clipboard?.writeText(url).then(() => setCopied(true));
  };

  return (
    <div className="flex flex-col gap-4">
      <p className="text-foreground">
        A private calendar feed URL lists {whose} booked demo classes from a week ago to 90 days
        ahead. Paste it into Google Calendar (Other calendars → From URL), Apple Calendar (New
        Calendar Subscription) or Outlook (Subscribe from web). Keep it private: whoever has it sees
        the bookings.
      </p>
      <p className="text-sm text-muted">
        The URL is shown only when it is made. Making a new one stops the old one working at once.
      </p>
      <div>
        <Button onClick={() => setAsking(true)}>
          <RefreshCw aria-hidden="true" className="size-4" /> New URL
        </Button>
      </div>
      {feed.isError && <Alert>{feed.error.message}</Alert>}
      {url && (
        <div className="flex flex-col gap-2">
          <FormField
            label="Calendar feed URL"
            hint="Copy it into your calendar now: it is not shown again."
            value={url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="outline" onClick={copy}>
              <Copy aria-hidden="true" className="size-4" /> Copy URL
            </Button>
            <span role="status" className="text-sm text-muted">
              {copied ? 'Copied.' : ''}
            </span>
          </div>
        </div>
      )}
      <ConfirmDialog
        open={asking}
        message={NEW_FEED_WARNING}
        confirmLabel="Make a new URL"
        busyLabel="Making..."
        dismissLabel="Keep the old URL"
        busy={feed.isPending}
        onConfirm={make}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
