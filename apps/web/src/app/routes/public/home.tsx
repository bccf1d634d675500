import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../components/ui/button-styles';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { SITE } from '../../../config/site';

export function HomeRoute() {
  return (
    <ComingSoon title={SITE.name}>
      <p className="mt-4 max-w-2xl text-lg text-foreground">{SITE.tagline}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/coursesv2" className={buttonClasses('primary')}>
          Start Your Journey
        </Link>
        <Link to="/contact" className={buttonClasses('outline')}>
          Get Free Consultation
        </Link>
      </div>
    </ComingSoon>
  );
}
