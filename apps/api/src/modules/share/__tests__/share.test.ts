import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { courseV2Body } from '../../courses-v2/__tests__/course-v2-fixtures';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { TeamMemberModel } from '../../team/team.model';
import { CourseV2Model } from '../../courses-v2/courses-v2.model';
import { APP_RENDER_SOURCE } from '../../../../test/site-pages/site-pages-fixture';

const ORIGIN = 'https://tutoring.example';
const institute = 'Harbour Lights Academy';
/** The site whose share pages the app's screens render (as `npm start` does from its build). */
const render = { appRenderModule: APP_RENDER_SOURCE };
const api = testClient({ publicOrigin: ORIGIN, ...render });
let admin: string;
let instructor: string;

async function createCourse(overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await api
    .post('/api/coursesv2')
    .set('Authorization', admin)
    .send(courseV2Body(instructor, overrides));
  return res.body.course._id;
}

/** The content of <meta property|name="key" content="…">, entities decoded. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Every JSON-LD block of the page, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((block) => JSON.parse(block[1]!) as Record<string, unknown>);
}

/** The page's schema.org Course, beside the institute and the trail (the course page's own). */
function jsonLd(html: string): Record<string, unknown> {
  const blocks = jsonLdBlocks(html);
  expect(blocks.map((block) => block['@type'])).toEqual([
    'EducationalOrganization',
    'BreadcrumbList',
    'Course',
  ]);
  return blocks[2]!;
}

// Host is what a client chose: with PUBLIC_ORIGIN set, it must change nothing.
/** The course's own page: the share page's canonical address. */
async function pagePath(id: string): Promise<string> {
  const course = await CourseV2Model.findById(id).lean();
  return `/coursesv2/${String(course?.slug)}`;
}

const share = (id: string) => api.get(`/share/coursesv2/${id}`).set('Host', 'evil.example');

beforeAll(async () => {
  await siteSettingsStore.replace({ name: institute });
  admin = (await createUserWithToken('admin')).authorization;
  instructor = String((await TeamMemberModel.create({ name: 'Dr. Rao', role: 'Physics' }))._id);
});

describe('GET /share/coursesv2/:id', () => {
  it('when the course is published, then an HTML page carries its preview tags', async () => {
    const id = await createCourse({ image: '/api/files/64b7f0c2a1b2c3d4e5f60718' });

    const res = await share(id);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.text;
    const url = `${ORIGIN}${await pagePath(id)}`;
    // Previews show about 1200 px: the stored picture is offered at 1280.
    const image = `${ORIGIN}/api/files/64b7f0c2a1b2c3d4e5f60718?w=1280`;
    expect(html).toContain(`<title>JEE Main &amp; Advanced Physics | ${institute}</title>`);
    expect(metaContent(html, 'description')).toBe(courseV2Body(instructor).description);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:title')).toBe('JEE Main & Advanced Physics');
    expect(metaContent(html, 'og:description')).toBe(courseV2Body(instructor).description);
    expect(metaContent(html, 'og:image')).toBe(image);
    expect(metaContent(html, 'og:url')).toBe(url);
    expect(metaContent(html, 'og:site_name')).toBe(institute);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('JEE Main & Advanced Physics');
    expect(metaContent(html, 'twitter:description')).toBe(courseV2Body(instructor).description);
    expect(metaContent(html, 'twitter:image')).toBe(image);
  });

  it('when read by a search engine, then the JSON-LD is a schema.org Course', async () => {
    const id = await createCourse({ image: 'https://cdn.example/physics.jpg' });

    const res = await share(id);

    expect(jsonLd(res.text)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'JEE Main & Advanced Physics',
      description: courseV2Body(instructor).description,
      url: `${ORIGIN}${await pagePath(id)}`,
      image: 'https://cdn.example/physics.jpg',
      provider: {
        '@type': 'EducationalOrganization',
        '@id': `${ORIGIN}/#organization`,
        name: institute,
        url: `${ORIGIN}/`,
      },
      offers: [
        { '@type': 'Offer', category: 'Paid', price: 40, priceCurrency: 'USD' },
        { '@type': 'Offer', category: 'Paid', price: 1800, priceCurrency: 'USD' },
      ],
      instructor: { '@type': 'Person', name: 'Dr. Rao' },
      educationalLevel: 'JEE',
      teaches: ['Mechanics', 'Optics'],
    });
  });

  it('when opened in a browser, then it moves on to the course without any script', async () => {
    const id = await createCourse();

    const res = await share(id);

    expect(res.text).toContain(`<meta http-equiv="refresh" content="0; url=/#/coursesv2/${id}">`);
    expect(res.text).toContain(`<a href="/#/coursesv2/${id}">`);
    // Data blocks only (the course page's JSON-LD): none with a source, none that runs.
    const scripts = [...res.text.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts)).toEqual(new Set([' type="application/ld+json"']));
    expect(res.headers['content-security-policy']).toBeDefined();
  });

  it('when the title and description hold markup, then it is escaped everywhere', async () => {
    const title = '</script><script>alert(1)</script> "Quotes" & <b>';
    const description = `"><img src=x onerror=alert(2)> it's`;
    const id = await createCourse({ title, description, subjects: ['</script>'] });

    const res = await share(id);

    expect(res.text).not.toContain('<script>alert(1)');
    // Outside the JSON-LD blocks (raw text, where only </script> could do harm): entities.
    const markup = res.text.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '');
    expect(markup).not.toContain('<img src=x');
    expect(markup).not.toContain('<b>');
    // Every </script> closes one of the page's JSON-LD blocks: none came from the course.
    expect(res.text.match(/<\/script>/g)).toHaveLength(jsonLdBlocks(res.text).length);
    expect(metaContent(res.text, 'og:title')).toBe(title);
    expect(metaContent(res.text, 'og:description')).toBe(description);
    const data = jsonLd(res.text);
    expect(data.name).toBe(title);
    expect(data.teaches).toEqual(['</script>']);
  });

  it('when the course has no image or an unusable one, then the site icon is the image', async () => {
    const none = await createCourse({ image: '' });
    const odd = await createCourse({ image: 'default-course.jpg' });

    for (const id of [none, odd]) {
      const res = await share(id);
      expect(metaContent(res.text, 'og:image')).toBe(`${ORIGIN}/favicon.svg`);
    }
  });

  it('when the course is a draft, then it answers 404, even to an admin', async () => {
    const id = await createCourse({ status: 'draft' });

    const anonymous = await share(id);
    const asAdmin = await share(id).set('Authorization', admin);

    for (const res of [anonymous, asAdmin]) {
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('Course not found');
      expect(res.text).not.toContain('og:title');
    }
  });

  it.each(['64b7f0c2a1b2c3d4e5f60718', 'not-an-id', '%3Cscript%3E'])(
    'when the id is %s, then it answers a 404 page',
    async (id) => {
      const res = await share(id);

      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).not.toContain('<script>');
    },
  );
});

