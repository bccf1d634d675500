import { AboutSection } from '../../../features/about-content/components/about-section';
import { FeaturedCourses } from '../../../features/courses-v2/components/featured-courses';
import { OrganizationJsonLd } from '../../../features/home/components/organization-json-ld';
import { SectionDivider } from '../../../features/home/components/section-divider';
import { SuccessStoriesSection } from '../../../features/testimonies/components/success-stories-section';
import { TeamSection } from '../../../features/team/components/team-section';
import { useSiteSettings } from '../../../lib/site-settings';

/**
 * The home page below the hero and the themes: every data section, loaded as one chunk right
 * after the page starts (see home.tsx). They mount at once, so their queries (About Us,
 * courses, testimonies, team) start together rather than one after another. The institute's
 * description for search engines (JSON-LD) comes with them: no visitor sees it.
 */
export function HomeDataSections() {
  const site = useSiteSettings().data;
  return (
    <>
      {site?.name && <OrganizationJsonLd site={site} />}
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
