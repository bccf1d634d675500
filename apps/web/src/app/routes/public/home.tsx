import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { HomeHero } from '../../../features/home/components/home-hero';
import { MarketingThemes } from '../../../features/home/components/marketing-themes';
import { SectionDivider } from '../../../features/home/components/section-divider';
import { useHomeContent } from '../../../lib/home-content';
import { preloadablePart } from '../../../lib/preloadable-part';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The home page's description when the institute has no tagline (yet). */
const HOME_DESCRIPTION =
  'One-on-one and small-group live coaching for IB, IGCSE, CBSE, AP, SAT, JEE and NEET.';

/**
 * The sections below the hero and the themes are in the server's HTML with the rest of the page
 * (its render waits for every lazy part), and their code stays off the public pages' first
 * JavaScript (docs/decisions/0041-public-first-javascript-kept-small.md): the browser hydrates
 * them once it has come, the server's HTML standing meanwhile. Reached from another page, they
 * show a screen-high spinner for as long as their code takes.
 */
const HomeSections = preloadablePart(
  () => import('./home-sections').then((m) => m.HomeSections),
  (location) => location === PUBLIC_SCREENS.home.path,
);

/**
 * The home page, every section at once: the server renders it whole with its data
 * (src/ssr/render-page.tsx), so a reader or a script finds every section at load.
 */
export function HomeRoute() {
  const site = useSiteSettings().data;
  const content = useHomeContent().data;
  usePageMeta({
    title: PUBLIC_SCREENS.home.title,
    page: 'home',
    description: site?.tagline || HOME_DESCRIPTION,
  });
  return (
    <>
      <HomeHero title={site?.name ?? ''} promise={site?.tagline ?? ''} content={content} />
      <SectionDivider kind="wave" />
      <MarketingThemes themes={content?.themes} />
      <SectionDivider kind="gradient" />
      <Suspense fallback={<Spinner className="min-h-screen items-start" />}>
        <HomeSections />
      </Suspense>
    </>
  );
}
