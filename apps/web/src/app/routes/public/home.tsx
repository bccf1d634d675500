import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { Spinner } from '../../../components/ui/spinner';
import { HomeHero } from '../../../features/home/components/home-hero';
import { MarketingThemes } from '../../../features/home/components/marketing-themes';
import { SectionDivider } from '../../../features/home/components/section-divider';
import { deferUntilPainted } from '../../../lib/deferred-part';
import { useHomeContent } from '../../../lib/home-content';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The home page's description when the institute has no tagline (yet). */
const HOME_DESCRIPTION =
  'One-on-one and small-group live coaching for IB, IGCSE, CBSE, AP, SAT, JEE and NEET.';

/**
 * The data sections (and the API client, the dialogs, the cards) are a chunk of their own,
 * requested once the hero has been painted: the first paint needs only the hero and the
 * themes, and the home page's initial JavaScript stays within issue 8's budget.
 */
const HomeDataSections = deferUntilPainted(
  () => import('./home-data-sections').then((m) => m.HomeDataSections),
  { Waiting: () => <Spinner className="min-h-screen items-start" /> },
);

/** The home page: hero and themes at once, then every data section together. */
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
      <HomeDataSections />
    </>
  );
}
