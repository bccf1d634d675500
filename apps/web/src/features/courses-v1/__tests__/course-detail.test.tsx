import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { makeCourse, makeDetail } from './fixtures';

const notFound = () => jsonResponse({ message: 'Not found.', code: 'NOT_FOUND' }, 404);

function open(detail: unknown) {
  mockFetch({
    'GET /api/courses/c1': () => jsonResponse({ course: makeCourse() }),
    'GET /api/courses/c1/details': () =>
      detail ? jsonResponse({ courseDetail: detail }) : notFound(),
  });
  renderApp('/courses/c1');
}

describe('course v1 detail', () => {
  it('when the details say certification, then "Certificate Included" and the stats show, with no made-up rating', async () => {
    open(makeDetail());

    expect(await screen.findByText('Certificate Included')).toBeInTheDocument();
    // No rating is shown: the spec's fixed 4.8 was not the institute's to publish.
    expect(screen.queryByText('Rating')).toBeNull();
    expect(screen.getByText('Level').nextSibling).toHaveTextContent('Intermediate');
    expect(screen.getByText('Modules').nextSibling).toHaveTextContent('2');
    expect(screen.getByText('One-time')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/contact?course=Python+for+Data+Science',
    );
    // No preview video: no 'Preview Course' (it would do nothing).
    expect(screen.queryByRole('button', { name: 'Preview Course' })).toBeNull();
  });

  it('when there are 5 learning outcomes, then 3 show, "+2 more..." opens the rest and "Show less" folds them', async () => {
    open(makeDetail());

    expect(await screen.findByText('O3')).toBeInTheDocument();
    expect(screen.queryByText('O4')).not.toBeInTheDocument();
    const more = screen.getByRole('button', { name: '+2 more...' });
    expect(more).toHaveAttribute('aria-expanded', 'false');

    await userEvent.setup().click(more);
    expect(screen.getByText('O5')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.queryByText('O4')).not.toBeInTheDocument();
  });

  it('when the curriculum shows, then the first module is open and others open on click', async () => {
    open(makeDetail());

    const first = await screen.findByRole('button', { name: /Module 1: Foundations/ });
    const second = screen.getByRole('button', { name: /Module 2: Working with pandas/ });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Practice set')).toBeVisible();
    await userEvent.click(second);

    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Group-by')).toBeVisible();
  });

  it('when the course has no details (404), then the course shows without the details sections', async () => {
    open(null);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Python for Data Science' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Certificate Included')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Curriculum' })).not.toBeInTheDocument();
  });

  it('when the course is unknown, then "Course not found" with a way back', async () => {
    mockFetch({ 'GET /api/courses/c1': notFound, 'GET /api/courses/c1/details': notFound });
    renderApp('/courses/c1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Course not found');
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });
});
