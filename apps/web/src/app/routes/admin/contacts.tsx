import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminContactsRoute() {
  return <ComingSoon title="Contact Messages" />;
}
