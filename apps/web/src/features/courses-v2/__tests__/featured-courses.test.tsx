import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { FeaturedCourses } from '../components/featured-courses';
import { makeCourses, makeCourseV2 } from './fixtures';
import { renderWithProviders } from './render-with-providers';

function serve(courses: unknown[]) {
  mockFetch({ 'GET /api/coursesv2': () => jsonResponse({ courses }) });
  renderWithProviders(<FeaturedCourses />);
}

const cardTitles = () =>
  screen.getAllByRole('listitem').map((item) => within(item).getByText(/^Course \d+$/).textContent);

describe('featured courses', () => {
  it('when there are 7 courses, then 3 show, the first marked FEATURED, and the toggle offers the 4 it reveals', async () => {
    serve(makeCourses(7));

    expect(await screen.findByRole('button', { name: 'View 4 More Courses' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Course 1', 'Course 2', 'Course 3']);
    expect(screen.getAllByText('FEATURED')).toHaveLength(1);
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('FEATURED')).toBeInTheDocument();
  });

  it('when there are 5 courses, then the toggle reads "View 2 More Courses"', async () => {
    serve(makeCourses(5));

    expect(await screen.findByRole('button', { name: 'View 2 More Courses' })).toBeInTheDocument();
  });

  it('when there are 4 courses, then the toggle reads "View 1 More Course"', async () => {
    serve(makeCourses(4));

    expect(await screen.findByRole('button', { name: 'View 1 More Course' })).toBeInTheDocument();
  });

  it('when the toggle is clicked, then the whole list shows (14 courses, course 7 onwards too) and it reads Show Less; again collapses', async () => {
    serve(makeCourses(14));
    await userEvent.click(await screen.findByRole('button', { name: 'View 11 More Courses' }));

    expect(cardTitles()).toHaveLength(14);
    expect(cardTitles()).toContain('Course 14');
    await userEvent.click(screen.getByRole('button', { name: 'Show Less' }));

    expect(cardTitles()).toEqual(['Course 1', 'Course 2', 'Course 3']);
  });

  it('when there are 3 courses or fewer, then there is no toggle', async () => {
    serve(makeCourses(3));

    await screen.findByText('Course 3');
    expect(screen.queryByRole('button', { name: /More Courses/ })).not.toBeInTheDocument();
  });

  it('when a card is clicked, then the modal shows the first 3 features, prices and the enrol link', async () => {
    const course = makeCourseV2({
      title: 'SAT Prep',
      examType: 'SAT',
      mode: 'Small Group',
      features: ['F1', 'F2', 'F3', 'F4'],
      price: { hourly: 50, package: 900 },
    });
    serve([course]);
    await userEvent.click(await screen.findByRole('button', { name: /SAT Prep/ }));

    const dialog = await screen.findByRole('dialog', { name: 'SAT Prep' });
    expect(within(dialog).getByText('F3')).toBeInTheDocument();
    expect(within(dialog).queryByText('F4')).not.toBeInTheDocument();
    expect(within(dialog).getByText('$50/hr')).toBeInTheDocument();
    expect(within(dialog).getByText('$900')).toBeInTheDocument();
    expect(within(dialog).getByText('Small Group')).toBeInTheDocument();
    expect(
      within(dialog).getByRole('link', { name: 'Enroll Now / Ask a Question' }),
    ).toHaveAttribute('href', '/contact?course=SAT+Prep');
  });

  it('when loading fails, then "Failed to load courses."', async () => {
    mockFetch({ 'GET /api/coursesv2': () => jsonResponse({ message: 'x', code: 'BAD' }, 400) });
    renderWithProviders(<FeaturedCourses />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load courses.');
  });

  it('when admins featured courses in an order, then those come first in it, then the rest in list order', async () => {
    const courses = makeCourses(5).map((course, index) =>
      index === 3
        ? { ...course, featured: true, featuredRank: 0 }
        : index === 1
          ? { ...course, featured: true, featuredRank: 1 }
          : course,
    );
    serve(courses);

    await screen.findByRole('button', { name: 'View 2 More Courses' });
    expect(cardTitles()).toEqual(['Course 4', 'Course 2', 'Course 1']);
  });
});
