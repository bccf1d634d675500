import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { openAdmin, sentBody } from './admin-v2-harness';
import { makeCourseV2, TUTOR_ID } from './fixtures';

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

    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
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
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Failed to delete course.')).toBeInTheDocument();
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
