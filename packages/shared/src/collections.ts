import { aboutContentCollection } from './about-content/about-content.collection';
import { homeContentCollection } from './home-content/home-content.collection';
import { legalPageCollection } from './legal-pages/legal-pages.collection';
import { contactMessageCollection } from './contact/contact.collection';
import { courseDetailCollection } from './course-details/course-details.collection';
import { courseV1Collection } from './courses-v1/courses-v1.collection';
import { courseV2Collection } from './courses-v2/courses-v2.collection';
import { resourceCollection } from './resources/resources.collection';
import { siteSettingsCollection } from './site-settings/site-settings.collection';
import { teamMemberCollection } from './team/team.collection';
import { testimonyCollection } from './testimonies/testimonies.collection';

/** Every entity the API stores, each defined once. */
export const COLLECTIONS = [
  courseV1Collection,
  courseDetailCollection,
  courseV2Collection,
  resourceCollection,
  teamMemberCollection,
  testimonyCollection,
  aboutContentCollection,
  homeContentCollection,
  legalPageCollection,
  contactMessageCollection,
  siteSettingsCollection,
] as const;

export type CollectionSlug = (typeof COLLECTIONS)[number]['slug'];
