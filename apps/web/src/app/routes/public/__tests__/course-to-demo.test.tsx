import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCourseV2 } from '../../../../features/courses-v2/__tests__/fixtures';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderApp } from '../../../../test/render-app';

const COURSE = makeCourseV2({ title: 'IB Physics HL' });

describe('from a course to a demo class in one step', () => {
  it('when Book a Demo Class is pressed on a v2 course, then the contact form and WhatsApp name it', async () => {
    mockFetch({ [`GET /api/coursesv2/${COURSE._id}`]: () => jsonResponse({ course: COURSE }) });
    const user = userEvent.setup();
    const { router } = renderApp(`/coursesv2/${COURSE._id}`);

    await user.click(
      await screen.findByRole('link', { name: 'Book a Demo Class' }, { timeout: 3000 }),
    );

    // The contact page is loaded on first visit: the navigation ends once it has arrived.
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(await screen.findByLabelText('Course')).toHaveValue('IB Physics HL');
    const whatsApp = screen.getByRole('link', { name: 'Chat on WhatsApp' }).getAttribute('href');
    expect(whatsApp).toContain(
      encodeURIComponent('Hello! I would like to book a demo class for IB Physics HL.'),
    );
  });
});
