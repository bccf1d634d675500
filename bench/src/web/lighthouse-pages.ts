/** A public page the bench audits, by the hash route that opens it. */
export interface AuditedPage {
  name: string;
  hash: string;
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

/** The v2 course page of the first course the site lists, by its hash route. */
async function firstCoursePage(origin: string): Promise<AuditedPage> {
  const { _id } = await firstCourse(origin, '/coursesv2');
  return { name: 'course', hash: `/#/coursesv2/${_id}` };
}

/**
 * The public pages the budgets name, in order: home, the courses, a course, resources and
 * contact. The first `count` of them (the short run audits home alone).
 */
export async function auditedPages(origin: string, count: number): Promise<AuditedPage[]> {
  const pages = [
    { name: 'home', hash: '/' },
    { name: 'courses', hash: '/#/coursesv2' },
    count >= 3 ? await firstCoursePage(origin) : undefined,
    { name: 'resources', hash: '/#/resources' },
    { name: 'contact', hash: '/#/contact' },
  ];
  return pages.filter((page): page is AuditedPage => page !== undefined).slice(0, count);
}

/** A public page by its path URL: the address a crawler indexes. */
export interface PathPage {
  name: string;
  path: string;
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
