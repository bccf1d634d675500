import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signIn, signOut } from '../../../lib/auth-store';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { UserDashboard } from '../components/user-dashboard';
import { renderElement } from '../../../test/render-screen';

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
    mockFetch({ 'GET /api/courses/subscribed': () => jsonResponse({ courses: [] }) });
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
    });
    renderSignedIn();

    expect(await screen.findByRole('link', { name: COURSE.title })).toHaveAttribute(
      'href',
      `/courses/${COURSE._id}`,
    );
    const headers = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(headers.get('Authorization')).toBe('Bearer token-u1');
    signOut();
  });
});
