import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { siteSettingsRoute } from '../../../test/site-settings-fixture';

const LISTED = [{ date: '2027-01-26', name: 'Republic Day' }];
const SUGGESTED = [
  { date: '2027-01-26', name: 'Republic Day' },
  { date: '2027-08-15', name: 'Independence Day' },
  { date: '2027-10-02', name: 'Gandhi Jayanti' },
];

function arrange() {
  storeSession(ADMIN);
  return mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    ...siteSettingsRoute(),
    'GET /api/holidays': () => jsonResponse({ holidays: LISTED }),
    'GET /api/holidays/suggestions': () => jsonResponse({ holidays: SUGGESTED }),
    'PUT /api/holidays': (_url, init) => jsonResponse(JSON.parse(String(init.body)) as unknown),
  });
}

const sentLists = (fetchMock: ReturnType<typeof mockFetch>) =>
  (callsTo(fetchMock, 'PUT /api/holidays') as [string, RequestInit][]).map(
    ([, init]) => (JSON.parse(String(init.body)) as { holidays: unknown[] }).holidays,
  );

describe('admin Holidays', () => {
  it('when an admin adds a holiday without a name, or on a date already listed, then the form says so', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/holidays');

    const form = await screen.findByRole('form', { name: 'Add a holiday' });
    await user.type(within(form).getByLabelText('Date'), '2027-01-26');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(await within(form).findByText('Holiday name is required.')).toBeVisible();

    await user.type(within(form).getByLabelText('Name'), 'Founders day');
    await user.click(within(form).getByRole('button', { name: 'Add holiday' }));
    expect(await within(form).findByText('That date is already a holiday.')).toBeVisible();
    expect(callsTo(fetchMock, 'PUT /api/holidays')).toHaveLength(0);
  });

  it('when an admin removes a holiday, then the list without it is saved', async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/holidays');

    await user.click(
      await screen.findByRole('button', { name: 'Remove Republic Day (2027-01-26)' }),
    );

    await waitFor(() => expect(sentLists(fetchMock)).toEqual([[]]));
  });

  it("when an admin imports India's holidays of a year, then only the picked new ones are added", async () => {
    const fetchMock = arrange();
    const user = userEvent.setup();
    renderApp('/admin/holidays');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country' }), 'India');
    const year = screen.getByRole('spinbutton', { name: 'Year' });
    await user.clear(year);
    await user.type(year, '2027');
    await user.click(screen.getByRole('button', { name: 'Show holidays' }));
    const picks = await screen.findByRole('group', { name: 'Holidays to add' });
    expect(within(picks).queryByText(/Republic Day/)).toBeNull();
    await user.click(within(picks).getByRole('checkbox', { name: '2027-10-02 Gandhi Jayanti' }));
    await user.click(within(picks).getByRole('button', { name: 'Add 1 selected' }));

    await waitFor(() =>
      expect(sentLists(fetchMock)).toEqual([
        [...LISTED, { date: '2027-10-02', name: 'Gandhi Jayanti' }],
      ]),
    );
    const [url] = callsTo(fetchMock, 'GET /api/holidays/suggestions')[0] as [string];
    expect(url).toContain('country=IN');
    expect(url).toContain('year=2027');
  });
});
