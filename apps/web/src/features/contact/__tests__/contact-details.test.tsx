import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { linkTargets } from '../../../test/link-targets';
import { renderElement } from '../../../test/render-screen';
import {
  emptySiteSettings,
  makeSiteSettings,
  siteSettingsRoute,
} from '../../../test/site-settings-fixture';
import { ContactDetails } from '../components/contact-details';

const OTHER_WAYS = 'Other ways to reach us';

/** The definitions under one term of the contact list. */
function valuesOf(term: string): string[] {
  const dt = screen.getByText(term, { selector: 'dt' });
  return within(dt.parentElement!)
    .getAllByRole('definition')
    .map((dd) => dd.textContent ?? '');
}

describe('contact page: the other ways in', () => {
  it('when the settings load, then e-mail, every phone, WhatsApp, address and hours are shown from them', async () => {
    mockFetch(siteSettingsRoute());
    renderElement(<ContactDetails course="" />);

    await screen.findByRole('link', { name: 'hello@harbourlights.test' });
    expect(
      linkTargets(document.body, [
        'hello@harbourlights.test',
        '+44 20 7946 0000',
        '+44 20 7946 0001',
      ]),
    ).toEqual({
      'hello@harbourlights.test': 'mailto:hello@harbourlights.test',
      '+44 20 7946 0000': 'tel:+442079460000',
      '+44 20 7946 0001': 'tel:+442079460001',
    });
    expect(valuesOf('WhatsApp:')).toEqual(['+44 7700 900123']);
    expect(valuesOf('Address:')).toEqual(['3 Quay Street\nFalmouth']);
    expect(valuesOf('Opening hours:')).toEqual(['Monday to Friday, 8:00 to 18:00']);
  });

  it('when a course is typed, then the WhatsApp chat goes to the set number and greets the institute about it', async () => {
    mockFetch(siteSettingsRoute());
    renderElement(<ContactDetails course="  IGCSE Chemistry " />);

    const link = await screen.findByRole('link', { name: 'Chat on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(`${href.origin}${href.pathname}`).toBe('https://wa.me/447700900123');
    expect(href.searchParams.get('text')).toBe(
      'Hello Harbour Lights Academy! I would like to book a demo class for IGCSE Chemistry.',
    );
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('when no WhatsApp number or e-mail is set, then neither shows, and the phones still do', async () => {
    mockFetch(siteSettingsRoute(makeSiteSettings({ whatsapp: '', email: '', address: '' })));
    renderElement(<ContactDetails course="" />);

    expect(await screen.findByRole('link', { name: '+44 20 7946 0000' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(screen.queryByText('WhatsApp:')).not.toBeInTheDocument();
    expect(screen.queryByText('Email')).not.toBeInTheDocument();
    expect(screen.queryByText('Address:')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /mailto|undefined/ })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary')).not.toHaveTextContent(/undefined|null/);
  });

  it('when nothing is set, then the box is left out rather than shown empty', async () => {
    mockFetch(siteSettingsRoute(emptySiteSettings()));
    renderElement(<ContactDetails course="" />);

    // While the settings load, the box holds its place with a spinner.
    expect(screen.getByRole('status')).toHaveTextContent('Loading contact details…');
    await waitFor(() => expect(screen.queryByText(OTHER_WAYS)).not.toBeInTheDocument());
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('when the settings cannot load, then the box is left out and the form stands alone', async () => {
    mockFetch({
      'GET /api/settings/site': () => jsonResponse({ message: 'Boom', code: 'INTERNAL' }, 500),
    });
    renderElement(<ContactDetails course="" />);

    await waitFor(() => expect(screen.queryByText(OTHER_WAYS)).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
  });
});
