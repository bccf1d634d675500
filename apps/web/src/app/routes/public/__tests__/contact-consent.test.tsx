import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContactRoute } from '../contact';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderScreen } from '../../../../test/render-screen';
import { makeSiteSettings, siteSettingsRoute } from '../../../../test/site-settings-fixture';

async function renderContact() {
  renderScreen([{ path: '/contact', element: <ContactRoute /> }], '/contact?course=IB%20Maths');
  await screen.findByRole('button', { name: 'Send Message' });
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Priya' } });
}

function sentBody(fetchMock: ReturnType<typeof mockFetch>) {
  const [sent] = callsTo(fetchMock, 'POST /api/contact');
  return JSON.parse(String(sent![1]!.body)) as Record<string, unknown>;
}

afterEach(() => {
  sessionStorage.clear();
});

describe('contact form: consent and source', () => {
  it('when shown, then a consent box links the privacy notice', async () => {
    mockFetch({ ...siteSettingsRoute() });
    await renderContact();

    expect(screen.getByRole('checkbox', { name: /privacy notice/ })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
      'href',
      '#/privacy',
    );
  });

  it('when the visitor ticks it, then consent and the visit source go with the message', async () => {
    sessionStorage.setItem(
      'tutoring.visit-source',
      JSON.stringify({
        landingPage: '/#/courses',
        referrer: 'https://www.google.com',
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'ib',
      }),
    );
    const fetchMock = mockFetch({
      ...siteSettingsRoute(),
      'POST /api/contact': () => jsonResponse({}, 201),
    });
    await renderContact();

    fireEvent.click(screen.getByRole('checkbox', { name: /privacy notice/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(1));
    expect(sentBody(fetchMock)).toMatchObject({
      consent: true,
      source: { utmSource: 'google', referrer: 'https://www.google.com' },
    });
  });

  it('when the site requires consent and the box is not ticked, then the form says so and sends nothing', async () => {
    const fetchMock = mockFetch({
      ...siteSettingsRoute(makeSiteSettings({ consentRequired: true })),
      'POST /api/contact': () => jsonResponse({}, 201),
    });
    await renderContact();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /privacy notice/ })).toBeRequired(),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(
      await screen.findByText('Please agree to the privacy notice to send this form.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/contact')).toHaveLength(0);
  });
});
