/** A public page by its path URL: the address a crawler indexes and a search visitor opens. */
export interface PathPage {
  name: string;
  path: string;
}

/** The first course a catalogue of the API lists (a demo course on a fresh site). */
async function firstCourse(
  origin: string,
  catalogue: '/coursesv2' | '/courses',
): Promise<{ _id: string; slug: string }> {
  const response = await fetch(`${origin}/api${catalogue}`);
  if (!response.ok) throw new Error(`GET /api${catalogue} answered ${response.status}`);
  const { courses } = (await response.json()) as { courses: { _id: string; slug: string }[] };
  const first = courses[0];
  if (!first) throw new Error(`the site lists no course at ${catalogue} to audit`);
  return first;
}

/**
 * The public pages the Lighthouse budgets name, by path URL, in order: home, the courses, a
 * course (the first v2 course), resources, contact and the legal pages. The first `count` of
 * them (the short run audits home alone). Path URLs, not hash routes: a path URL is the page
 * the server renders and the browser hydrates, which is what a visitor from a search or a
 * shared link meets; a hash route such as `/#/contact` is the home page's HTML that the
 * browser then renders afresh, reached by following the app's own links, and no budget names it.
 */
export async function auditedPages(origin: string, count: number): Promise<PathPage[]> {
  const course = async (): Promise<PathPage> => ({
    name: 'course',
    path: `/coursesv2/${(await firstCourse(origin, '/coursesv2')).slug}`,
  });
  const pages = [
    { name: 'home', path: '/' },
    { name: 'courses', path: '/coursesv2' },
    count >= 3 ? await course() : undefined,
    { name: 'resources', path: '/resources' },
    { name: 'contact', path: '/contact' },
    { name: 'privacy', path: '/privacy' },
    { name: 'terms', path: '/terms' },
  ];
  return pages.filter((page): page is PathPage => page !== undefined).slice(0, count);
}

/**
 * Every public page's path URL: home, both catalogues and the first course of each, resources,
 * contact and the legal pages.
 */
export async function pathUrlPages(origin: string): Promise<PathPage[]> {
  const [courseV2, courseV1] = await Promise.all([
    firstCourse(origin, '/coursesv2'),
    firstCourse(origin, '/courses'),
  ]);
  return [
    { name: 'home', path: '/' },
    { name: 'courses v2', path: '/coursesv2' },
    { name: 'course v2', path: `/coursesv2/${courseV2.slug}` },
    { name: 'courses v1', path: '/courses' },
    { name: 'course v1', path: `/courses/${courseV1.slug}` },
    { name: 'resources', path: '/resources' },
    { name: 'contact', path: '/contact' },
    { name: 'privacy', path: '/privacy' },
    { name: 'terms', path: '/terms' },
  ];
}
