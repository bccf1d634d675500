import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { useLegalPage } from '../../../features/legal-pages/api/legal-page-queries';
import { LegalPageView } from '../../../features/legal-pages/components/legal-page-view';
import { snippetOf } from '../../../lib/page-snippet';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

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
