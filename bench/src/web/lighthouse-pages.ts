/** A public page the bench audits, by the hash route that opens it. */
export interface AuditedPage {
  name: string;
  hash: string;
}

/** The v2 course page of the first course the site lists (a demo course on a fresh site). */
async function firstCoursePage(origin: string): Promise<AuditedPage> {
  const response = await fetch(`${origin}/api/coursesv2`);
  if (!response.ok) throw new Error(`GET /api/coursesv2 answered ${response.status}`);
  const { courses } = (await response.json()) as { courses: { _id: string }[] };
  const first = courses[0];
  if (!first) throw new Error('the site lists no v2 course to audit');
  return { name: 'course', hash: `/#/coursesv2/${first._id}` };
}

/**
 * Issue 23's public pages, in order: home, the courses, a course, resources and contact. The
 * first `count` of them (the short run audits home alone).
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
