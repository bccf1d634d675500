import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../http';

const ORIGIN = 'https://www.harbour.example';
const api = testClient({ publicOrigin: ORIGIN });
let admin: string;

/** Each sitemap URL's lastmod (undefined when it has none), by its path. */
async function lastmods(): Promise<Record<string, string | undefined>> {
  const xml = new JSDOM((await api.get('/sitemap.xml')).text, { contentType: 'text/xml' });
  return Object.fromEntries(
    [...xml.window.document.getElementsByTagName('url')].map((url) => [
      url.getElementsByTagName('loc')[0]!.textContent!.slice(ORIGIN.length),
      url.getElementsByTagName('lastmod')[0]?.textContent ?? undefined,
    ]),
  );
}

/** Sends a write and answers when it was sent (ISO text, as lastmod is written). */
async function writtenAt(write: () => PromiseLike<{ status: number }>): Promise<string> {
  const before = new Date().toISOString();
  expect((await write()).status).toBe(200);
  return before;
}

beforeAll(async () => {
  admin = (await createUserWithToken('admin')).authorization;
});

describe('GET /sitemap.xml lastmod of the pages whose content is one stored document', () => {
  it('when nothing was ever saved (a fresh site), then contact, privacy, terms and home have no lastmod', async () => {
    const pages = await lastmods();

    for (const path of ['/', '/contact', '/privacy', '/terms']) {
      expect(Object.keys(pages), path).toContain(path);
      expect(pages[path], path).toBeUndefined();
    }
  });

  it('when the privacy notice is saved, then its lastmod is at or after the write, and the terms still have none', async () => {
    const sent = await writtenAt(() =>
      api
        .put('/api/content/pages/privacy')
        .set('Authorization', admin)
        .send({ title: 'Privacy at Harbour Lights', body: 'We keep your name.' }),
    );

    const pages = await lastmods();
    expect(pages['/privacy']! >= sent).toBe(true);
    expect(pages['/privacy']! <= new Date().toISOString()).toBe(true);
    expect(pages['/terms']).toBeUndefined();
  });

  it('when the terms are saved again later, then their lastmod moves on', async () => {
    const save = (body: string) => () =>
      api
        .put('/api/content/pages/terms')
        .set('Authorization', admin)
        .send({ title: 'Terms', body });
    await writtenAt(save('First terms.'));
    const first = (await lastmods())['/terms']!;

    const sent = await writtenAt(save('Second terms.'));

    const second = (await lastmods())['/terms']!;
    expect(second >= sent).toBe(true);
    expect(second > first).toBe(true);
  });

  it("when the site settings are saved, then /contact's lastmod is at or after the write", async () => {
    const sent = await writtenAt(() =>
      api
        .put('/api/settings/site')
        .set('Authorization', admin)
        .send({ name: 'Harbour Lights Academy', email: 'hello@harbour.example' }),
    );

    expect((await lastmods())['/contact']! >= sent).toBe(true);
  });

  it("when the home page's content is saved, then the home page's lastmod is at or after the write", async () => {
    const current = (await api.get('/api/content/home')).body.home;
    const sent = await writtenAt(() =>
      api
        .put('/api/content/home')
        .set('Authorization', admin)
        .send({ ...current, hero: { ...current.hero, headline: 'Learn by the sea' } }),
    );

    expect((await lastmods())['/']! >= sent).toBe(true);
  });
});
