import { ResourceLibrary } from '../../../features/resources/components/resource-library';
import { usePageTitle } from '../../../lib/use-page-title';

export function ResourcesRoute() {
  usePageTitle('Resource Library');
  return <ResourceLibrary />;
}
