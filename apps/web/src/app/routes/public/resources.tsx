import { ResourceLibrary } from '../../../features/resources/components/resource-library';

export function ResourcesRoute() {
  return <ResourceLibrary />;
}
