import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { localGenerations } from '../generations';
import { keptAnswersFirst } from '../kept-answers-first';
import { cacheKeyOf, createResponseCache } from '../response-cache';

/** A cached public list that takes two parameters, counting the requests that reach it. */
function appWithParams() {
  const cache = createResponseCache(localGenerations());
  const state = { reachedList: 0 };
  const app = express();
  app.get('/api/slots', cache.serve('slots'), (req, res) => {
    state.reachedList += 1;
    res.json({ query: req.query, answer: state.reachedList });
  });
  // Kept answers go out in front of the app, as where the server is created.
  const first = {
    logRequest: () => undefined,
    securityHeaders: () => undefined,
    securityHeaderList: () => [],
  };
  return { api: supertest(keptAnswersFirst(app, cache, first)), state };
}

describe('response-cache keys', () => {
  it('when the same parameters come in two orders, then they share one entry', async () => {
    const { api, state } = appWithParams();
    const first = await api.get('/api/slots?course=a&days=3').expect(200);

    const second = await api.get('/api/slots?days=3&course=a').expect(200);

    expect(state.reachedList).toBe(1);
    expect(second.text).toBe(first.text);
  });

  it('when a parameter is repeated, then it is not taken for the single one', () => {
    expect(cacheKeyOf('/api/x?b=2&a=1&b=2')).toBe('/api/x?a=1&b=2&b=2');
    expect(cacheKeyOf('/api/x?a=1&b=2')).not.toBe(cacheKeyOf('/api/x?a=1&b=2&b=2'));
    expect(cacheKeyOf('/api/x?')).toBe('/api/x');
  });
});
