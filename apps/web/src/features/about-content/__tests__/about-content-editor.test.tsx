import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';

const ABOUT = {
  history: 'We started in 2012.',
  values: [{ title: 'Care', description: 'We listen.' }],
};

function openAsAdmin(routes: Parameters<typeof mockFetch>[0]) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    ...routes,
  });
  renderApp('/admin/content');
  return fetchMock;
}

describe('admin About Us content', () => {
  it('when the content cannot load, then it says "Failed to load About Us content."', async () => {
    openAsAdmin({
      'GET /api/content/about-us': () => jsonResponse({ message: 'x', code: 'X' }, 404),
    });

    expect(await screen.findByText('Failed to load About Us content.')).toBeInTheDocument();
  });

  it('when history and values are edited and saved, then they are sent and success is shown', async () => {
    const user = userEvent.setup();
    const fetchMock = openAsAdmin({
      'GET /api/content/about-us': () => jsonResponse({ about: ABOUT }),
      'PUT /api/content/about-us': (_url, init) =>
        jsonResponse({ about: JSON.parse(String(init.body)) }),
    });
    const history = await screen.findByLabelText('History');
    await user.clear(history);
    await user.type(history, 'Since 2012.');
    await user.click(screen.getByRole('button', { name: 'Add Value' }));
    await user.type(screen.getByLabelText('Value 2 title'), 'Honesty');
    await user.type(screen.getByLabelText('Value 2 description'), 'Clear feedback.');
    await user.click(screen.getByRole('button', { name: 'Remove value 1' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Content updated successfully!')).toBeInTheDocument();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]?.body))).toEqual({
      history: 'Since 2012.',
      values: [{ title: 'Honesty', description: 'Clear feedback.' }],
    });
  });

  it('when saving fails, then it says "Failed to update content."', async () => {
    const user = userEvent.setup();
    openAsAdmin({
      'GET /api/content/about-us': () => jsonResponse({ about: ABOUT }),
      'PUT /api/content/about-us': () => jsonResponse({ message: 'x', code: 'X' }, 500),
    });

    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Failed to update content.')).toBeInTheDocument();
    expect(screen.queryByText('Content updated successfully!')).not.toBeInTheDocument();
  });

  it('when History is changed and Preview pressed, then the public section shows the unsaved text and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = openAsAdmin({
      'GET /api/content/about-us': () => jsonResponse({ about: ABOUT }),
    });
    const history = await screen.findByLabelText('History');
    await user.clear(history);
    await user.type(history, 'Our story:{Enter}{Enter}- Founded in 2012{Enter}- 40 students');
    await user.click(screen.getByRole('button', { name: 'Preview About Us' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: About Us' });
    expect(await within(preview).findByText('Founded in 2012', { selector: 'li' })).toBeVisible();
    expect(within(preview).getByText('Care')).toBeInTheDocument();
    expect(within(preview).queryByText('We started in 2012.')).toBeNull();
    expect(callsTo(fetchMock, 'PUT /api/content/about-us')).toHaveLength(0);
  });
});
