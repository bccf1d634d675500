import {
  courseV1Endpoint,
  courseV2Endpoint,
  featuredFirst,
  homeContentEndpoint,
  resourceEndpoint,
  fillPath,
  PUBLIC_SCREENS,
  type SiteSettings,
} from '@tutoring/shared';
import { courseV1Store } from '../courses-v1/courses-v1.store';
import { courseV2Store, PUBLISHED } from '../courses-v2/courses-v2.store';
import { homeContentStore } from '../home-content/home-content.store';
import { resourceStore } from '../resources/resources.store';
import { itemListJsonLd, type Named } from './page-json-ld';
import { link, list, paragraph, section, text } from './page-html-parts';
import { described, type PublicPage } from './public-page';

/** What every page builder is given: the settings and the origin its absolute URLs start at. */
export interface PageSite {
  site: SiteSettings;
  origin: string;
}

const screen = PUBLIC_SCREENS;
export const home = ({ site, origin }: PageSite): Named => ({
  name: site.name || 'Home',
  url: `${origin}/`,
});
export const at = (origin: string, path: string, name: string): Named => ({
  name,
  url: `${origin}${path}`,
});
export const coursePathV2 = (slug: string) =>
  fillPath(screen['course-v2-detail'].path, { courseId: slug });
export const coursePathV1 = (slug: string) =>
  fillPath(screen['course-v1-detail'].path, { courseId: slug });

/** A catalogue's list: each course a link to its page with a line about it. */
function catalogue(courses: readonly { title: string; path: string; line: string }[]): string {
  return list(
    courses.map((course) => `${link(course.path, course.title)} ${paragraph(course.line)}`),
  );
}

export async function homePage(pageSite: PageSite): Promise<PublicPage> {
  const { site } = pageSite;
  // The hero's words are the institute's (Admin → Home page), as the app's hero shows them.
  const [homeContent, published] = await Promise.all([
    homeContentStore.get(),
    courseV2Store.list(PUBLISHED),
  ]);
  const { hero } = homeContent;
  const courses = featuredFirst(published).slice(0, 6);
  const main = [
    paragraph(hero.subline || site.tagline),
    section(
      'Courses',
      catalogue(
        courses.map((course) => ({
          title: course.title,
          path: coursePathV2(course.slug),
          line: course.description,
        })),
      ),
    ),
    list([
      link(screen['courses-v2'].path, 'Start Your Journey'),
      link(screen.contact.path, 'Get Free Consultation'),
    ]),
  ].join('\n');
  return {
    path: '/',
    title: '',
    description: described(
      site,
      'home',
      hero.subline || site.tagline || `${site.name}: ${hero.headline}.`,
    ),
    h1: hero.headline,
    main,
    breadcrumbs: [home(pageSite)],
    jsonLd: [],
    reads: {
      [homeContentEndpoint.path]: { [homeContentEndpoint.itemKey]: homeContent },
      [courseV2Endpoint.path]: { [courseV2Endpoint.listKey]: published },
    },
  };
}

export async function coursesV2Page(pageSite: PageSite): Promise<PublicPage> {
  const { site, origin } = pageSite;
  const courses = await courseV2Store.list(PUBLISHED);
  const path = screen['courses-v2'].path;
  const items = courses.map((course) => ({
    title: course.title,
    path: coursePathV2(course.slug),
    line: course.description,
  }));
  return {
    path,
    title: screen['courses-v2'].title,
    description: described(
      site,
      'courses-v2',
      `Courses for ${[...new Set(courses.map((course) => course.examType))].join(', ')}: ${courses.map((course) => course.title).join(', ')}.`,
    ),
    h1: screen['courses-v2'].heading,
    main: catalogue(items),
    breadcrumbs: [home(pageSite), at(origin, path, screen['courses-v2'].title)],
    jsonLd: [
      itemListJsonLd(items.map((item) => ({ name: item.title, url: `${origin}${item.path}` }))),
    ],
    reads: { [courseV2Endpoint.path]: { [courseV2Endpoint.listKey]: courses } },
  };
}

export async function coursesV1Page(pageSite: PageSite): Promise<PublicPage> {
  const { site, origin } = pageSite;
  const courses = await courseV1Store.list();
  const path = screen['courses-v1'].path;
  const items = courses.map((course) => ({
    title: course.title,
    path: coursePathV1(course.slug),
    line: course.tagline || course.description,
  }));
  return {
    path,
    title: screen['courses-v1'].title,
    description: described(
      site,
      'courses-v1',
      `${screen['courses-v1'].title}: ${courses.map((course) => course.title).join(', ')}.`,
    ),
    h1: screen['courses-v1'].title,
    main: catalogue(items),
    breadcrumbs: [home(pageSite), at(origin, path, screen['courses-v1'].title)],
    jsonLd: [
      itemListJsonLd(items.map((item) => ({ name: item.title, url: `${origin}${item.path}` }))),
    ],
    reads: { [courseV1Endpoint.path]: { [courseV1Endpoint.listKey]: courses } },
  };
}

export async function resourcesPage(pageSite: PageSite): Promise<PublicPage> {
  const { site, origin } = pageSite;
  const resources = await resourceStore.list();
  const path = screen.resources.path;
  return {
    path,
    title: screen.resources.title,
    description: described(
      site,
      'resources',
      `${screen.resources.title}: ${resources.map((resource) => resource.title).join(', ')}.`,
    ),
    h1: screen.resources.title,
    main: list(
      resources.map(
        (resource) =>
          `${link(resource.fileUrl, resource.title)} ${paragraph(resource.description)}`,
      ),
    ),
    breadcrumbs: [home(pageSite), at(origin, path, screen.resources.title)],
    jsonLd: [],
    reads: { [resourceEndpoint.path]: { [resourceEndpoint.listKey]: resources } },
  };
}

export function contactPage(pageSite: PageSite): PublicPage {
  const { site, origin } = pageSite;
  const path = screen.contact.path;
  const details = [
    site.email ? `E-mail: ${link(`mailto:${site.email}`, site.email)}` : '',
    ...site.phones.map((phone) => `Phone: ${link(`tel:${phone.replace(/[^+\d]/g, '')}`, phone)}`),
    site.whatsapp ? `WhatsApp: ${text(site.whatsapp)}` : '',
    site.address ? `Address: ${text(site.address)}` : '',
  ].filter(Boolean);
  return {
    path,
    title: screen.contact.title,
    description: described(
      site,
      'contact',
      `${screen.contact.title}: book a free demo class with ${site.name}.`,
    ),
    h1: screen.contact.title,
    main: list(details),
    breadcrumbs: [home(pageSite), at(origin, path, screen.contact.title)],
    jsonLd: [],
    // Its details are the site settings, which every page's head carries already.
    reads: {},
  };
}
