import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { courseV2Body } from '../../courses-v2/__tests__/course-v2-fixtures';
import { insertInstructor } from '../../courses-v1/__tests__/course-fixtures';
import { PNG } from './sample-files';

/** A stand-in for another site's image server, on this machine only. */
function imageServer(
  routes: Record<string, (port: number) => [number, Record<string, string>, Buffer]>,
) {
  const server = createServer((req, res) => {
    const answer = routes[req.url ?? '']?.(port());
    if (!answer) return res.writeHead(404).end();
    const [status, headers, body] = answer;
    res.writeHead(status, headers).end(body);
  });
  const port = () => (server.address() as AddressInfo).port;
  return { server, port };
}

const images = imageServer({
  '/photo.png': () => [200, { 'Content-Type': 'image/png' }, PNG],
  // Claims to be an image; the bytes say otherwise.
  '/page.png': () => [200, { 'Content-Type': 'image/png' }, Buffer.from('<!doctype html><p>hi')],
  '/huge.png': () => [200, {}, Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)])],
  '/hop.png': (port) => [302, { Location: `http://127.0.0.1:${port}/photo.png` }, Buffer.alloc(0)],
  '/away.png': () => [302, { Location: 'http://127.0.0.1:9/photo.png' }, Buffer.alloc(0)],
});
let allowed: ReturnType<typeof testClient>;
const unlisted = testClient({ importOutsideImages: true });
let admin: string;
let instructor: string;
const at = (path: string) => `http://127.0.0.1:${images.port()}${path}`;

beforeAll(async () => {
  await new Promise<void>((resolve) => images.server.listen(0, '127.0.0.1', resolve));
  allowed = testClient({
    importOutsideImages: true,
    imageImportAllowHosts: [`127.0.0.1:${images.port()}`],
  });
  admin = (await createUserWithToken('admin')).authorization;
  instructor = await insertInstructor();
});

afterAll(async () => {
  await new Promise((resolve) => (images.server as Server).close(resolve));
});

const saveLogo = (api: ReturnType<typeof testClient>, logo: string) =>
  api.put('/api/settings/site').set('Authorization', admin).send({ name: 'Harbour Academy', logo });

describe('an image link on another host', () => {
  it('when an admin saves it, then the image is fetched once and served from this site', async () => {
    const res = await saveLogo(allowed, at('/photo.png'));

    expect(res.status).toBe(200);
    expect(res.body.site.logo).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
    const file = await allowed.get(res.body.site.logo);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.from(file.body as Buffer).equals(PNG)).toBe(true);
  });

  it('when a course image is such a link, then the course keeps a local copy', async () => {
    const res = await allowed
      .post('/api/coursesv2')
      .set('Authorization', admin)
      .send(courseV2Body(instructor, { image: at('/hop.png') }));

    expect(res.status).toBe(201);
    expect(res.body.course.image).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
  });

  it.each([
    ['its bytes are no image', '/page.png', 'not a JPEG, PNG or WebP image'],
    ['it is larger than 2 MB', '/huge.png', 'over 2 MB'],
    ['it redirects to an address off the allow list', '/away.png', 'private or local network'],
    ['it is not there', '/missing.png', 'answered 404'],
  ])('when %s, then it answers 400 saying why and saves nothing', async (_label, path, reason) => {
    const before = (await allowed.get('/api/settings/site')).body.site;

    const res = await saveLogo(allowed, at(path));

    expect(res.status).toBe(400);
    expect(res.body.message).toContain(reason);
    expect(res.body.details).toEqual([{ path: 'logo', message: res.body.message }]);
    expect((await allowed.get('/api/settings/site')).body.site).toEqual(before);
  });

  it('when the host is on this machine and not on the allow list, then it is refused', async () => {
    const res = await saveLogo(unlisted, at('/photo.png'));

    expect(res.status).toBe(400);
    expect(res.body.message).toContain('private or local network');
  });
});
