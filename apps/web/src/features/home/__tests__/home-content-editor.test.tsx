import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_DEFAULTS } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';

function openAsAdmin() {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/content/home': () => jsonResponse({ home: HOME_DEFAULTS }),
    'PUT /api/content/home': (_url, init) => jsonResponse({ home: JSON.parse(String(init.body)) }),
  });
  renderApp('/admin/home');
  return fetchMock;
}

const sent = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(callsTo(fetchMock, 'PUT /api/content/home')[0]![1]!.body));

/** The edit two tests share: a new headline, and the second claim hidden. */
async function retitleAndHideClaim2(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  const headline = within(form).getByLabelText(/^Headline/);
  await user.clear(headline);
  await user.type(headline, 'CBSE coaching in Pune');
  await user.click(within(form).getByLabelText('Hide claim 2'));
}

describe('admin Home page', () => {
  it('when the headline is changed, a claim hidden and another removed, then exactly that is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = openAsAdmin();
    const form = await screen.findByRole('form', { name: 'Home page' });

    await retitleAndHideClaim2(user, form);
    await user.click(within(form).getByRole('button', { name: 'Remove claim 3' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Home page saved.')).toBeInTheDocument();
    expect(sent(fetchMock)).toEqual({
      ...HOME_DEFAULTS,
      hero: { ...HOME_DEFAULTS.hero, headline: 'CBSE coaching in Pune' },
      claims: [HOME_DEFAULTS.claims[0], { ...HOME_DEFAULTS.claims[1], hidden: true }],
    });
  });

  it('when the headline is emptied, then it says so and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = openAsAdmin();
    const form = await screen.findByRole('form', { name: 'Home page' });

    await user.clear(within(form).getByLabelText(/^Headline/));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByText('Headline is required.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/content/home')).toHaveLength(0);
  });

  it('when four claims are there, then no fifth can be added', async () => {
    const user = userEvent.setup();
    openAsAdmin();
    const form = await screen.findByRole('form', { name: 'Home page' });

    await user.click(within(form).getByRole('button', { name: 'Add Claim' }));

    expect(within(form).getByLabelText('Claim 4 value')).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Add Claim' })).not.toBeInTheDocument();
  });

  it("when a 'Why Choose' reason is rewritten, then it is sent with the home page", async () => {
    const user = userEvent.setup();
    const fetchMock = openAsAdmin();
    const form = await screen.findByRole('form', { name: 'Home page' });

    const reason = within(form).getByLabelText(/^Reason 1/);
    await user.clear(reason);
    await user.type(reason, 'Board toppers teach');
    await user.click(within(form).getByRole('button', { name: 'Remove reason 3' }));
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Home page saved.')).toBeInTheDocument();
    expect(sent(fetchMock).whyChoose).toEqual(['Board toppers teach', HOME_DEFAULTS.whyChoose[1]]);
  });

  it('when the headline is changed, a claim hidden and Preview pressed, then the preview shows that and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = openAsAdmin();
    const form = await screen.findByRole('form', { name: 'Home page' });
    await retitleAndHideClaim2(user, form);
    await user.type(within(form).getByLabelText(/^Perk 1/), ' for boards');

    await user.click(within(form).getByRole('button', { name: 'Preview Home page' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: Home page' });
    expect(within(preview).getByRole('heading', { level: 1 })).toHaveTextContent(
      'CBSE coaching in Pune',
    );
    expect(within(preview).getByText('500+')).toBeInTheDocument();
    expect(within(preview).queryByText('4.9')).toBeNull();
    expect(
      within(preview).getByRole('region', { name: 'Why Choose Our Tutoring?' }),
    ).toHaveTextContent('Every lesson is planned around the student');
    expect(within(preview).getByText('Personalized study plan for boards')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /api/content/home')).toHaveLength(0);
  });
});
