import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { createUserWithToken, TEST_JWT_SECRET } from '../http';

const urlOf = (entry: Record<string, unknown>) => (entry.req as { url: string }).url;

function appWithCapturedLog() {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { api: supertest(createApp({ jwtSecret: TEST_JWT_SECRET, logger })), lines };
}

describe('the access log', () => {
  it('when a request is answered, then one JSON line has method, url, status and time, but no credentials', async () => {
    const { api, lines } = appWithCapturedLog();

    await api.get('/api/nothing-here?x=1').set('Authorization', 'Bearer secret-token');

    const [line] = lines.filter((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/nothing-here?x=1' },
      res: { statusCode: 404 },
    });
    expect(typeof line?.responseTime).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('secret-token');
  });

  it("when an admin asks for a person's data copy, then the log keeps the route but not the address, however the parameter is written", async () => {
    const { api, lines } = appWithCapturedLog();
    const admin = await createUserWithToken('admin');

    const res = await api
      .get('/api/privacy/export?email=ann.lee%40example.com')
      .set('Authorization', admin.authorization);
    await api.get('/api/privacy/export?page=1&%65mail=ann.lee@example.com');
    await api.get('/api/privacy/export?email[]=ann.lee@example.com');

    expect(res.status).toBe(200);
    const urls = lines.filter((entry) => entry.msg === 'request completed').map(urlOf);
    expect(urls).toEqual([
      '/api/privacy/export?email=[hidden]',
      '/api/privacy/export?page=1&%65mail=[hidden]',
      '/api/privacy/export?email[]=[hidden]',
    ]);
    expect(JSON.stringify(lines)).not.toContain('ann.lee');
  });

  it('when the liveness probe is called, then it is not logged', async () => {
    const { api, lines } = appWithCapturedLog();
    await api.get('/api/health').expect(200);
    expect(lines).toEqual([]);
  });
});
