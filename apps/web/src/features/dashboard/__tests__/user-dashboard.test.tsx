import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../../lib/auth-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { UserDashboard } from '../components/user-dashboard';
import { renderElement } from '../../../test/render-screen';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';

const SAM = { id: 'u1', email: 'sam@example.com', name: 'Sam Student', role: 'user' } as const;

const COURSE = {
  _id: 'c'.repeat(24),
  title: 'Full-Stack Web Development',
  tagline: '',
  category: 'Web Development',
  description: '',
  longDescription: '',
  curriculum: [],
  price: 99,
  duration: 40,
  instructor: null,
  imageUrl: '',
  thumbnail: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function renderSignedIn() {
  signIn({ token: 'token-u1', user: SAM });
  renderElement(<UserDashboard />);
}

describe('user dashboard', () => {
  it('when opened, then it welcomes the user and shows the three cards', async () => {
    mockFetch({
      'GET /api/courses/subscribed': () => jsonResponse({ courses: [] }),
      'GET /api/auth/me': () => jsonResponse({ user: { ...SAM, enrolledCourses: [] } }),
    });
    renderSignedIn();

    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Sam Student' })).toBeVisible();
    for (const title of ['Enrolled Courses', 'Learning Progress', 'Achievements']) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(await screen.findByText(/You are not enrolled in any course yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/coursesv2',
    );
    signOut();
  });

  it('when the user is enrolled, then each course links to its page', async () => {
    const fetchMock = mockFetch({
      'GET /api/courses/subscribed': () => jsonResponse({ courses: [COURSE] }),
      'GET /api/auth/me': () => jsonResponse({ user: { ...SAM, enrolledCourses: [] } }),
    });
    renderSignedIn();

    expect(await screen.findByRole('link', { name: COURSE.title })).toHaveAttribute(
      'href',
      `/courses/${COURSE._id}`,
    );
    const subscribed = fetchMock.mock.calls.find(([url]) => String(url).includes('subscribed'));
    const headers = new Headers(subscribed![1]!.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-u1');
    signOut();
  });

  it('when an admin enrolled them in a v2 course, then it is listed with its exam type, mode, "Open course" and the institute\'s contact', async () => {
    const enrolled = {
      id: 'd'.repeat(24),
      title: 'IB Physics HL',
      examType: 'IB',
      mode: 'One-on-One',
      link: `/coursesv2/${'d'.repeat(24)}`,
    };
    mockFetch({
      'GET /api/courses/subscribed': () => jsonResponse({ courses: [] }),
      'GET /api/auth/me': () => jsonResponse({ user: { ...SAM, enrolledCourses: [enrolled] } }),
      ...siteSettingsRoute(
        makeSiteSettings({ email: 'office@harbour.example', phones: ['+44 20 7946 0000'] }),
      ),
    });
    renderSignedIn();

    expect(await screen.findByRole('link', { name: 'Open course: IB Physics HL' })).toHaveAttribute(
      'href',
      enrolled.link,
    );
    expect(screen.getByText('IB · One-on-One')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'office@harbour.example' })).toHaveAttribute(
      'href',
      'mailto:office@harbour.example',
    );
    expect(screen.queryByText(/You are not enrolled/)).toBeNull();
    signOut();
  });
});
