import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CourseV2Hero } from '../components/course-v2-hero';
import { makeCourseV2 } from './fixtures';
import { renderWithProviders } from './render-with-providers';

const COURSE = makeCourseV2({ _id: '6b0403a61d0ed3786b2e2218', title: 'IB Mathematics HL' });
const SHARE_URL = `${window.location.origin}/share/coursesv2/6b0403a61d0ed3786b2e2218`;

function stubNavigator(key: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
}

function pressShare() {
  renderWithProviders(<CourseV2Hero course={COURSE} />);
  fireEvent.click(screen.getByRole('button', { name: 'Share' }));
}

afterEach(() => {
  stubNavigator('share', undefined);
  stubNavigator('clipboard', undefined);
});

describe('course v2 share button', () => {
  it('when the Web Share API exists (phones), then the share sheet gets the link-preview URL', async () => {
    const share = vi.fn(() => Promise.resolve());
    stubNavigator('share', share);

    pressShare();

    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'IB Mathematics HL', url: SHARE_URL }),
    );
    expect(screen.queryByText('Link copied')).toBeNull();
  });

  it('when the share sheet is closed without sharing, then no failure shows', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Cancelled', 'AbortError')));
    stubNavigator('share', share);

    pressShare();

    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(screen.queryByText(/Could not share/)).toBeNull();
  });

  it('when there is no Web Share API, then the link is copied and "Link copied" is announced', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubNavigator('clipboard', { writeText });

    pressShare();

    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
    expect(writeText).toHaveBeenCalledWith(SHARE_URL);
  });

  it('when copying fails, then the failure and the link show plainly', async () => {
    stubNavigator('clipboard', { writeText: vi.fn(() => Promise.reject(new Error('denied'))) });

    pressShare();

    expect(await screen.findByText(/Could not share the link/)).toHaveTextContent(SHARE_URL);
  });
});
