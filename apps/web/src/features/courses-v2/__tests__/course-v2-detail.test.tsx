import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HOME_DEFAULTS, type CourseV2 } from '@tutoring/shared';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { makeSiteSettings, siteSettingsRoute } from '../../../test/site-settings-fixture';
import { renderApp } from '../../../test/render-app';
import { CourseV2Detail } from '../components/course-v2-detail';
import { makeCourseV2 } from './fixtures';
import { renderWithProviders } from './render-with-providers';

const ID = 'c1';

function openCourse(course: Partial<CourseV2> = {}) {
  mockFetch({
    [`GET /api/coursesv2/${ID}`]: () =>
      jsonResponse({ course: makeCourseV2({ _id: ID, ...course }) }),
    'GET /api/content/home': () => jsonResponse({ home: HOME_DEFAULTS }),
  });
  renderApp(`/coursesv2/${ID}`);
}

function pricing() {
  return screen.getByRole('complementary');
}

describe('course v2 detail: states', () => {
  it('when the course is unknown (404), then "Course not found" with a Back to Courses link', async () => {
    mockFetch({
      [`GET /api/coursesv2/${ID}`]: () =>
        jsonResponse({ message: 'Course not found.', code: 'NOT_FOUND' }, 404),
    });
    renderApp(`/coursesv2/${ID}`);

    // The page is loaded on first visit (a lazy route): allow for its first transform.
    expect(await screen.findByRole('alert')).toHaveTextContent('Course not found');
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/coursesv2',
    );
  });

  it('when loading fails otherwise, then "Failed to load course details. Please try again later."', async () => {
    mockFetch({
      [`GET /api/coursesv2/${ID}`]: () => jsonResponse({ message: 'No.', code: 'FORBIDDEN' }, 403),
    });
    renderApp(`/coursesv2/${ID}`);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load course details. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toBeInTheDocument();
  });

  it('when there is no course id, then "Course ID is required"', () => {
    mockFetch({});
    renderWithProviders(<CourseV2Detail courseId={undefined} />);

    expect(screen.getByRole('alert')).toHaveTextContent('Course ID is required');
  });
});

describe('course v2 detail: hero and tabs', () => {
  it('when shown, then the hero has the title, subjects, a demo link naming the course and Watch Video', async () => {
    openCourse({ title: 'IB Physics', subjects: ['Mechanics', 'Waves'] });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'IB Physics' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Waves')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Demo Class' })).toHaveAttribute(
      'href',
      '/contact?course=IB+Physics',
    );
    // No preview video: no 'Watch Video' (it would do nothing).
    expect(screen.queryByRole('button', { name: 'Watch Video' })).toBeNull();
  });

  it('when the course has a preview video, then Watch Video plays it in a dialog, loading nothing before the click', async () => {
    openCourse({ title: 'IB Physics', videoUrl: 'https://vimeo.com/76979871' });
    const watch = await screen.findByRole('button', { name: 'Watch Video' });
    expect(document.querySelector('iframe')).toBeNull();

    await userEvent.setup().click(watch);

    const dialog = await screen.findByRole('dialog', { name: 'IB Physics: preview video' });
    expect(within(dialog).getByTitle('IB Physics: preview video')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('when opened, then the overview tab is selected with Key Features and Duration & Schedule', async () => {
    openCourse({ highlights: [] });

    expect(await screen.findByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Key Features' })).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Duration & Schedule' })).toBeInTheDocument();
    expect(
      within(panel).queryByRole('heading', { name: 'Course Highlights' }),
    ).not.toBeInTheDocument();
  });

  it('when the course has highlights, then Course Highlights is shown', async () => {
    openCourse({ highlights: ['Former examiner'] });

    expect(await screen.findByRole('heading', { name: 'Course Highlights' })).toBeInTheDocument();
    expect(screen.getByText('Former examiner')).toBeInTheDocument();
  });

  it('when the arrow key moves to Syllabus, then the numbered syllabus is shown', async () => {
    openCourse({ syllabusSummary: ['Number and algebra', 'Functions'] });
    const overview = await screen.findByRole('tab', { name: 'Overview' });

    overview.focus();
    await userEvent.keyboard('{ArrowRight}');

    const syllabus = screen.getByRole('tab', { name: 'Syllabus' });
    expect(syllabus).toHaveAttribute('aria-selected', 'true');
    expect(syllabus).toHaveFocus();
    const items = within(screen.getByRole('tabpanel')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['1Number and algebra', '2Functions']);
  });
});

