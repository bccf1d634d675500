import { AboutContentEditor } from '../../../features/about-content/components/about-content-editor';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminContentRoute() {
  usePageMeta({
    title: 'Site Content',
    description: 'Edit the About Us history and values.',
  });
  return <AboutContentEditor />;
}
