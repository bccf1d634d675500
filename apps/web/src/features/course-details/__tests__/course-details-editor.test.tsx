import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CourseDetail, CourseV1 } from '@tutoring/shared';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';

const COURSE_ID = '6b0403a61d0ed3786b2e21f4';
const PATH = `/api/courses/${COURSE_ID}/details`;

const DETAIL: CourseDetail = {
  _id: '6b0403a61d0ed3786b2e21fa',
  courseId: COURSE_ID,
  overview: 'Hands-on Python.',
  prerequisites: ['Algebra'],
  learningOutcomes: [],
  technologies: ['pandas'],
  skillLevel: 'Beginner',
  certification: true,
  totalDuration: 6,
  modules: [
    {
      title: 'Foundations',
      description: '',
      duration: 6,
      topics: ['Loops'],
      learningObjectives: [],
      assignments: [],
      resources: [],
    },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

/** The stored course the preview draws the details with. */
const COURSE: CourseV1 = {
  _id: COURSE_ID,
  title: 'Python for Finance',
  slug: 'python-for-finance',
  formerSlugs: [],
  metaDescription: '',
  tagline: '',
  category: 'Data Science',
  description: 'Python for money matters.',
  longDescription: '',
  curriculum: [],
  price: 250,
  duration: 6,
  instructor: null,
  imageUrl: '',
  thumbnail: '',
  videoUrl: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

type Routes = Parameters<typeof mockFetch>[0];

function openEditor(detail: CourseDetail | null, routes: Routes = {}) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/courses': () => jsonResponse({ courses: [] }),
    'GET /api/team': () => jsonResponse({ members: [] }),
    [`GET ${PATH}`]: () =>
      detail
        ? jsonResponse({ courseDetail: detail })
        : jsonResponse({ message: 'No.', code: 'NOT_FOUND' }, 404),
    ...routes,
  });
  const view = renderApp(`/admin/courses/${COURSE_ID}/details`);
  return { fetchMock, currentLocation: view.currentLocation };
}

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save Course Details' }));
const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  JSON.parse(
    String(fetchMock.mock.calls.find(([, init]) => init?.method === method)?.[1]?.body),
  ) as Record<string, unknown>;

describe('course details editor', () => {
  it('when details exist, then saving PUTs only the input fields and returns to the course list', async () => {
    const { fetchMock, currentLocation } = openEditor(DETAIL, {
      [`PUT ${PATH}`]: () => jsonResponse({ courseDetail: DETAIL }),
    });
    expect(await screen.findByLabelText('Overview')).toHaveValue('Hands-on Python.');
    expect(screen.getByRole('link', { name: 'Back to Courses' })).toHaveAttribute(
      'href',
      '/admin/courses',
    );

    await save();

    await waitFor(() => expect(currentLocation().pathname).toBe('/admin/courses'));
    const body = bodyOf(fetchMock, 'PUT');
    expect(Object.keys(body).sort()).toEqual([
      'certification',
      'learningOutcomes',
      'modules',
      'overview',
      'prerequisites',
      'skillLevel',
      'technologies',
    ]);
  });

  it('when there are no details (404), then saving POSTs them', async () => {
    const { fetchMock } = openEditor(null, {
      [`POST ${PATH}`]: () => jsonResponse({ courseDetail: DETAIL }, 201),
    });
    await userEvent.type(await screen.findByLabelText('Overview'), 'New overview');

    await save();

    await waitFor(() =>
      expect(bodyOf(fetchMock, 'POST')).toMatchObject({ overview: 'New overview', modules: [] }),
    );
  });

  it('when list rows are added and removed, then the saved lists follow', async () => {
    const { fetchMock } = openEditor(DETAIL, {
      [`PUT ${PATH}`]: () => jsonResponse({ courseDetail: DETAIL }),
    });
    await screen.findByLabelText('Overview');

    await userEvent.click(screen.getByRole('button', { name: 'Add Prerequisite' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Prerequisites 2' }), 'Python 3');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Technologies 1' }));
    await save();

    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toMatchObject({
        prerequisites: ['Algebra', 'Python 3'],
        technologies: [],
      }),
    );
  });

  it('when a module is added, then it is numbered, editable and saved; removing deletes it', async () => {
    const { fetchMock } = openEditor(DETAIL, {
      [`PUT ${PATH}`]: () => jsonResponse({ courseDetail: DETAIL }),
    });
    await screen.findByLabelText('Overview');

    await userEvent.click(screen.getByRole('button', { name: 'Add Module' }));
    const second = screen.getByRole('group', { name: 'Module 2' });
    await userEvent.type(within(second).getByLabelText('Module 2 Title'), 'Charts');
    await userEvent.clear(within(second).getByLabelText('Module 2 Duration (hours)'));
    await userEvent.type(within(second).getByLabelText('Module 2 Duration (hours)'), '2.5');
    await userEvent.click(within(second).getByRole('button', { name: 'Add Topic' }));
    await userEvent.type(
      within(second).getByRole('textbox', { name: 'Module 2 Topics 1' }),
      'Bar charts',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove Module 1' }));
    await save();

    await waitFor(() =>
      expect(bodyOf(fetchMock, 'PUT')).toMatchObject({
        modules: [{ title: 'Charts', duration: 2.5, topics: ['Bar charts'] }],
      }),
    );
  });

  it('when saving is under way, then the button reads Saving... and is disabled', async () => {
    openEditor(DETAIL, { [`PUT ${PATH}`]: () => new Promise<Response>(() => {}) });
    await screen.findByLabelText('Overview');

    await save();

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('when saving fails, then the server message is shown and the page stays', async () => {
    const { currentLocation } = openEditor(DETAIL, {
      [`PUT ${PATH}`]: () =>
        jsonResponse(
          { message: 'Module duration must be at least 0.', code: 'VALIDATION_ERROR' },
          400,
        ),
    });
    await screen.findByLabelText('Overview');

    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Module duration must be at least 0.',
    );
    expect(currentLocation().pathname).toBe(`/admin/courses/${COURSE_ID}/details`);
  });

  it('when the overview and a module are changed and Preview pressed, then the course page shows them and nothing is sent', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openEditor(DETAIL, {
      [`GET /api/courses/${COURSE_ID}`]: () => jsonResponse({ course: COURSE }),
    });
    const overview = await screen.findByLabelText('Overview');
    await user.clear(overview);
    await user.type(overview, 'What you build:{Enter}{Enter}- A loan model');
    const module = screen.getByRole('group', { name: 'Module 1' });
    await user.clear(within(module).getByLabelText('Module 1 Title'));
    await user.type(within(module).getByLabelText('Module 1 Title'), 'Cash flows');

    await user.click(screen.getByRole('button', { name: 'Preview course' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: course' });
    expect(await within(preview).findByRole('heading', { level: 1 })).toHaveTextContent(
      'Python for Finance',
    );
    expect(await within(preview).findByText('A loan model', { selector: 'li' })).toBeVisible();
    expect(
      within(preview).getByRole('button', { name: /Module 1: Cash flows/ }),
    ).toBeInTheDocument();
    expect(within(preview).getByText('Algebra', { selector: 'li' })).toBeInTheDocument();
    const writes = fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
    expect(writes).toHaveLength(0);
  });
});
