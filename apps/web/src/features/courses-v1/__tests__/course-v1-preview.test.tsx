import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { makeCourse, makeDetail, makeTutor } from './fixtures';

describe('admin courses v1: Preview', () => {
  it('when the title, description and price are changed and Preview pressed, then the course page shows them and nothing is sent', async () => {
    const user = userEvent.setup();
    storeSession(ADMIN);
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
      'GET /api/courses': () => jsonResponse({ courses: [makeCourse()] }),
      'GET /api/team': () => jsonResponse({ members: [makeTutor()] }),
    });
    renderApp('/admin/courses');
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    const title = within(dialog).getByLabelText(/^Title/);
    await user.clear(title);
    await user.type(title, 'Python for Finance');
    const description = within(dialog).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'What you learn:{Enter}{Enter}- Loans{Enter}- Risk');
    const price = within(dialog).getByLabelText(/^Price/);
    await user.clear(price);
    await user.type(price, '1250');

    await user.click(within(dialog).getByRole('button', { name: 'Preview course' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: course' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Python for Finance',
    );
    expect(await within(preview).findByText('Risk', { selector: 'li' })).toBeVisible();
    expect(within(preview).getByText('$1,250')).toBeInTheDocument();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toHaveLength(0);
  });

  it("when an existing course is previewed, then its page shows the course's stored details too", async () => {
    const user = userEvent.setup();
    storeSession(ADMIN);
    mockFetch({
      'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
      'GET /api/courses': () => jsonResponse({ courses: [makeCourse()] }),
      'GET /api/team': () => jsonResponse({ members: [makeTutor()] }),
      'GET /api/courses/c1/details': () =>
        jsonResponse({ courseDetail: makeDetail({ courseId: 'c1' }) }),
    });
    renderApp('/admin/courses');
    await user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });

    await user.click(within(dialog).getByRole('button', { name: 'Preview course' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: course' });
    expect(await within(preview).findByRole('heading', { name: 'Curriculum' })).toBeInTheDocument();
    expect(within(preview).getByText('School algebra', { selector: 'li' })).toBeInTheDocument();
  });
});
