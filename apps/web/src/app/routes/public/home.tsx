import { SITE } from '../../../config/site';
import { AboutSection } from '../../../features/about-content/components/about-section';
import { FeaturedCourses } from '../../../features/courses-v2/components/featured-courses';
import { HomeHero } from '../../../features/home/components/home-hero';
import { OrganizationJsonLd } from '../../../features/home/components/organization-json-ld';
import { MarketingThemes } from '../../../features/home/components/marketing-themes';
import { SectionDivider } from '../../../features/home/components/section-divider';
import { SuccessStoriesSection } from '../../../features/testimonies/components/success-stories-section';
import { TeamSection } from '../../../features/team/components/team-section';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * The home page. Every data section mounts at once, so its queries (About Us, courses,
 * testimonies, team) start together rather than one after another.
 */
export function HomeRoute() {
  usePageMeta({ title: 'Home', description: SITE.tagline });
  return (
    <>
      <OrganizationJsonLd />
      <HomeHero title={SITE.name} promise={SITE.tagline} />
      <SectionDivider kind="wave" />
      <MarketingThemes />
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
