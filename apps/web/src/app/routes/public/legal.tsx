import { PUBLIC_SCREENS } from '@tutoring/shared';
import { LegalPageView } from '../../../features/legal-pages/components/legal-page-view';
import { usePageMeta } from '../../../lib/use-page-meta';

export function PrivacyRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS.privacy.title,
    page: 'privacy',
    description: 'How we collect, use and keep the personal data you give us.',
  });
  return <LegalPageView name="privacy" />;
}

export function TermsRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS.terms.title,
    page: 'terms',
    description: 'The terms of using this site and enrolling in our courses.',
  });
  return <LegalPageView name="terms" />;
}
