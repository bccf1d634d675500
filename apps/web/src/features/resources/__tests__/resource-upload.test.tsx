import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sentRequests } from '../../../test/fake-xhr';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { AdminResources } from '../components/admin-resources';

const MB = 1024 * 1024;

/** A file that says it is `bytes` long without holding them. */
function fileOf(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

/** The Add Resource form, with uploads that wait until the test answers or they are aborted. */
async function openFormWithSlowUploads() {
  const aborted = vi.fn();
  const fetchMock = mockFetch({
    'GET /api/resources': () => jsonResponse({ resources: [] }),
    'POST /api/uploads': (_url, init) =>
      new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => {
          aborted();
          reject(new DOMException('aborted', 'AbortError'));
        }),
      ),
  });
  renderElement(<AdminResources />);
  await userEvent.click(await screen.findByRole('button', { name: 'Add Resource' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Resource' });
  return { dialog, aborted, fetchMock };
}

describe('admin resources: uploading a file', () => {
  it('when a file is on its way, then a labelled progress bar says how far, and Add Resource waits', async () => {
    const { dialog } = await openFormWithSlowUploads();

    await userEvent.upload(
      within(dialog).getByLabelText('Upload a file'),
      fileOf('clip.mp4', 'video/mp4', 40 * MB),
    );
    await vi.waitFor(() => expect(sentRequests()).toHaveLength(1));
    sentRequests()[0]!.reportProgress(10 * MB, 40 * MB);

    const progress = await within(dialog).findByRole('progressbar', { name: 'Uploading file' });
    await waitFor(() => expect(progress).toHaveAttribute('value', '25'));
    expect(within(dialog).getByText('25%')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add Resource' })).toBeDisabled(),
    );
  });

  it('when Cancel upload is pressed, then the request is aborted, it says so and the form can be saved again', async () => {
    const { dialog, aborted } = await openFormWithSlowUploads();
    await userEvent.upload(
      within(dialog).getByLabelText('Upload a file'),
      fileOf('clip.mp4', 'video/mp4', 40 * MB),
    );

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancel upload' }));

    expect(await within(dialog).findByText('Upload cancelled.')).toBeInTheDocument();
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('File URL')).toHaveValue('');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Add Resource' })).toBeEnabled(),
    );
  });

  it("when the file is over its type's limit, then it says so and sends nothing", async () => {
    const { dialog, fetchMock } = await openFormWithSlowUploads();

    await userEvent.upload(
      within(dialog).getByLabelText('Upload a file'),
      fileOf('clip.mp4', 'video/mp4', 51 * MB),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This MP4 file is 51 MB; the limit is 50 MB.',
    );
    expect(callsTo(fetchMock, 'POST /api/uploads')).toHaveLength(0);
  });

  it('when the browser names a type the server does not take, then it says which it takes and sends nothing', async () => {
    const { dialog, fetchMock } = await openFormWithSlowUploads();
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      within(dialog).getByLabelText('Upload a file'),
      fileOf('notes.txt', 'text/plain', 100),
    );

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This file type is not supported.',
    );
    expect(callsTo(fetchMock, 'POST /api/uploads')).toHaveLength(0);
  });
});
