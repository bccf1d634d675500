import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INLINE_SITE_SETTINGS_ID } from '@tutoring/shared';
import { createUserWithToken, testClient } from '../http';
import { metaOf } from './site-pages-fixture';

// String.prototype.replace reads `$&`, `$1`, `$$` and `` $` `` in a replacement string as
// patterns: a site name holding them must still come out as written.
const NAME = "A$&B $1 $$ Tutors $` $'";
const TAGLINE = 'Fees from $$100 ($& more)';
/** A built SPA as Vite writes it: the entry page with the head include. */
const dist = mkdtempSync(path.join(os.tmpdir(), 'dollar-site-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><meta charset="UTF-8" />\n<!--# include virtual="/api/settings/site/head" -->\n</head><body><div id="root"></div></body></html>',
);
const api = testClient({ webDistDir: dist, publicOrigin: 'https://www.harbour.example' });

afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
});

describe('a dollar sign in the institute’s name', () => {
  // `/` and the other path URLs are built by modules/public-pages, whose shell inserts with
  // functions already; /index.html is the entry page nginx's SSI and `npm start` share.
  it('when the name and tagline hold $ patterns and /index.html is served, then its head and settings carry them as written', async () => {
    const admin = (await createUserWithToken('admin')).authorization;
    const { body } = await api.get('/api/settings/site');
    const saved = await api
      .put('/api/settings/site')
      .set('Authorization', admin)
      .send({ ...body.site, name: NAME, tagline: TAGLINE });
    expect(saved.status).toBe(200);

    const res = await api.get('/index.html');

    expect(res.status).toBe(200);
    const { document, meta } = metaOf(res.text);
    expect(document.title).toBe(NAME);
    expect(meta('og:site_name')).toBe(NAME);
    expect(meta('description')).toBe(TAGLINE);
    const settings = document.getElementById(INLINE_SITE_SETTINGS_ID)?.textContent ?? '{}';
    expect(JSON.parse(settings)).toMatchObject({ name: NAME, tagline: TAGLINE });
    expect(document.querySelectorAll('head title')).toHaveLength(1);
    expect(res.text).not.toContain('<!--#');
  });
});
