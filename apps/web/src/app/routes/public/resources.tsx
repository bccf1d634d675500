import { PUBLIC_SCREENS } from '@tutoring/shared';
import { ResourceLibrary } from '../../../features/resources/components/resource-library';
import { usePageMeta } from '../../../lib/use-page-meta';

export function ResourcesRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS.resources.title,
    page: 'resources',
    description: 'Free study documents and video resources for exam preparation.',
  });
  return <ResourceLibrary />;
}
