import { ComingSoon } from '../../../components/ui/coming-soon';

export function AdminSettingsRoute() {
  return <ComingSoon title="Admin Settings" />;
}
