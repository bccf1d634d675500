import { markdownAsPlainText, PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { useLegalPage } from '../../../features/legal-pages/api/legal-page-queries';
import { LegalPageView } from '../../../features/legal-pages/components/legal-page-view';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

/** A search result's snippet of the notice: its words, cut at a word near 160 characters. */
function snippetOf(markdown: string, max = 160): string {
  const flat = markdownAsPlainText(markdown).replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,.;:]+$/, '')}…`;
}

/**
 * A notice's page: its words, its head (the title and words the institute gave it), and its
 * place under home for search engines.
 */
function LegalRoute({ name, description }: { name: 'privacy' | 'terms'; description: string }) {
  const site = useSiteSettings().data;
  const notice = useLegalPage(name).data;
  const screen = PUBLIC_SCREENS[name];
  usePageMeta({
    title: notice?.title || screen.title,
    page: name,
    description: (notice && snippetOf(notice.body)) || description,
  });
  return (
    <>
      {site?.name && <PageJsonLd site={site} trail={[{ name: screen.title, path: screen.path }]} />}
      <LegalPageView name={name} />
    </>
  );
}

export function PrivacyRoute() {
  return (
    <LegalRoute
      name="privacy"
      description="How we collect, use and keep the personal data you give us."
    />
  );
}

export function TermsRoute() {
  return (
    <LegalRoute
      name="terms"
      description="The terms of using this site and enrolling in our courses."
    />
  );
}
