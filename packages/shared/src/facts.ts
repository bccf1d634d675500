import { aboutContentFacts } from './about-content/about-content.facts';
import { homeContentFacts } from './home-content/home-content.facts';
import { legalPageFacts } from './legal-pages/legal-pages.facts';
import { contactMessageFacts } from './contact/contact.facts';
import { courseDetailFacts } from './course-details/course-details.facts';
import { courseV1Facts } from './courses-v1/courses-v1.facts';
import { courseV2Facts } from './courses-v2/courses-v2.facts';
import { resourceFacts } from './resources/resources.facts';
import { siteSettingsFacts } from './site-settings/site-settings.facts';
import { teamMemberFacts } from './team/team.facts';
import { testimonyFacts } from './testimonies/testimonies.facts';

/**
 * Every collection's facts without its schemas (plain data, no zod): the web reads what a
 * write makes stale from here on any page. collections.ts holds the same collections whole.
 */
export const COLLECTION_FACTS = [
  courseV1Facts,
  courseDetailFacts,
  courseV2Facts,
  resourceFacts,
  teamMemberFacts,
  testimonyFacts,
  aboutContentFacts,
  homeContentFacts,
  legalPageFacts,
  contactMessageFacts,
  siteSettingsFacts,
] as const;
