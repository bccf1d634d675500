import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { makeCourseV2, makeTutor, TUTOR_ID } from './fixtures';

type Routes = Parameters<typeof mockFetch>[0];

function openAdmin(routes: Routes = {}, courses = [makeCourseV2()]) {
  storeSession(ADMIN);
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/coursesv2': () => jsonResponse({ courses }),
    'GET /api/team': () => jsonResponse({ members: [makeTutor()] }),
    ...routes,
  });
  renderApp('/admin/coursesv2');
  return fetchMock;
}

async function openAddForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add New Course' }));
  return screen.findByRole('dialog', { name: 'Add New Course' });
}

function sentBody(
  fetchMock: ReturnType<typeof mockFetch>,
  method: string,
): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === method);
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
}

describe('admin courses v2: list', () => {
  it('when shown as a table, then the columns are exactly the spec ones', async () => {
    openAdmin();
    await userEvent.click(await screen.findByRole('button', { name: 'Table view' }));

    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Title',
      'Exam Type',
      'Mode',
      'Price (Hourly)',
      'Instructor',
      'Status',
      'Actions',
    ]);
    expect(screen.getByRole('cell', { name: '$85/hr' })).toBeInTheDocument();
  });

  it('when a course is published, then its badge is green; a draft is grey', async () => {
    openAdmin({}, [makeCourseV2(), makeCourseV2({ _id: 'd1', title: 'Draft', status: 'draft' })]);

    expect(await screen.findByText('published')).toHaveAttribute('data-tone', 'green');
    expect(screen.getByText('draft')).toHaveAttribute('data-tone', 'grey');
  });

  it('when View is offered, then it leads to the public course page', async () => {
    openAdmin({}, [makeCourseV2({ _id: 'c9' })]);

    await screen.findByRole('heading', { name: 'IB Mathematics HL' });
    const view = screen
      .getAllByRole('link')
      .find((link) => link.textContent === 'View IB Mathematics HL');
    expect(view).toHaveAttribute('href', '/coursesv2/c9');
  });

  it('when the team fails to load, then "Failed to load data."', async () => {
    openAdmin({ 'GET /api/team': () => jsonResponse({ message: 'x', code: 'BAD' }, 400) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data.');
  });

  it('when Delete is confirmed, then the exact question is asked and the course is deleted', async () => {
    const fetchMock = openAdmin(
      { 'DELETE /api/coursesv2/c1': () => new Response(null, { status: 204 }) },
      [makeCourseV2({ _id: 'c1' })],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Delete/ }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this course?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/coursesv2/c1',
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => url === '/api/coursesv2')).toHaveLength(2),
    );
  });

  it('when deleting fails, then "Failed to delete course."', async () => {
    openAdmin(
      { 'DELETE /api/coursesv2/c1': () => jsonResponse({ message: 'x', code: 'BAD' }, 400) },
      [makeCourseV2({ _id: 'c1' })],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Delete/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete course.')).toBeInTheDocument();
  });
});

describe('admin courses v2: the add form', () => {
  it('when opened, then it has the spec defaults and one empty row in each list', async () => {
    openAdmin();
    const dialog = await openAddForm();

    expect(within(dialog).getByLabelText('Exam Type')).toHaveValue('IB');
    expect(within(dialog).getByLabelText('Mode')).toHaveValue('One-on-One');
    expect(within(dialog).getByLabelText('Status')).toHaveValue('draft');
    expect(within(dialog).getByLabelText('Duration')).toHaveValue(
      'Customized based on student needs',
    );
    for (const list of ['Subjects', 'Features', 'Syllabus Summary', 'Highlights']) {
      expect(within(dialog).getByRole('textbox', { name: `${list} 1` })).toHaveValue('');
      expect(within(dialog).queryByRole('textbox', { name: `${list} 2` })).not.toBeInTheDocument();
    }
    expect(within(dialog).getByRole('option', { name: 'Select instructor' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add Course' })).toBeInTheDocument();
  });

  it('when the description is typed, then the live counter reads "n/200 characters"', async () => {
    openAdmin();
    const dialog = await openAddForm();
    expect(within(dialog).getByText('0/200 characters')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Description'), 'Hello');

    expect(within(dialog).getByText('5/200 characters')).toBeInTheDocument();
  });

  it('when submitted empty, then title, description and instructor are required and nothing is sent', async () => {
    const fetchMock = openAdmin();
    const dialog = await openAddForm();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    expect(await within(dialog).findByText('Title is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Instructor is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('when the description is over 200 characters, then it is refused', async () => {
    openAdmin();
    const dialog = await openAddForm();
    await userEvent.click(within(dialog).getByLabelText('Description'));
    await userEvent.paste('x'.repeat(201));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    expect(
      await within(dialog).findByText('Description must be at most 200 characters.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('201/200 characters')).toBeInTheDocument();
  });

  it('when saved, then blank rows are removed, empty prices are null and the list reloads', async () => {
    const fetchMock = openAdmin({
      'POST /api/coursesv2': () => jsonResponse({ course: makeCourseV2({ _id: 'n1' }) }, 201),
    });
    const dialog = await openAddForm();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'AP Biology');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Cells and genetics');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor'), TUTOR_ID);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subjects 1' }), ' Genetics ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Subject' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Subjects 2' }), '   ');
    await userEvent.type(within(dialog).getByLabelText('Hourly Price'), '45.5');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST')).toMatchObject({
      title: 'AP Biology',
      subjects: ['Genetics'],
      features: [],
      syllabusSummary: [],
      highlights: [],
      price: { hourly: 45.5, package: null },
      instructor: TUTOR_ID,
      examType: 'IB',
      status: 'draft',
    });
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([url]) => url === '/api/coursesv2').length,
      ).toBeGreaterThanOrEqual(2),
    );
  });

  it('when a row is removed, then it is gone from the form', async () => {
    openAdmin();
    const dialog = await openAddForm();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Features 1' }));

    expect(within(dialog).queryByRole('textbox', { name: 'Features 1' })).not.toBeInTheDocument();
  });

  it('when saving is under way, then the button reads Saving... and is disabled', async () => {
    openAdmin({ 'POST /api/coursesv2': () => new Promise<Response>(() => {}) });
    const dialog = await openAddForm();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'T');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'D');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor'), TUTOR_ID);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('when saving fails, then "Failed to save course." shows and the modal stays', async () => {
    openAdmin({
      'POST /api/coursesv2': () =>
        jsonResponse({ message: 'Nope.', code: 'VALIDATION_ERROR' }, 400),
    });
    const dialog = await openAddForm();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'T');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'D');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor'), TUTOR_ID);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save course.');
  });

  it('when Cancel is clicked, then the modal closes and opens empty next time', async () => {
    openAdmin();
    let dialog = await openAddForm();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Draft title');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openAddForm();

    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  });
});

describe('admin courses v2: the edit form', () => {
  it('when a course is edited, then it opens prefilled and sends the instructor as its id', async () => {
    const fetchMock = openAdmin(
      {
        'PUT /api/coursesv2/c1': () => jsonResponse({ course: makeCourseV2({ _id: 'c1' }) }),
      },
      [makeCourseV2({ _id: 'c1', title: 'IB Maths' })],
    );
    await userEvent.click(await screen.findByRole('button', { name: /Edit/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit Course' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('IB Maths');
    expect(within(dialog).getByLabelText('Instructor')).toHaveValue(TUTOR_ID);
    expect(within(dialog).getByLabelText('Hourly Price')).toHaveValue(85);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'PUT')).toMatchObject({ title: 'IB Maths', instructor: TUTOR_ID });
  });
});
