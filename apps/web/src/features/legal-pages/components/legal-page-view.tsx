import type { LegalPageName } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useLegalPage } from '../api/legal-page-queries';

/**
 * The privacy notice or the terms as the institute wrote them. Shown as plain paragraphs
 * (blank lines part them) until the Markdown renderer of issue 33 lands: text, never HTML.
 */
export function LegalPageView({ name }: { name: LegalPageName }) {
  const page = useLegalPage(name);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6">
      {page.isPending && <Spinner label="Loading…" />}
      {page.isError && <Alert>Failed to load this page. Please try again later.</Alert>}
      {page.data && (
        <>
          <h1 className="text-3xl font-bold text-foreground">{page.data.title}</h1>
          {page.data.body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="mt-4 whitespace-pre-line text-foreground">
              {paragraph}
            </p>
          ))}
        </>
      )}
    </article>
  );
}
