import { OutboxList } from '../../../features/outbox/components/outbox-list';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminOutboxRoute() {
  usePageMeta({
    title: 'Outbox',
    description: "The site's outgoing mail: queued, sent and failed, with 'Send again'.",
  });
  return <OutboxList />;
}
