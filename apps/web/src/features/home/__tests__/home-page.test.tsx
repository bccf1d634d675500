import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_DEFAULTS } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch, pendingUntilAborted } from '../../../test/fetch-mock';
import { linkTargets } from '../../../test/link-targets';
import { renderApp } from '../../../test/render-app';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { makeTeamMember } from '../../../test/team-member-fixture';

const stored = { createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const ANIKA = makeTeamMember();
const ABOUT = {
  history: 'We started in 2012.',
  values: [{ title: 'Every student is different', description: 'Plans fit.' }],
};
const STORY = { _id: 't1', studentName: 'Aarav Mehta', text: 'Got a 7.', videoUrl: '', ...stored };
const notFound = () => jsonResponse({ message: 'x', code: 'NOT_FOUND' }, 404);

function mockHome(overrides: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/team': () => jsonResponse({ members: [ANIKA] }),
    'GET /api/content/about-us': () => jsonResponse({ about: ABOUT }),
    'GET /api/testimonies': () => jsonResponse({ testimonies: [STORY] }),
    'GET /api/coursesv2': () => jsonResponse({ courses: [] }),
    'GET /api/content/home': () => jsonResponse({ home: HOME_DEFAULTS }),
    ...overrides,
  });
}

describe('home page', () => {
  it('when opened, then the hero buttons lead to the courses and the contact page', async () => {
    mockHome();
    renderApp('/');

    await screen.findByRole('link', { name: 'Start Your Journey' });
    expect(linkTargets(document.body, ['Start Your Journey', 'Get Free Consultation'])).toEqual({
      'Start Your Journey': '/coursesv2',
      'Get Free Consultation': '/contact',
    });
  });

  it('when nothing was edited, then the spec’s headline, claims and three themes are shown', async () => {
    mockHome();
    renderApp('/');

    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Reach your best score with a tutor who knows your exam',
      }),
    ).toBeInTheDocument();
    for (const text of ['500+', 'Students', '4.9', 'rating', '95%', 'Success']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    for (const theme of ['Personalized Learning', 'Expert Instructors', 'Flexible Scheduling']) {
      expect(screen.getByRole('heading', { name: theme })).toBeInTheDocument();
    }
  });

  it('when opened, then every section asks for its data at once and shows its loading state', async () => {
    const fetchMock = mockFetch({
      'GET /api/team': pendingUntilAborted,
      'GET /api/content/about-us': pendingUntilAborted,
      'GET /api/testimonies': pendingUntilAborted,
      'GET /api/coursesv2': pendingUntilAborted,
      'GET /api/settings/site': pendingUntilAborted,
      'GET /api/content/home': pendingUntilAborted,
    });
    renderApp('/');

    // The four sections, the site settings the header and the hero show, the hero's words.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    for (const route of [
      'GET /api/team',
      'GET /api/content/about-us',
      'GET /api/testimonies',
      'GET /api/coursesv2',
      'GET /api/settings/site',
    ]) {
      expect(callsTo(fetchMock, route)).toHaveLength(1);
    }
    for (const label of [
      'Loading About Us…',
      'Loading success stories…',
      'Loading team members…',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
    }
  });

  it('when the content loads, then About Us, the stories and the team are shown', async () => {
    mockHome();
    renderApp('/');

    expect(await screen.findByText('We started in 2012.')).toBeInTheDocument();
    expect(screen.getByText('Every student is different')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Student Success Stories' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Got a 7.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Meet Our Expert Team' }),
    ).toBeInTheDocument();
  });

  it('when About Us and the team cannot load, then each says so, and failed testimonies hide their section', async () => {
    mockHome({
      'GET /api/content/about-us': notFound,
      'GET /api/team': notFound,
      'GET /api/testimonies': notFound,
    });
    renderApp('/');

    expect(
      await screen.findByText('Failed to load About Us content. Please try again later.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to load team members. Please try again later.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Student Success Stories' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByText('Failed to load testimonies.')).not.toBeInTheDocument();
  });

  it('when View Full Profile is pressed, then the profile opens with every specialty, and Escape closes it', async () => {
    const user = userEvent.setup();
    mockHome();
    renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Show bio of Dr. Anika Sharma' }));
    await user.click(screen.getByRole('button', { name: 'View Full Profile' }));

    const dialog = await screen.findByRole('dialog', { name: 'Dr. Anika Sharma' });
    expect(within(dialog).getByText('IB Mathematics Lead')).toBeInTheDocument();
    expect(within(dialog).getByText('Twelve years of IB Mathematics.')).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list', { name: 'Specialties' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the site settings load, then the hero names the institute and shows its tagline', async () => {
    mockHome(siteSettingsRoute());
    renderApp('/');

    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(await within(hero).findByText('Harbour Lights Academy')).toBeInTheDocument();
    expect(
      within(hero).getByText('Exam coaching by the sea, one student at a time.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | Harbour Lights Academy'));
  });

  it('when the site settings are still loading, then no institute name is shown anywhere', () => {
    mockHome();
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/Summit|Harbour/)).not.toBeInTheDocument();
    expect(document.title).toBe('Home');
  });

  it('when the settings have no tagline, then the hero shows none and the page keeps its own description', async () => {
    mockHome(siteSettingsRoute(makeSiteSettings({ tagline: '' })));
    renderApp('/');

    await screen.findAllByText('Harbour Lights Academy');
    expect(screen.queryByText(/Exam coaching by the sea/)).not.toBeInTheDocument();
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/IB, IGCSE/);
  });

  it('when staff changed the headline and hid a claim, then the hero shows their words and not the hidden claim', async () => {
    const home = {
      ...HOME_DEFAULTS,
      hero: { headline: 'CBSE coaching in Pune', subline: 'Small batches.', cta: 'See courses' },
      claims: [
        { value: '80+', label: 'Students', hidden: false },
        { value: '4.9', label: 'rating', hidden: true },
      ],
    };
    mockHome({ 'GET /api/content/home': () => jsonResponse({ home }) });
    renderApp('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'CBSE coaching in Pune' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Small batches.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See courses' })).toHaveAttribute('href', '/coursesv2');
    expect(screen.getByText('80+')).toBeInTheDocument();
    expect(screen.queryByText('4.9')).not.toBeInTheDocument();
    expect(screen.queryByText('500+')).not.toBeInTheDocument();
  });

  it('when the home page’s words are still loading, then none of the spec’s claims flash', () => {
    mockHome({ 'GET /api/content/home': pendingUntilAborted });
    renderApp('/');

    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('500+')).not.toBeInTheDocument();
  });
});
