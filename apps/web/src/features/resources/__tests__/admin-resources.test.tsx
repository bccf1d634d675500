import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { AdminResources } from '../components/admin-resources';
import { GUIDE } from './fixtures';
import { renderElement } from '../../../test/render-screen';

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

async function openAddForm() {
  await userEvent.click(await screen.findByRole('button', { name: 'Add Resource' }));
  return screen.findByRole('dialog', { name: 'Add Resource' });
}

describe('admin resources', () => {
  it('when the form is submitted empty, then every required field says so and nothing is sent', async () => {
    const fetchMock = mockFetch({ 'GET /api/resources': () => jsonResponse({ resources: [] }) });
    renderElement(<AdminResources />);
    const dialog = await openAddForm();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Resource' }));

    for (const text of [
      'Title is required.',
      'Category is required.',
      'File type is required.',
      'Type is required.',
      'File URL is required.',
    ]) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    // (The form reads the settings' category list: that GET is no write.)
    expect(callsTo(fetchMock, 'POST /api/resources')).toHaveLength(0);
  });

  it('when a file is uploaded, then its URL, file type and type fill the form and are saved', async () => {
    const saved: Record<string, unknown>[] = [];
    mockFetch({
      'GET /api/resources': () => jsonResponse({ resources: [] }),
      'POST /api/uploads': () =>
        jsonResponse(
          {
            file: { id: 'f1', url: '/api/files/f1', contentType: 'application/pdf', size: 4 },
          },
          201,
        ),
      'POST /api/resources': (_url, init) => {
        saved.push(bodyOf(init));
        return jsonResponse({ resource: { ...GUIDE, ...bodyOf(init) } }, 201);
      },
    });
    renderElement(<AdminResources />);
    const dialog = await openAddForm();
    const user = userEvent.setup();

    await user.type(within(dialog).getByLabelText('Title'), 'Algebra Worksheet');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'General');
    await user.upload(
      within(dialog).getByLabelText('Upload a file'),
      new File(['%PDF'], 'algebra.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() =>
      expect(within(dialog).getByLabelText('File URL')).toHaveValue('/api/files/f1'),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Resource' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved[0]).toMatchObject({
      title: 'Algebra Worksheet',
      category: 'General',
      fileType: 'PDF',
      type: 'document',
      fileUrl: '/api/files/f1',
    });
  });

  it('when the server refuses the upload, then its message is shown', async () => {
    mockFetch({
      'GET /api/resources': () => jsonResponse({ resources: [] }),
      'POST /api/uploads': () =>
        jsonResponse({ message: 'This file type is not accepted.', code: 'UNSUPPORTED' }, 415),
    });
    renderElement(<AdminResources />);
    const dialog = await openAddForm();

    await userEvent.upload(
      within(dialog).getByLabelText('Upload a file'),
      new File(['MZ'], 'tool.exe', { type: 'application/pdf' }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file type is not accepted.',
    );
  });

  it('when saving fails, then the save error shows in the form', async () => {
    mockFetch({
      'GET /api/resources': () => jsonResponse({ resources: [GUIDE] }),
      'PUT /api/resources/111111111111111111111111': () =>
        jsonResponse({ message: 'x', code: 'X' }, 500),
    });
    renderElement(<AdminResources />);
    await userEvent.click(await screen.findByRole('button', { name: /Edit Calculus/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resource' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue(GUIDE.title);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to save resource. Please try again.',
    );
  });

  it('when delete is confirmed, then the resource is deleted and the list reloads', async () => {
    let listed = [GUIDE];
    const fetchMock = mockFetch({
      'GET /api/resources': () => jsonResponse({ resources: listed }),
      'DELETE /api/resources/111111111111111111111111': () => {
        listed = [];
        return new Response(null, { status: 204 });
      },
    });
    renderElement(<AdminResources />);
    await userEvent.click(await screen.findByRole('button', { name: /Delete Calculus/ }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this resource?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('No resources yet. Add the first one.')).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.filter(([, init]) => !init?.method || init.method === 'GET'),
    ).toHaveLength(2);
  });

  it('when delete fails, then the delete error shows', async () => {
    mockFetch({
      'GET /api/resources': () => jsonResponse({ resources: [GUIDE] }),
      'DELETE /api/resources/111111111111111111111111': () =>
        jsonResponse({ message: 'x', code: 'X' }, 500),
    });
    renderElement(<AdminResources />);
    await userEvent.click(await screen.findByRole('button', { name: /Delete Calculus/ }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to delete resource. Please try again.',
    );
  });

  it('when loading fails, then the load error shows', async () => {
    mockFetch({ 'GET /api/resources': () => jsonResponse({ message: 'x', code: 'X' }, 500) });
    renderElement(<AdminResources />);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load resources. Please try again later.',
    );
  });
});
