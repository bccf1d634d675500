import { beforeAll, describe, expect, it } from 'vitest';
import { testClient } from '../../../../test/http';
import { createLogger } from '../../../lib/logger';
import { seedSiteSettings } from '../../site-settings/site-settings.seed';
import { seedDemoContent } from '../seed-demo';

const api = testClient();
/** Every public list and item a visitor's pages read, as the pages read them. */
const PUBLIC_READS = [
  '/api/courses',
  '/api/coursesv2',
  '/api/team',
  '/api/resources',
  '/api/testimonies',
  '/api/content/about-us',
  '/api/settings/site',
];
/**
 * The only outside links the demo holds: its two testimony videos, which play on YouTube's
 * privacy-enhanced host after a click. No machine running the tests reaches YouTube, so these
 * are held to their form (a watch or short link with an 11-character video id).
 */
const YOUTUBE_VIDEO = /^https:\/\/(www\.youtube\.com\/watch\?v=|youtu\.be\/)[\w-]{11}$/;

/** Every string in an answer that is a link: a web address or a path on the site. */
function linksIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^(https?:\/\/|\/(?!\/))\S+$/.test(value)) found.add(value);
  else if (Array.isArray(value)) value.forEach((item) => linksIn(item, found));
  else if (value && typeof value === 'object')
    Object.values(value).forEach((v) => linksIn(v, found));
  return found;
}

let links: string[];

beforeAll(async () => {
  await seedSiteSettings({}, true, createLogger('silent'));
  await seedDemoContent(createLogger('silent'));
  const answers = await Promise.all(PUBLIC_READS.map((path) => api.get(path)));
  links = [...linksIn(answers.map((res) => res.body))];
});

describe('the demo content of a fresh start', () => {
  it('when its links are gathered, then there are files to follow (the check is not empty)', () => {
    expect(links.filter((link) => link.startsWith('/api/files/')).length).toBeGreaterThan(10);
  });

  it('when every link on the site is followed, then each answers 200 with a real file, never a page', async () => {
    const local = links.filter((link) => link.startsWith('/'));
    for (const link of local) {
      const res = await api.get(link);
      expect([link, res.status]).toEqual([link, 200]);
      expect([link, res.headers['content-type']]).not.toEqual([
        link,
        expect.stringMatching(/html/),
      ]);
      expect(Number(res.headers['content-length'] ?? res.body.length)).toBeGreaterThan(0);
    }
  });

  it('when a link leaves the site, then it is one of the demo testimony videos', () => {
    const outside = links.filter((link) => !link.startsWith('/'));
    expect(outside.filter((link) => !YOUTUBE_VIDEO.test(link))).toEqual([]);
  });
});
