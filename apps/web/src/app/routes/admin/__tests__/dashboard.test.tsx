import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminDashboardRoute } from '../dashboard';
import { signIn, signOut } from '../../../../lib/auth-store';
import { callsTo, jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderElement } from '../../../../test/render-screen';
import { linkTargets } from '../../../../test/link-targets';

const ADA = { id: 'a1', email: 'admin@example.com', name: 'Ada Admin', role: 'admin' } as const;

const STATS = {
  coursesV1: 4,
  coursesV2: 9,
  publishedCoursesV2: 7,
  resources: 5,
  teamMembers: 3,
  testimonies: 6,
  users: 12,
  contactMessages: 31,
  contactMessagesThisWeek: 8,
  newContactMessages: 3,
};

function countOf(label: string): string | null {
  // A card's label is its term, or a link inside it to the list it counts.
  const term = screen.getByText(label, { selector: 'dt, dt a' }).closest('dt');
  return term?.nextElementSibling?.textContent ?? null;
}

describe('admin dashboard', () => {
  it('when the counts load, then each card shows the real figure', async () => {
    mockFetch({ 'GET /api/stats': () => jsonResponse({ stats: STATS }) });
    signIn({ token: 'token-a1', user: ADA });
    renderElement(<AdminDashboardRoute />);

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Ada Admin/)).toBeInTheDocument();
    await screen.findByText('Messages This Week', { selector: 'dt' });
    expect(countOf('Courses (v1)')).toBe('4');
    expect(countOf('Published v2 Courses')).toBe('7');
    expect(countOf('Users')).toBe('12');
    expect(countOf('Contact Messages')).toBe('31');
    expect(countOf('Messages This Week')).toBe('8');
    expect(countOf('New Messages')).toBe('3');
    signOut();
  });

  it('when opened, then quick actions link to the admin screens', () => {
    mockFetch({ 'GET /api/stats': () => jsonResponse({ stats: STATS }) });
    signIn({ token: 'token-a1', user: ADA });
    renderElement(<AdminDashboardRoute />);

    const actions = screen.getByRole('heading', { name: 'Quick Actions' }).closest('section')!;
    expect(linkTargets(actions, ['Add a Course', 'Change Theme'])).toEqual({
      'Add a Course': '/admin/courses/new',
      'Change Theme': '/admin/settings',
    });
    expect(screen.getByText(/exported as an Excel \(\.xlsx\) file/)).toBeInTheDocument();
    signOut();
  });

  it('when an editor opens it, then no lead figure, no backup notice and no lead or settings action shows', async () => {
    const { contactMessages, contactMessagesThisWeek, newContactMessages, ...content } = STATS;
    void [contactMessages, contactMessagesThisWeek, newContactMessages];
    const fetchMock = mockFetch({ 'GET /api/stats': () => jsonResponse({ stats: content }) });
    signIn({ token: 'token-e1', user: { ...ADA, id: 'e1', role: 'editor' } });
    renderElement(<AdminDashboardRoute />);

    await screen.findByText('Resources', { selector: 'dt' });
    expect(screen.queryByText(/Messages|leads|spam/i, { selector: 'dt' })).toBeNull();
    const actions = screen.getByRole('heading', { name: 'Quick Actions' }).closest('section')!;
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add a Course', 'Manage Courses V2']);
    expect(callsTo(fetchMock, 'GET /api/ready')).toEqual([]);
    signOut();
  });

  it('when leads are overdue or held as spam, then their cards link to the filtered lead list', async () => {
    const stats = { ...STATS, overdueContactMessages: 2, spamContactMessages: 4 };
    mockFetch({ 'GET /api/stats': () => jsonResponse({ stats }) });
    signIn({ token: 'token-a1', user: ADA });
    renderElement(<AdminDashboardRoute />);

    const overdue = await screen.findByRole('link', { name: 'Overdue leads (new after 24 h)' });
    expect(overdue).toHaveAttribute('href', '/admin/contacts?overdue=true');
    expect(countOf('Overdue leads (new after 24 h)')).toBe('2');
    expect(screen.getByRole('link', { name: 'Held as spam' })).toHaveAttribute(
      'href',
      '/admin/contacts?status=spam',
    );
    expect(countOf('Held as spam')).toBe('4');
    signOut();
  });

  it('when the counts fail to load, then an error shows in place', async () => {
    mockFetch({ 'GET /api/stats': () => new Response('nope', { status: 502 }) });
    renderElement(<AdminDashboardRoute />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load dashboard statistics.',
    );
  });

  it('when a backup has succeeded, then the admin sees "Last backup" with its time', async () => {
    mockFetch({
      'GET /api/stats': () => jsonResponse({ stats: STATS }),
      'GET /api/ready': () =>
        jsonResponse({ status: 'ready', backup: { lastSuccessAt: '2026-11-27T03:00:00.000Z' } }),
    });
    signIn({ token: 'token-a1', user: ADA });
    renderElement(<AdminDashboardRoute />);

    const notice = await screen.findByText(/^Last backup: /);
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(notice.textContent).toMatch(/2026/);
    signOut();
  });

  it('when there is no backup yet, then the admin is warned', async () => {
    mockFetch({
      'GET /api/stats': () => jsonResponse({ stats: STATS }),
      'GET /api/ready': () =>
        jsonResponse({
          status: 'ready',
          backup: { lastSuccessAt: null, warning: 'No backup yet.' },
        }),
    });
    signIn({ token: 'token-a1', user: ADA });
    renderElement(<AdminDashboardRoute />);

    const notice = await screen.findByText('No backup yet.');
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    signOut();
  });

  it('when the last backup failed, then the admin sees the last success and the failure', async () => {
    mockFetch({
      'GET /api/stats': () => jsonResponse({ stats: STATS }),
      'GET /api/ready': () =>
        jsonResponse({
          status: 'ready',
          backup: {
            lastSuccessAt: '2026-11-26T03:00:00.000Z',
            warning: 'The last backup failed at 2026-11-27T03:00:00.000Z; its log says why.',
          },
        }),
    });
    signIn({ token: 'token-a1', user: ADA });
    renderElement(<AdminDashboardRoute />);

    const notice = await screen.findByText(
      /^Last backup: .*The last backup failed at .*its log says why\.$/,
    );
    expect(notice.closest('[role="alert"]')).not.toBeNull();
    signOut();
  });
});
