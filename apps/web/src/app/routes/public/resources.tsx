import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { ResourceLibrary } from '../../../features/resources/components/resource-library';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

const screen = PUBLIC_SCREENS.resources;

export function ResourcesRoute() {
  const site = useSiteSettings().data;
  usePageMeta({
    title: screen.title,
    page: 'resources',
    description: 'Free study documents and video resources for exam preparation.',
  });
  return (
    <>
      {site?.name && <PageJsonLd site={site} trail={[{ name: screen.title, path: screen.path }]} />}
      <ResourceLibrary />
    </>
  );
}
