import { ComingSoon } from '../../../components/ui/coming-soon';

export function ResourcesRoute() {
  return <ComingSoon title="Resource Library" />;
}