describe('course v2 detail: pricing', () => {
  it('when both prices are set, then Hourly Rate shows $x/hr and Monthly Package $x', async () => {
    openCourse({ price: { hourly: 85, package: 2400 } });

    await screen.findByRole('heading', { name: 'Pricing Options' });
    expect(within(pricing()).getByText('Hourly Rate')).toBeInTheDocument();
    expect(within(pricing()).getByText('Pay as you go')).toBeInTheDocument();
    expect(within(pricing()).getByText('$85/hr')).toBeInTheDocument();
    expect(within(pricing()).getByText('Monthly Package')).toBeInTheDocument();
    expect(within(pricing()).getByText('Best value for regular sessions')).toBeInTheDocument();
    expect(within(pricing()).getByText('$2,400')).toBeInTheDocument();
  });

  it('when only the hourly price is set, then Monthly Package is not shown', async () => {
    openCourse({ price: { hourly: 40, package: null } });

    await screen.findByRole('heading', { name: 'Pricing Options' });
    expect(within(pricing()).getByText('$40/hr')).toBeInTheDocument();
    expect(within(pricing()).queryByText('Monthly Package')).not.toBeInTheDocument();
  });

  it('when the institute charges INR in en-IN, then both prices show ₹ with Indian grouping', async () => {
    mockFetch({
      ...siteSettingsRoute(makeSiteSettings({ currency: 'INR', locale: 'en-IN' })),
      [`GET /api/coursesv2/${ID}`]: () =>
        jsonResponse({
          course: makeCourseV2({ _id: ID, price: { hourly: 2500, package: 250000 } }),
        }),
    });
    renderApp(`/coursesv2/${ID}`);

    await screen.findByRole('heading', { name: 'Pricing Options' });
    expect(await within(pricing()).findByText('₹2,500/hr')).toBeInTheDocument();
    expect(within(pricing()).getByText('₹2,50,000')).toBeInTheDocument();
    expect(within(pricing()).queryByText(/\$/)).not.toBeInTheDocument();
  });

  it('when only the package price is set, then Hourly Rate is not shown', async () => {
    openCourse({ price: { package: 1200.5 } });

    await screen.findByRole('heading', { name: 'Pricing Options' });
    expect(within(pricing()).queryByText('Hourly Rate')).not.toBeInTheDocument();
    expect(within(pricing()).getByText('$1,200.50')).toBeInTheDocument();
  });

  it('when shown, then Enroll Now leads to the contact form with the course chosen and the four perks are listed', async () => {
    openCourse({ title: 'IB Physics' });

    await screen.findByRole('heading', { name: 'Pricing Options' });
    expect(within(pricing()).getByRole('link', { name: 'Enroll Now' })).toHaveAttribute(
      'href',
      '/contact?course=IB+Physics',
    );
    for (const perk of [
      'Personalized study plan',
      'Flexible scheduling',
      'Expert guidance',
      'Comprehensive materials',
    ]) {
      expect(await within(pricing()).findByText(perk)).toBeInTheDocument();
    }
  });

  it('when the course has no instructor, then "Expert Instructor" is shown', async () => {
    openCourse({ instructor: null });

    await screen.findByRole('heading', { name: 'Pricing Options' });
    expect(within(pricing()).getByText('Expert Instructor')).toBeInTheDocument();
  });
});
