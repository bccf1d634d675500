import { MediaLibrary } from '../../../features/files/components/media-library';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminMediaRoute() {
  usePageMeta({
    title: 'Media Library',
    description: 'Every uploaded file, where it is used, and the unused ones to delete.',
  });
  return <MediaLibrary />;
}
