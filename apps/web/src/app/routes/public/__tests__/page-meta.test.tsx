import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { makeCourseV2 } from '../../../../features/courses-v2/__tests__/fixtures';
import { siteSettingsRoute } from '../../../../test/site-settings-fixture';

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
});
