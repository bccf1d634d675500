import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createUserWithToken, testClient } from '../../../../test/http';
import { NOW } from './booking-fixtures';
import { arrangeTutorInTheLoop } from './tutor-fixtures';

// The attack: whoever reads the access log (a log collector, a support contractor) subscribes
// to a tutor's feed and reads parents' names and contacts.
const ORIGIN = 'https://harbour.example';
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(line: Buffer, _encoding, done) {
      logLines.push(line.toString());
      done();
    },
  }),
);
const site = testClient({ clock: () => NOW, publicOrigin: ORIGIN, logger });

describe("a calendar feed's URL in the access log", () => {
  it('when a calendar app reads a feed, then the log notes the request with the token hidden', async () => {
    const { admin, tutorId } = await arrangeTutorInTheLoop();
    await createUserWithToken('tutor', undefined, tutorId);
    const made = await site.post(`/api/team/${tutorId}/calendar-feed`).set('Authorization', admin);
    expect(made.status).toBe(200);
    const path = String(made.body.url).slice(ORIGIN.length);
    const token = path.slice('/api/calendar/'.length, -'.ics'.length);
    logLines.length = 0;

    const feed = await site.get(`${path}?refresh=1`);
    const truncated = await site.get(`/api/calendar/${token}`);

    expect([feed.status, truncated.status]).toEqual([200, 404]);
    const urls = logLines.map((line) => JSON.parse(line).req?.url);
    expect(urls).toEqual(['/api/calendar/[hidden].ics?refresh=1', '/api/calendar/[hidden]']);
    expect(logLines.join('\n')).not.toContain(token.slice(0, 12));
  });
});
