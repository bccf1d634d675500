import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminResourcesRoute() {
  return <ComingSoon title="Manage Resources" />;
}
