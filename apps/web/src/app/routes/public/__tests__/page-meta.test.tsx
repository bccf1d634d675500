import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { makeCourseV2 } from '../../../../features/courses-v2/__tests__/fixtures';
import { DESCRIBED_PAGES, PUBLIC_SCREENS } from '@tutoring/shared';
import { makeSiteSettings, siteSettingsRoute } from '../../../../test/site-settings-fixture';

const ID = '6b0403a61d0ed3786b2e2218';

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

const COURSE = makeCourseV2({
  _id: ID,
  title: 'IB Physics HL',
  description: 'Mechanics to quantum, one-on-one.',
});

describe('page meta per route', () => {
  it('when the contact page opens, then its title and description are its own', async () => {
    mockFetch(siteSettingsRoute());
    renderApp('/contact');

    await waitFor(() => expect(document.title).toBe('Contact Us | Harbour Lights Academy'));
    expect(description()).toMatch(/demo class/);
  });

  it('when a v2 course opens, then the title is the course title and the description its own', async () => {
    mockFetch({
      [`GET /api/coursesv2/${ID}`]: () => jsonResponse({ course: COURSE }),
      ...siteSettingsRoute(),
    });
    renderApp(`/coursesv2/${ID}`);

    await waitFor(() => expect(document.title).toBe('IB Physics HL | Harbour Lights Academy'));
    expect(description()).toBe('Mechanics to quantum, one-on-one.');
  });

  it('when the home page opens, then it carries the EducationalOrganization JSON-LD', async () => {
    mockFetch(siteSettingsRoute());
    renderApp('/');

    await waitFor(() => expect(document.title).toBe('Home | Harbour Lights Academy'));
    // It comes with the sections below the hero, after the first paint.
    const block = () => document.querySelector('script[type="application/ld+json"]');
    await waitFor(() => expect(block()?.textContent).toContain('"EducationalOrganization"'));
    expect(block()?.textContent).toContain('"Harbour Lights Academy"');
  });

  describe('search descriptions staff set in Settings', () => {
    // Each described page with a description of its own, so a route reading another's fails.
    const site = makeSiteSettings({
      pageDescriptions: Object.fromEntries(
        DESCRIBED_PAGES.map((page) => [page, `Staff's words for ${page}.`]),
      ) as ReturnType<typeof makeSiteSettings>['pageDescriptions'],
    });
    const pages = DESCRIBED_PAGES.filter((page) => page !== 'home');

    it.each(pages)(
      'when the %s page opens, then its description is the one set for it',
      async (page) => {
        mockFetch(siteSettingsRoute(site));
        renderApp(PUBLIC_SCREENS[page].path);

        await waitFor(() => expect(description()).toBe(`Staff's words for ${page}.`));
        expect(document.title).toBe(`${PUBLIC_SCREENS[page].title} | Harbour Lights Academy`);
      },
    );

    it('when the home page opens, then the description set for it wins over the tagline', async () => {
      mockFetch(siteSettingsRoute(site));
      renderApp('/');

      await waitFor(() => expect(description()).toBe("Staff's words for home."));
    });

    it('when a page has none set, then it keeps its own words', async () => {
      mockFetch(
        siteSettingsRoute(
          makeSiteSettings({ pageDescriptions: { ...site.pageDescriptions, resources: '' } }),
        ),
      );
      renderApp('/resources');

      await waitFor(() => expect(document.title).toBe('Resource Library | Harbour Lights Academy'));
      expect(description()).toBe('Free study documents and video resources for exam preparation.');
    });
  });
});
