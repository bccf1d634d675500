import { PersonRequest } from '../../../features/privacy/components/person-request';
import { RetentionPanel } from '../../../features/privacy/components/retention-panel';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminPrivacyRoute() {
  usePageMeta({
    title: 'Privacy',
    description: "A person's data: a copy for them, its erasure, and how long leads are kept.",
  });
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-8 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Privacy</h1>
      <PersonRequest />
      <RetentionPanel />
    </section>
  );
}
