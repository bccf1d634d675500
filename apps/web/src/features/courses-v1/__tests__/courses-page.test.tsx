import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { daysAgo, makeCourse } from './fixtures';

function serve(courses: unknown[]) {
  mockFetch({ 'GET /api/courses': () => jsonResponse({ courses }) });
  renderApp('/courses');
}

describe('course v1 list', () => {
  it('when a course was created 6 days ago, then it carries the NEW badge', async () => {
    serve([makeCourse({ createdAt: daysAgo(6) })]);

    expect(await screen.findByText('NEW')).toBeInTheDocument();
  });

  it('when a course was created 8 days ago, then there is no NEW badge', async () => {
    serve([makeCourse({ createdAt: daysAgo(8) })]);

    await screen.findByText('Python for Data Science');
    expect(screen.queryByText('NEW')).not.toBeInTheDocument();
  });

  it('when a card is shown, then it has category, instructor, hours, price and View Details', async () => {
    serve([makeCourse({ _id: 'c7' })]);

    const card = await screen.findByRole('article');
    expect(within(card).getByText('Data Science')).toBeInTheDocument();
    expect(within(card).getByText('Dr. Anika Sharma')).toBeInTheDocument();
    expect(within(card).getByText('24 hours')).toBeInTheDocument();
    expect(within(card).getByText('$249.99')).toBeInTheDocument();
    const link = within(card)
      .getAllByRole('link')
      .find((a) => a.textContent?.startsWith('View Details'));
    expect(link).toHaveAttribute('href', '/courses/c7');
  });

  it('when the thumbnail is default-course.jpg, then a local placeholder is shown', async () => {
    serve([makeCourse({ thumbnail: 'default-course.jpg' })]);

    expect(await screen.findByRole('img', { name: 'Python for Data Science' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
  });

  it('when there is a thumbnail, then it is shown', async () => {
    serve([makeCourse({ thumbnail: '/files/t.jpg', imageUrl: '/files/i.jpg' })]);

    expect(await screen.findByRole('img', { name: 'Python for Data Science' })).toHaveAttribute(
      'src',
      '/files/t.jpg',
    );
  });

  it('when there are no courses, then "No courses available at the moment."', async () => {
    serve([]);

    expect(await screen.findByText('No courses available at the moment.')).toBeInTheDocument();
  });

  it('when loading fails, then the error and Try Again, which loads again', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/courses': () =>
        ++calls === 1
          ? jsonResponse({ message: 'x', code: 'BAD' }, 400)
          : jsonResponse({ courses: [makeCourse()] }),
    });
    renderApp('/courses');

    expect(
      await screen.findByText('Failed to load courses. Please try again later.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Python for Data Science')).toBeInTheDocument();
  });
});
