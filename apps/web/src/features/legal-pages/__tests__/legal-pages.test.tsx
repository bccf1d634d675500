import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { linkTargets } from '../../../test/link-targets';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';

const privacy = {
  name: 'privacy',
  title: 'Privacy at Saraswati Classes',
  body: 'We keep your name.\n\n<script>alert(1)</script> stays text.',
};
const terms = { name: 'terms', title: 'Terms of Use', body: 'Have it reviewed.' };

/** An admin on Site Content, where both pages load; `writes` answer what the test saves. */
function openSiteContentAsAdmin(writes: Parameters<typeof mockFetch>[0] = {}) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/content/about-us': () => jsonResponse({ about: { history: '', values: [] } }),
    'GET /api/content/pages/privacy': () => jsonResponse({ page: privacy }),
    'GET /api/content/pages/terms': () => jsonResponse({ page: terms }),
    ...writes,
  });
  renderApp('/admin/content');
  return fetchMock;
}

describe('privacy notice and terms', () => {
  it('when a visitor opens /privacy, then the institute’s notice shows as text, and the footer links both pages', async () => {
    mockFetch({ 'GET /api/content/pages/privacy': () => jsonResponse({ page: privacy }) });
    renderApp('/privacy');

    expect(
      await screen.findByRole('heading', { level: 1, name: privacy.title }),
    ).toBeInTheDocument();
    expect(screen.getByText('We keep your name.')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(1)</script> stays text.')).toBeInTheDocument();
    // The footer comes after the first paint.
    const footer = await screen.findByRole('navigation', { name: 'Footer' });
    expect(linkTargets(footer, ['Privacy Notice', 'Terms of Use'])).toEqual({
      'Privacy Notice': '/privacy',
      'Terms of Use': '/terms',
    });
  });

  it('when the notice is Markdown, then its list renders and a javascript: link is only text', async () => {
    const body =
      'What we keep:\n\n- your name\n- your phone\n\n[Ask us](javascript:alert(1)) or [write](#/contact).';
    mockFetch({
      'GET /api/content/pages/privacy': () => jsonResponse({ page: { ...privacy, body } }),
    });
    renderApp('/privacy');

    const item = await screen.findByText('your name', { selector: 'li' });
    const items = within(item.closest('ul')!).getAllByRole('listitem');
    expect(items.map((entry) => entry.textContent)).toEqual(['your name', 'your phone']);
    expect(screen.getByText('Ask us').closest('a')).toBeNull();
    expect(screen.getByRole('link', { name: 'write' })).toHaveAttribute('href', '#/contact');
  });

  it('when an admin edits the terms in Site Content, then the new text is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = openSiteContentAsAdmin({
      'PUT /api/content/pages/terms': (_url, init) =>
        jsonResponse({ page: { name: 'terms', ...JSON.parse(String(init.body)) } }),
    });

    const text = await screen.findByLabelText('Terms text');
    await user.clear(text);
    await user.type(text, 'Fees are due monthly.');
    await user.click(screen.getByRole('button', { name: 'Save Terms of Use' }));

    expect(await screen.findByText('Page saved.')).toBeInTheDocument();
    const [put] = callsTo(fetchMock, 'PUT /api/content/pages/terms');
    expect(JSON.parse(String(put![1]!.body))).toEqual({
      title: 'Terms of Use',
      body: 'Fees are due monthly.',
    });
  });

  it('when an admin changes the privacy text and presses Preview, then the page shows it unsaved', async () => {
    const user = userEvent.setup();
    const fetchMock = openSiteContentAsAdmin();

    const text = await screen.findByLabelText('Privacy notice text');
    await user.clear(text);
    await user.type(text, '## Who we are{Enter}{Enter}We keep **only** your name.');
    await user.click(screen.getByRole('button', { name: `Preview ${privacy.title}` }));

    const preview = await screen.findByRole('dialog', { name: `Preview: ${privacy.title}` });
    expect(
      await within(preview).findByRole('heading', { level: 2, name: 'Who we are' }),
    ).toBeInTheDocument();
    expect(within(preview).getByText('only').tagName).toBe('STRONG');
    expect(callsTo(fetchMock, 'PUT /api/content/pages/privacy')).toHaveLength(0);
  });
});
