import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { AdminContacts } from '../components/admin-contacts';
import { PRIYA, listAnswer, queryOf } from './contact-fixtures';

// 18:30 UTC is the next day's midnight in Kolkata (UTC+5:30) and 18:30 in London in winter.
const FROM_CAMPAIGN = {
  ...PRIYA,
  createdAt: '2026-11-20T18:30:00.000Z',
  consent: { given: true, at: '2026-11-20T18:30:00.000Z', noticeVersion: '3' },
  source: {
    landingPage: '/courses',
    referrer: 'https://www.google.com',
    utmSource: 'google',
    utmMedium: 'cpc',
    utmCampaign: 'winter-sat',
  },
};
const DIRECT = {
  ...PRIYA,
  _id: 'b'.repeat(24),
  name: 'Arjun Rao',
  consent: { given: false, at: null, noticeVersion: '' },
  source: { landingPage: '', referrer: '', utmSource: '', utmMedium: '', utmCampaign: '' },
};

function renderContacts(timeZone: string, messages: unknown[] = [FROM_CAMPAIGN]) {
  const fetchMock = mockFetch({
    ...siteSettingsRoute(makeSiteSettings({ timeZone })),
    'GET /api/contact': () => listAnswer(messages),
  });
  renderScreen([{ path: '/', element: <AdminContacts /> }]);
  return fetchMock;
}

const rowOf = async (name: string) =>
  (await screen.findByText(name)).closest<HTMLElement>('tr, li, article')!;

describe('admin contact messages: time zone, source and consent', () => {
  it("when the institute is in Kolkata, then Received is on Kolkata's clock", async () => {
    renderContacts('Asia/Kolkata');

    expect(await screen.findByText('21 Nov 2026, 00:00')).toBeInTheDocument();
  });

  it("when the institute is in London, then the same lead's Received is on London's clock", async () => {
    renderContacts('Europe/London');

    expect(await screen.findByText('20 Nov 2026, 18:30')).toBeInTheDocument();
  });

  it('when a lead came from a campaign, then its source, visit and consent are shown', async () => {
    const user = userEvent.setup();
    renderContacts('Asia/Kolkata');
    const row = await rowOf('Priya Shah');

    expect(within(row).getByText('Consent given')).toBeInTheDocument();
    await user.click(within(row).getByText('Source: google'));

    const details = within(row).getByRole('group');
    expect(within(details).getByText('cpc')).toBeVisible();
    expect(within(details).getByText('winter-sat')).toBeVisible();
    expect(within(details).getByText('/courses')).toBeVisible();
    expect(within(details).getByText('https://www.google.com')).toBeVisible();
    expect(within(details).getByText('Given 21 Nov 2026, 00:00 (notice version 3)')).toBeVisible();
  });

  it('when a lead came with no source and no consent, then it reads as direct and not given', async () => {
    renderContacts('Asia/Kolkata', [DIRECT]);
    const row = await rowOf('Arjun Rao');

    expect(within(row).getByText('No consent recorded')).toBeInTheDocument();
    expect(within(row).getByText('Source: (direct)')).toBeInTheDocument();
    expect(within(row).getByText('Nothing recorded (a direct visit)')).toBeInTheDocument();
    expect(within(row).getByText('Not given')).toBeInTheDocument();
  });

  it('when a source is typed, then the list is asked for leads of that source, from page 1', async () => {
    const fetchMock = renderContacts('Asia/Kolkata');
    await screen.findByText('Priya Shah');

    fireEvent.change(screen.getByLabelText('Source'), { target: { value: 'google' } });

    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/contact')
          .map(([url]) => queryOf(url))
          .at(-1),
      ).toEqual({ source: 'google', page: '1', limit: '20' }),
    );
  });
});
