import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { openAddForm, openAdmin, sentBody } from './admin-v2-harness';
import { makeCourseV2, TUTOR_ID } from './fixtures';

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

  it('when a search description is typed, then its counter follows it and it is sent with the course', async () => {
    const fetchMock = openAdmin({
      'POST /api/coursesv2': () => jsonResponse({ course: makeCourseV2({ _id: 'n1' }) }, 201),
    });
    const dialog = await openAddForm();
    const search = within(dialog).getByLabelText('Search description');
    expect(search).toHaveAccessibleDescription(/^0\/160 characters/);
    await userEvent.type(within(dialog).getByLabelText('Title'), 'AP Biology');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Cells and genetics');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor'), TUTOR_ID);

    await userEvent.type(search, 'AP Biology, one to one.');
    expect(search).toHaveAccessibleDescription(/^23\/160 characters/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST')).toMatchObject({
      metaDescription: 'AP Biology, one to one.',
    });
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

  it('when the course is made online with a room, then the place is sent; a script link is refused', async () => {
    const fetchMock = openAdmin({
      'POST /api/coursesv2': () => jsonResponse({ course: makeCourseV2({ _id: 'n2' }) }, 201),
    });
    const dialog = await openAddForm();
    expect(within(dialog).getByLabelText('Place')).toHaveValue('in-person');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'AP Biology');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Cells and genetics');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor'), TUTOR_ID);
    await userEvent.selectOptions(within(dialog).getByLabelText('Place'), 'online');
    const link = within(dialog).getByLabelText(/Meeting link/);
    await userEvent.type(link, 'javascript:alert(1)');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));
    expect(
      await within(dialog).findByText('Use a link that starts with http:// or https://.'),
    ).toBeInTheDocument();
    await userEvent.clear(link);
    await userEvent.type(link, 'https://meet.example/bio');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBody(fetchMock, 'POST')).toMatchObject({
      place: { kind: 'online', link: 'https://meet.example/bio', address: '' },
    });
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

  it('when Cancel is clicked and the typing discarded, then the modal closes and opens empty next time', async () => {
    openAdmin();
    let dialog = await openAddForm();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Draft title');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openAddForm();

    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  });
});
