import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, pendingUntilAborted } from '../../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../../test/render-app';

const ABOUT = { history: 'We started in 2012.', values: [] };

function openAsAdmin(path: string, routes: Parameters<typeof mockFetch>[0]) {
  storeSession(ADMIN);
  mockFetch({ 'GET /api/auth/me': () => jsonResponse({ user: ADMIN }), ...routes });
  return renderApp(path);
}

const question = () => screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name });

describe('admin forms: unsaved changes are asked about', () => {
  it('when a typed testimony gets Escape, then it asks; Keep editing keeps it, Discard closes it', async () => {
    const user = userEvent.setup();
    openAsAdmin('/admin/testimonies', {
      'GET /api/testimonies': () => jsonResponse({ testimonies: [] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add Testimony' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Testimony' });
    await user.type(within(dialog).getByLabelText('Student name'), 'Mia Chen');

    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));
    expect(within(dialog).getByLabelText('Student name')).toHaveValue('Mia Chen');

    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when About Us is edited and a sidebar link followed, then it asks, and stays on Keep editing', async () => {
    const user = userEvent.setup();
    const app = openAsAdmin('/admin/content', {
      'GET /api/content/about-us': () => jsonResponse({ about: ABOUT }),
    });
    await user.type(await screen.findByLabelText('History'), ' And grew.');

    await user.click(sidebarLink('Testimonies'));
    await user.click(within(await question()).getByRole('button', { name: 'Keep editing' }));

    expect(app.currentLocation().pathname).toBe('/admin/content');
    expect(screen.getByLabelText('History')).toHaveValue('We started in 2012. And grew.');
  });

  it('when About Us has been saved, then following a link asks nothing', async () => {
    const user = userEvent.setup();
    const app = openAsAdmin('/admin/content', {
      'GET /api/content/about-us': () => jsonResponse({ about: ABOUT }),
      'PUT /api/content/about-us': (_url, init) =>
        jsonResponse({ about: JSON.parse(String(init.body)) }),
      'GET /api/testimonies': () => jsonResponse({ testimonies: [] }),
    });
    await user.type(await screen.findByLabelText('History'), ' And grew.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText('Content updated successfully!');

    await user.click(sidebarLink('Testimonies'));

    await waitFor(() => expect(app.currentLocation().pathname).toBe('/admin/testimonies'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("when the course-details editor's Cancel is clicked with changes, then it asks, and Discard goes back to the courses", async () => {
    const user = userEvent.setup();
    const app = openAsAdmin('/admin/courses/c1/details', {
      'GET /api/courses/c1/details': () =>
        jsonResponse({ message: 'none', code: 'NOT_FOUND' }, 404),
      'GET /api/courses': () => jsonResponse({ courses: [] }),
    });
    await user.type(await screen.findByLabelText('Overview'), 'Six weeks of Python.');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(app.currentLocation().pathname).toBe('/admin/courses'));
  });

  it('when a file is still uploading and Escape is pressed, then it asks, and Discard stops the upload', async () => {
    const user = userEvent.setup();
    let aborted = false;
    openAsAdmin('/admin/resources', {
      'GET /api/resources': () => jsonResponse({ resources: [] }),
      'POST /api/uploads': (url, init) => {
        init.signal?.addEventListener('abort', () => (aborted = true));
        return pendingUntilAborted(url, init);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Resource' });
    await user.upload(
      within(dialog).getByLabelText('Upload a file'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );
    await within(dialog).findByRole('progressbar', { name: 'Uploading file' });

    await user.keyboard('{Escape}');
    await user.click(within(await question()).getByRole('button', { name: 'Discard' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(aborted).toBe(true);
  });
});
