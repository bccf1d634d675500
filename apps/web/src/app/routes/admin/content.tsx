import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminContentRoute() {
  return <ComingSoon title="Site Content" />;
}
