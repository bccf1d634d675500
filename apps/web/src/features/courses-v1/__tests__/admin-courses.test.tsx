import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, findAdminSectionTitle, renderApp, storeSession } from '../../../test/render-app';
import { makeCourse, makeTutor, TUTOR_ID } from './fixtures';

type Routes = Parameters<typeof mockFetch>[0];

function openAdmin(path = '/admin/courses', routes: Routes = {}) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/courses': () => jsonResponse({ courses: [makeCourse()] }),
    'GET /api/team': () => jsonResponse({ members: [makeTutor()] }),
    ...routes,
  });
  const view = renderApp(path);
  return { fetchMock, currentLocation: view.currentLocation };
}

describe('admin courses v1', () => {
  it('when Delete is chosen, then the exact question is asked before deleting', async () => {
    const { fetchMock } = openAdmin('/admin/courses', {
      'DELETE /api/courses/c1': () => new Response(null, { status: 204 }),
    });
    await findAdminSectionTitle('Courses');
    await screen.findByRole('heading', { name: 'Python for Data Science' });
    await userEvent.click(screen.getByRole('button', { name: /^Delete/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this course? This will also delete all course details.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/courses/c1',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
  });

  it('when a course is listed, then it links to its Course Details editor', async () => {
    openAdmin();
    await screen.findByRole('heading', { name: 'Python for Data Science' });

    const link = screen
      .getAllByRole('link')
      .find((a) => a.textContent?.startsWith('Course Details'));
    expect(link).toHaveAttribute('href', '/admin/courses/c1/details');
  });

  it('when /admin/courses/new opens, then the add form is already open', async () => {
    openAdmin('/admin/courses/new');

    expect(await screen.findByRole('dialog', { name: 'Add New Course' })).toBeInTheDocument();
  });

  it('when a course is added, then the curriculum is split and trimmed and the instructor sent as {_id}', async () => {
    const { fetchMock } = openAdmin('/admin/courses', {
      'POST /api/courses': () => jsonResponse({ course: makeCourse({ _id: 'c2' }) }, 201),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Course' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Course' });
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Intro to Design');
    await userEvent.selectOptions(within(dialog).getByLabelText('Category'), 'Design');
    await userEvent.type(within(dialog).getByLabelText('Price'), '99.5');
    await userEvent.type(within(dialog).getByLabelText('Duration (hours)'), '10');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor'), TUTOR_ID);
    await userEvent.type(within(dialog).getByLabelText('Curriculum'), ' Colour ,Type,  Layout ,');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(call?.[1]?.body))).toMatchObject({
      title: 'Intro to Design',
      category: 'Design',
      price: 99.5,
      duration: 10,
      curriculum: ['Colour', 'Type', 'Layout'],
      instructor: { _id: TUTOR_ID },
    });
  });

  it('when an image is uploaded, then Add Course waits for it and its link fills Image URL', async () => {
    let store: () => void = () => undefined;
    openAdmin('/admin/courses/new', {
      'POST /api/uploads': () =>
        new Promise((resolve) => {
          const file = { id: 'f1', url: '/api/files/f1', contentType: 'image/png', size: 3 };
          store = () => resolve(jsonResponse({ file }, 201));
        }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add New Course' });

    await userEvent.upload(
      within(dialog).getByLabelText('Upload image'),
      new File(['png'], 'course.png', { type: 'image/png' }),
    );
    expect(
      await within(dialog).findByRole('progressbar', { name: 'Uploading image' }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add Course' })).toBeDisabled(),
    );
    store();

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Image URL')).toHaveValue('/api/files/f1'),
    );
    expect(within(dialog).getByRole('button', { name: 'Add Course' })).toBeEnabled();
  });

  it('when submitted empty, then the required fields are flagged and nothing is sent', async () => {
    const { fetchMock } = openAdmin('/admin/courses/new');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Course' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Instructor is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('when saving fails, then "Failed to save course."', async () => {
    openAdmin('/admin/courses', {
      'PUT /api/courses/c1': () => jsonResponse({ message: 'x', code: 'BAD' }, 400),
    });
    await screen.findByRole('heading', { name: 'Python for Data Science' });
    await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    expect(within(dialog).getByLabelText('Curriculum')).toHaveValue('Python basics, pandas');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save course.');
  });

  it('when the list fails to load, then "Failed to load courses."', async () => {
    openAdmin('/admin/courses', {
      'GET /api/courses': () => jsonResponse({ message: 'x', code: 'BAD' }, 400),
    });

    expect(await screen.findByText('Failed to load courses.')).toBeInTheDocument();
  });
});
