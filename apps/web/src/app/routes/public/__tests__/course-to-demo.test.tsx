import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCourse } from '../../../../features/courses-v1/__tests__/fixtures';
import { makeCourseV2 } from '../../../../features/courses-v2/__tests__/fixtures';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';
import { siteSettingsRoute } from '../../../../test/site-settings-fixture';

const COURSE = makeCourseV2({ title: 'IB Physics HL' });

describe('from a course to a demo class in one step', () => {
  it('when Book a Demo Class is pressed on a v2 course, then the contact form and WhatsApp name it', async () => {
    mockFetch({
      [`GET /api/coursesv2/${COURSE._id}`]: () => jsonResponse({ course: COURSE }),
      ...siteSettingsRoute(),
    });
    const user = userEvent.setup();
    const { currentLocation } = renderApp(`/coursesv2/${COURSE._id}`);

    await user.click(await screen.findByRole('link', { name: 'Book a Demo Class' }));

    // The contact page is loaded on first visit: the navigation ends once it has arrived.
    await waitFor(() => expect(currentLocation().pathname).toBe('/contact'));
    expect(await screen.findByLabelText('Course')).toHaveValue('IB Physics HL');
    const whatsApp = (await screen.findByRole('link', { name: 'Chat on WhatsApp' })).getAttribute(
      'href',
    );
    expect(whatsApp).toContain(
      encodeURIComponent(
        'Hello Harbour Lights Academy! I would like to book a demo class for IB Physics HL.',
      ),
    );
  });

  it('when Enroll Now is pressed on a v1 course, then the contact form names the course', async () => {
    const course = makeCourse({ title: 'Python for Data Science' });
    mockFetch({
      [`GET /api/courses/${course._id}`]: () => jsonResponse({ course }),
      [`GET /api/courses/${course._id}/details`]: () =>
        jsonResponse({ message: 'Not found.', code: 'NOT_FOUND' }, 404),
    });
    const user = userEvent.setup();
    const { currentLocation } = renderApp(`/courses/${course._id}`);

    await user.click(await screen.findByRole('link', { name: 'Enroll Now' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/contact'));
    expect(await screen.findByLabelText('Course')).toHaveValue('Python for Data Science');
  });
});
