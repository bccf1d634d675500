import type { LegalPageName } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useLegalPage } from '../api/legal-page-queries';
import { MarkdownText } from '../../../components/ui/markdown/markdown-text';

/** The privacy notice or the terms as the institute wrote them (Markdown, rendered safely). */
export function LegalPageView({ name }: { name: LegalPageName }) {
  const page = useLegalPage(name);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      {page.isPending && <Spinner label="Loading…" />}
      {page.isError && <Alert>Failed to load this page. Please try again later.</Alert>}
      {page.data && (
        <>
          <h1 className="text-3xl font-bold text-foreground">{page.data.title}</h1>
          <MarkdownText text={page.data.body} className="mt-4 text-foreground" />
        </>
      )}
    </article>
  );
}
