import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { AboutSection } from '../../../features/about-content/components/about-section';
import { publicCoursesV2Query } from '../../../features/courses-v2/api/get-courses-v2';
import { OrganizationJsonLd } from '../../../features/home/components/organization-json-ld';
import { SectionDivider } from '../../../features/home/components/section-divider';
import { teamMembersQuery } from '../../../features/team/api/get-team-members';
import { testimoniesQuery } from '../../../features/testimonies/api/get-testimonies';
import { deferUntilNear } from '../../../lib/deferred-part-near';
import type { WaitingProps } from '../../../lib/deferred-part';
import { useOnFirstScroll } from '../../../lib/first-scroll';
import { useSiteSettings } from '../../../lib/site-settings';

/**
 * A far section's room until the visitor comes near it: a screen's height, so what follows
 * stays below the fold; the spinner only once its code and data are on their way.
 */
function FarSectionWaiting({ fetching }: WaitingProps<object>) {
  return <div className="min-h-screen">{fetching && <Spinner className="items-start" />}</div>;
}

/*
 * On a phone these three start two to five screens below the hero. Built together right after
 * the first paint, their cards and pictures were the page's long tasks (Lighthouse mobile TBT
 * ~1 s): each is built when the visitor comes within a screen of it instead. Their code and
 * data are asked for when the visitor first moves down the page (lib/first-scroll.ts says why
 * not sooner), so that a visitor flinging down the page meets sections already built, not
 * rooms that change height in front of them.
 */
const farSection = (load: () => Promise<ComponentType>) =>
  deferUntilNear(load, { Waiting: FarSectionWaiting, codeOnFirstScroll: true });

/** The far sections' data, asked for with their code. */
function usePrefetchOnFirstScroll() {
  const queryClient = useQueryClient();
  useOnFirstScroll(() => {
    void queryClient.prefetchQuery(publicCoursesV2Query());
    void queryClient.prefetchQuery(testimoniesQuery());
    void queryClient.prefetchQuery(teamMembersQuery());
  });
}

const FeaturedCourses = farSection(() =>
  import('../../../features/courses-v2/components/featured-courses').then((m) => m.FeaturedCourses),
);
const SuccessStoriesSection = farSection(() =>
  import('../../../features/testimonies/components/success-stories-section').then(
    (m) => m.SuccessStoriesSection,
  ),
);
const TeamSection = farSection(() =>
  import('../../../features/team/components/team-section').then((m) => m.TeamSection),
);

/**
 * The home page below the hero and the themes, loaded as one chunk once the hero has painted
 * (see home.tsx): About Us at once (on a phone it is the next screen), the sections further
 * down as the visitor nears each, their data asked for on the visitor's first scroll. The
 * institute's description for search engines (JSON-LD) comes with them: no visitor sees it.
 */
export function HomeDataSections() {
  const site = useSiteSettings().data;
  usePrefetchOnFirstScroll();
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
