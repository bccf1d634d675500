import { pino } from 'pino';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { TEST_JWT_SECRET } from '../http';

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

  it('when the liveness probe is called, then it is not logged', async () => {
    const { api, lines } = appWithCapturedLog();
    await api.get('/api/health').expect(200);
    expect(lines).toEqual([]);
  });
});
