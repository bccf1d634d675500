import type { LegalPageInput, LegalPageName } from '@tutoring/shared';
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
          <LegalPageText title={page.data.title} body={page.data.body} />
        </>
      )}
    </article>
  );
}

/** A legal page's heading and text as the public page shows them (also the admin's preview). */
export function LegalPageText({ title, body }: LegalPageInput) {
  return (
    <>
      <h1 className="text-3xl font-bold text-foreground">{title}</h1>
      <MarkdownText text={body ?? ''} className="mt-4 text-foreground" />
    </>
  );
}
