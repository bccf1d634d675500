import { PUBLIC_SCREENS } from '@tutoring/shared/plain';
import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { AboutSection } from '../../../features/about-content/components/about-section';
import { FeaturedCourses } from '../../../features/courses-v2/components/featured-courses';
import { HomeHero } from '../../../features/home/components/home-hero';
import { MarketingThemes } from '../../../features/home/components/marketing-themes';
import { SectionDivider } from '../../../features/home/components/section-divider';
import { TeamSection } from '../../../features/team/components/team-section';
import { SuccessStoriesSection } from '../../../features/testimonies/components/success-stories-section';
import { useHomeContent } from '../../../lib/home-content';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The home page's description when the institute has no tagline (yet). */
const HOME_DESCRIPTION =
  'One-on-one and small-group live coaching for IB, IGCSE, CBSE, AP, SAT, JEE and NEET.';

/**
 * The home page, every section at once: the server renders it whole with its data
 * (src/ssr/render-page.tsx), so a reader or a script finds every section at load. The
 * institute's description for search engines (JSON-LD) comes with it.
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
      {site?.name && <PageJsonLd site={site} />}
      <HomeHero title={site?.name ?? ''} promise={site?.tagline ?? ''} content={content} />
      <SectionDivider kind="wave" />
      <MarketingThemes themes={content?.themes} />
      <SectionDivider kind="gradient" />
      <AboutSection />
      <SectionDivider kind="dots" />
      <FeaturedCourses />
      <SectionDivider kind="curve" />
      <SuccessStoriesSection />
      <SectionDivider kind="gradient" />
      <TeamSection />
    </>
  );
}
