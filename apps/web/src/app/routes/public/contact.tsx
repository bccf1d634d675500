import { ComingSoon } from '../../../components/ui/coming-soon';

export function ContactRoute() {
  return <ComingSoon title="Contact Us" />;
}
