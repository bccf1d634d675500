import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HOME_DEFAULTS } from '@tutoring/shared';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeCourseV2 } from './fixtures';

function serve(courses: unknown[]) {
  return mockFetch({ 'GET /api/coursesv2': () => jsonResponse({ courses }) });
}

async function firstCard() {
  return (await screen.findAllByRole('article'))[0]!;
}

describe('course v2 list', () => {
  it('when a course has 5 subjects, then the first 3 are shown and then "+2 more"', async () => {
    serve([
      makeCourseV2({ subjects: ['Calculus', 'Algebra', 'Functions', 'Statistics', 'Proof'] }),
    ]);
    renderApp('/coursesv2');

    const card = await firstCard();
    expect(within(card).getByText('Calculus')).toBeInTheDocument();
    expect(within(card).getByText('Functions')).toBeInTheDocument();
    expect(within(card).queryByText('Statistics')).not.toBeInTheDocument();
    expect(within(card).getByText('+2 more')).toBeInTheDocument();
  });

  it('when a course has exactly 3 subjects, then no "+N more" is shown', async () => {
    serve([makeCourseV2({ subjects: ['A', 'B', 'C'] })]);
    renderApp('/coursesv2');

    expect(within(await firstCard()).queryByText(/^\+\d+ more$/)).not.toBeInTheDocument();
  });

  it('when the hourly price is set, then "Starting from" shows it as $x/hr', async () => {
    serve([makeCourseV2({ price: { hourly: 85, package: null } })]);
    renderApp('/coursesv2');

    const card = await firstCard();
    expect(within(card).getByText(/Starting from/)).toBeInTheDocument();
    expect(within(card).getByText('$85/hr')).toBeInTheDocument();
  });

  it('when there is no hourly price, then "Starting from" is not shown', async () => {
    serve([makeCourseV2({ price: { package: 2400 } })]);
    renderApp('/coursesv2');

    expect(within(await firstCard()).queryByText(/Starting from/)).not.toBeInTheDocument();
  });

  it('when a card is shown, then it offers "Know more" to the course page, mode and duration', async () => {
    serve([makeCourseV2({ _id: 'c1', mode: 'Small Group', duration: '6 months' })]);
    renderApp('/coursesv2');

    const card = await firstCard();
    expect(within(card).getByRole('link', { name: /Know more/ })).toHaveAttribute(
      'href',
      '/coursesv2/c1',
    );
    expect(within(card).getByText('Small Group')).toBeInTheDocument();
    expect(within(card).getByText('6 months')).toBeInTheDocument();
    expect(within(card).getByText('IB')).toBeInTheDocument();
  });

  it('when the image is missing or fails to load, then a local placeholder is shown', async () => {
    serve([
      makeCourseV2({ image: '' }),
      makeCourseV2({ _id: 'c2', title: 'Broken', image: '/x.png' }),
    ]);
    renderApp('/coursesv2');

    const [missing, broken] = await screen.findAllByRole('img');
    expect(missing).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(broken).toHaveAttribute('src', '/x.png');
    fireEvent.error(broken!);
    expect(broken).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
  });

  it('when there are no courses, then "No courses available for this category yet"', async () => {
    serve([]);
    renderApp('/coursesv2');

    expect(
      await screen.findByText('No courses available for this category yet'),
    ).toBeInTheDocument();
  });

  it('when IB is chosen, then the list reloads by exam type and IB is pressed', async () => {
    const fetchMock = mockFetch({
      'GET /api/coursesv2': () => jsonResponse({ courses: [makeCourseV2()] }),
      'GET /api/coursesv2/by-exam/IB': () => jsonResponse({ courses: [] }),
    });
    renderApp('/coursesv2');
    await firstCard();

    await userEvent.click(screen.getByRole('button', { name: 'IB' }));

    expect(await screen.findByText('No courses available for IB yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'IB' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Courses' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/coursesv2/by-exam/IB', expect.anything());
  });

  it('when the filter buttons are shown, then they are All Courses and the seven exams', async () => {
    serve([]);
    renderApp('/coursesv2');

    const group = await screen.findByRole('group', { name: 'Filter by exam' });
    const labels = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['All Courses', 'IB', 'IGCSE', 'CBSE', 'AP', 'SAT', 'JEE', 'NEET']);
  });

  it('when loading fails, then the error shows and Try Again loads the list again', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/coursesv2': () =>
        ++calls === 1
          ? jsonResponse({ message: 'Bad request', code: 'VALIDATION_ERROR' }, 400)
          : jsonResponse({ courses: [makeCourseV2()] }),
    });
    renderApp('/coursesv2');

    expect(
      await screen.findByText('Failed to load courses. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('IB Mathematics HL')).toBeInTheDocument();
  });

  it('when the home content holds today\'s reasons, then "Why Choose" names the three', async () => {
    mockFetch({
      'GET /api/coursesv2': () => jsonResponse({ courses: [] }),
      'GET /api/content/home': () => jsonResponse({ home: HOME_DEFAULTS }),
    });
    renderApp('/coursesv2');

    expect(
      await screen.findByRole('heading', { name: 'Personalized Learning' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Expert Instructors' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Flexible Scheduling' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Why Choose/ })).toBeInTheDocument();
  });

  it('when staff wrote their own reasons, then "Why Choose" shows those and not the sample words', async () => {
    const whyChoose = ['Board toppers teach\nOur tutors scored in the top 1%.'];
    mockFetch({
      'GET /api/coursesv2': () => jsonResponse({ courses: [] }),
      'GET /api/content/home': () => jsonResponse({ home: { ...HOME_DEFAULTS, whyChoose } }),
    });
    renderApp('/coursesv2');

    expect(await screen.findByRole('heading', { name: 'Board toppers teach' })).toBeVisible();
    expect(screen.getByText('Our tutors scored in the top 1%.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Personalized Learning' })).toBeNull();
  });

  it('when courses are listed, then each title is an h2 under the page h1 and no heading level is skipped', async () => {
    serve([makeCourseV2({ title: 'IB Physics HL' })]);
    renderApp('/coursesv2');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'IB Physics HL' }),
    ).toBeInTheDocument();
    // Lighthouse heading-order: each heading at most one level below the one before it.
    const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName[1]));
    levels.slice(1).forEach((level, index) => {
      expect(level).toBeLessThanOrEqual((levels[index] ?? 1) + 1);
    });
  });
});
