import { afterEach, describe, expect, it } from 'vitest';
import { isServerNotFoundPage, routePathUrlThroughHash } from './path-url';

afterEach(() => {
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
});

describe('routePathUrlThroughHash', () => {
  it.each([
    ['/coursesv2/ib-maths', '/#/coursesv2/ib-maths'],
    ['/contact/?course=IB%20Maths', '/#/contact?course=IB%20Maths'],
  ])('when the app opens at %s, then the router sees the same page at %s', (opened, routed) => {
    window.history.replaceState(null, '', opened);

    routePathUrlThroughHash(window.location, window.history);

    expect(`${window.location.pathname}${window.location.hash}`).toBe(routed);
  });

  it.each(['/#/courses/abc', '/', '/index.html'])(
    'when the app opens at %s, then the URL is left as it is',
    (opened) => {
      window.history.replaceState(null, '', opened);

      routePathUrlThroughHash(window.location, window.history);

      expect(`${window.location.pathname}${window.location.hash}`).toBe(opened);
    },
  );
});

describe('isServerNotFoundPage', () => {
  it('when the server sent its not-found page, then it is recognised, and a page is not', () => {
    document.body.innerHTML = '<div id="server-page" data-page="not-found"></div>';
    expect(isServerNotFoundPage(document)).toBe(true);

    document.body.innerHTML = '<div id="server-page"><h1>Courses</h1></div>';
    expect(isServerNotFoundPage(document)).toBe(false);
  });
});
