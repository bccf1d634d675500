import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse } from '../../../test/fetch-mock';
import { openAddForm, openAdmin, type Routes } from './admin-v2-harness';
import { makeCourseV2, TUTOR_ID } from './fixtures';

const STORED = { id: 'f1', url: '/api/files/f1', contentType: 'image/png', size: 3 };
const stored = () => jsonResponse({ file: STORED }, 201);
const png = () => new File(['png'], 'course.png', { type: 'image/png' });

async function openWith(routes: Routes) {
  const fetchMock = openAdmin(routes);
  const dialog = await openAddForm();
  return { fetchMock, dialog };
}

describe('admin courses v2: uploading the course image', () => {
  it('when an image is chosen, then it is uploaded, its URL fills Image URL and a preview shows', async () => {
    const { fetchMock, dialog } = await openWith({ 'POST /api/uploads': stored });
    const file = png();

    await userEvent.upload(within(dialog).getByLabelText('Upload image'), file);

    await waitFor(() => expect(within(dialog).getByLabelText('Image URL')).toHaveValue(STORED.url));
    const [upload] = callsTo(fetchMock, 'POST /api/uploads');
    expect((upload?.[1]?.body as FormData).get('file')).toBe(file);
    expect(within(dialog).getByRole('img', { name: 'Uploaded image preview' })).toHaveAttribute(
      'src',
      STORED.url,
    );
  });

  it('when the upload is under way, then it reads "Uploading…" and the control is disabled', async () => {
    const { dialog } = await openWith({ 'POST /api/uploads': () => new Promise(() => {}) });

    await userEvent.upload(within(dialog).getByLabelText('Upload image'), png());

    expect(await within(dialog).findByText('Uploading…')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Upload image')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add Course' })).toBeDisabled();
  });

  it('when the upload has finished, then the course can be added again', async () => {
    const { dialog } = await openWith({ 'POST /api/uploads': stored });

    await userEvent.upload(within(dialog).getByLabelText('Upload image'), png());

    await waitFor(() => expect(within(dialog).getByLabelText('Image URL')).toHaveValue(STORED.url));
    expect(within(dialog).getByRole('button', { name: 'Add Course' })).toBeEnabled();
  });

  it('when the chosen file is not an image, then it says "Please upload an image file" and sends nothing', async () => {
    const { fetchMock, dialog } = await openWith({ 'POST /api/uploads': stored });
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      within(dialog).getByLabelText('Upload image'),
      new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Please upload an image file',
    );
    expect(callsTo(fetchMock, 'POST /api/uploads')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue('');
  });

  it('when the image is over the 2 MB limit, then it says so before sending anything', async () => {
    const { fetchMock, dialog } = await openWith({ 'POST /api/uploads': stored });
    const large = new File(['png'], 'poster.png', { type: 'image/png' });
    Object.defineProperty(large, 'size', { value: 3 * 1024 * 1024 });

    await userEvent.upload(within(dialog).getByLabelText('Upload image'), large);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This PNG file is 3 MB; the limit is 2 MB.',
    );
    expect(callsTo(fetchMock, 'POST /api/uploads')).toHaveLength(0);
  });

  it('when the server refuses the upload, then its message shows and Image URL is unchanged', async () => {
    const { dialog } = await openWith({
      'POST /api/uploads': () =>
        jsonResponse({ message: 'The file is larger than 5 MB.', code: 'PAYLOAD_TOO_LARGE' }, 413),
    });

    await userEvent.upload(within(dialog).getByLabelText('Upload image'), png());

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The file is larger than 5 MB.',
    );
    expect(within(dialog).getByLabelText('Image URL')).toHaveValue('');
    expect(within(dialog).queryByRole('img', { name: 'Uploaded image preview' })).toBeNull();
  });

  it('when the uploaded URL is edited by hand, then the edit is saved and the preview goes', async () => {
    const { fetchMock, dialog } = await openWith({
      'POST /api/uploads': stored,
      'POST /api/coursesv2': () => jsonResponse({ course: makeCourseV2({ _id: 'n1' }) }, 201),
    });
    await userEvent.upload(within(dialog).getByLabelText('Upload image'), png());
    const imageUrl = within(dialog).getByLabelText('Image URL');
    await waitFor(() => expect(imageUrl).toHaveValue(STORED.url));

    await userEvent.type(imageUrl, '?v=2');
    expect(within(dialog).queryByRole('img', { name: 'Uploaded image preview' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'AP Art');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Drawing');
    await userEvent.selectOptions(within(dialog).getByLabelText('Instructor'), TUTOR_ID);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Course' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [save] = callsTo(fetchMock, 'POST /api/coursesv2');
    expect(JSON.parse(String(save?.[1]?.body))).toMatchObject({ image: `${STORED.url}?v=2` });
  });
});
