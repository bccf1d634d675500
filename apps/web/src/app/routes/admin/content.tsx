import { AboutContentEditor } from '../../../features/about-content/components/about-content-editor';
import { usePageTitle } from '../../../lib/use-page-title';

export function AdminContentRoute() {
  usePageTitle('Site Content');
  return <AboutContentEditor />;
}