describe('the origin of share pages', () => {
  const spoofed = (client: ReturnType<typeof testClient>, id: string) =>
    client
      .get(`/share/coursesv2/${id}`)
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https');

  it('when PUBLIC_ORIGIN is set, then Host and forwarded headers change nothing, even from a trusted proxy', async () => {
    const id = await createCourse();
    const trusting = testClient({ publicOrigin: ORIGIN, trustProxy: ['loopback'], ...render });

    const res = await spoofed(trusting, id);

    expect(metaContent(res.text, 'og:url')).toBe(`${ORIGIN}${await pagePath(id)}`);
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}${await pagePath(id)}">`);
    expect(res.text).not.toContain('evil.example');
  });

  it('when there is no PUBLIC_ORIGIN and the client is not a trusted proxy, then URLs are relative', async () => {
    const id = await createCourse({ image: '/api/files/64b7f0c2a1b2c3d4e5f60718' });

    const res = await spoofed(testClient(render), id);

    expect(res.status).toBe(200);
    expect(metaContent(res.text, 'og:url')).toBe(await pagePath(id));
    expect(metaContent(res.text, 'og:image')).toBe('/api/files/64b7f0c2a1b2c3d4e5f60718?w=1280');
    expect(res.text).not.toContain('evil.example');
  });

  it('when there is no PUBLIC_ORIGIN behind a trusted proxy, then the scheme and host it forwarded', async () => {
    const id = await createCourse();
    const trusting = testClient({ trustProxy: ['loopback'], ...render });

    const res = await trusting
      .get(`/share/coursesv2/${id}`)
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Host', 'www.summit.example');

    expect(metaContent(res.text, 'og:url')).toBe(`https://www.summit.example${await pagePath(id)}`);
  });

  it('when a trusted proxy forwards a host that is not a host name, then URLs are relative and it is not echoed', async () => {
    const id = await createCourse();
    const trusting = testClient({ trustProxy: ['loopback'], ...render });

    const res = await trusting
      .get(`/share/coursesv2/${id}`)
      .set('X-Forwarded-Host', 'evil.example"><script>');

    expect(res.status).toBe(200);
    expect(metaContent(res.text, 'og:url')).toBe(await pagePath(id));
    expect(res.text).not.toContain('evil.example');
  });
});
