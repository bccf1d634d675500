import { PageJsonLd } from '../../../components/layouts/page-json-ld';
import { AboutSection } from '../../../features/about-content/components/about-section';
import { FeaturedCourses } from '../../../features/courses-v2/components/featured-courses';
import { SectionDivider } from '../../../features/home/components/section-divider';
import { TeamSection } from '../../../features/team/components/team-section';
import { SuccessStoriesSection } from '../../../features/testimonies/components/success-stories-section';
import { useSiteSettings } from '../../../lib/site-settings';

/**
 * The home page below the hero and the themes: About Us, the courses, the stories, the team,
 * and the institute's description for search engines (JSON-LD), which no visitor sees.
 */
export function HomeSections() {
  const site = useSiteSettings().data;
  return (
    <>
      {site?.name && <PageJsonLd site={site} />}
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
