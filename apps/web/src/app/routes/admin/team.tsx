import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminTeamRoute() {
  return <ComingSoon title="Our Team" />;
}
