import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import type { HomeContent } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';
import { HomeClaims } from './home-claims';

interface HomeHeroProps {
  /** The institute's name; empty while it loads (its line keeps its room meanwhile). */
  title: string;
  /** The institute's tagline, or empty: the subline when staff wrote none. */
  promise: string;
  /** The home page's words; undefined while they load (their room is kept). */
  content: HomeContent | undefined;
}

/** The first screen: the institute's promise and the two ways in. */
export function HomeHero({ title, promise, content }: HomeHeroProps) {
  const hero = content?.hero;
  return (
    <section className="relative overflow-hidden bg-surface">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-16 sm:px-6 md:py-24">
        <div className="max-w-3xl">
          <p className="min-h-5 text-sm font-semibold tracking-wide text-primary uppercase">
            {title}
          </p>
          <h1 className="mt-3 min-h-20 text-4xl font-bold tracking-tight text-foreground md:min-h-24 md:text-5xl">
            {hero?.headline}
          </h1>
          <p className="mt-5 min-h-7 text-lg text-foreground">
            {hero ? hero.subline || promise : ''}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to={PUBLIC_SCREENS['courses-v2'].path}
              className={buttonClasses('primary', 'px-6')}
            >
              {hero?.cta ?? 'Start Your Journey'}
            </Link>
            <Link to={PUBLIC_SCREENS.contact.path} className={buttonClasses('outline', 'px-6')}>
              Get Free Consultation
            </Link>
          </div>
        </div>
        {content && <HomeClaims claims={content.claims} />}
      </div>
    </section>
  );
}
