import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import type { User } from '@tutoring/shared';
import { restoreSession } from '../../../lib/auth-store';
import { ADMIN, EDITOR, storeSession } from '../../../test/render-app';
import { renderElement } from '../../../test/render-screen';
import { TeamMemberForm } from '../components/team-member-form';
import type { ImageEncoder } from '../lib/process-team-photo';

const MB = 1024 * 1024;
const jpegOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

beforeEach(() => {
  // jsdom has no object URLs; the preview only needs a string.
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

function renderForm(encoder: ImageEncoder = async () => jpegOf(100)) {
  const onSubmit = vi.fn();
  renderElement(
    <TeamMemberForm saving={false} onSubmit={onSubmit} onCancel={vi.fn()} encoder={encoder} />,
  );
  return onSubmit;
}

/** Signed in as `user`, as a stored session is read when the app starts. */
function startTestSession(user: User) {
  storeSession(user);
  restoreSession();
}

describe("TeamMemberForm: a tutor's private contact", () => {
  it('when an admin edits a member, then the e-mail and meeting link are there and sent', async () => {
    startTestSession(ADMIN);
    const user = userEvent.setup();
    const onSubmit = renderForm();

    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Role'), 'Physics');
    await user.type(screen.getByLabelText(/E-mail/), 'ada@harbour.example');
    await user.type(screen.getByLabelText(/Meeting link/), 'https://meet.example/ada');
    await user.click(screen.getByRole('button', { name: 'Save Member' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      email: 'ada@harbour.example',
      meetingLink: 'https://meet.example/ada',
    });
  });

  it('when an editor edits a member, then neither field is shown', () => {
    startTestSession(EDITOR);
    renderForm();

    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.queryByLabelText(/E-mail/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Meeting link/)).not.toBeInTheDocument();
  });
});

describe('TeamMemberForm', () => {
  it('when the chosen file is not an image, then it says "Please upload an image file"', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();

    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText('Please upload an image file')).toBeInTheDocument();
  });

  it('when the photo is still over 2 MB after compression, then it names the size in MB', async () => {
    const user = userEvent.setup();
    renderForm(async (_file, max) => jpegOf(max === 800 ? 3.25 * MB : 100));

    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['x'], 'big.png', { type: 'image/png' }),
    );

    expect(
      await screen.findByText(
        'Image is still too large after compression (3.25 MB). Please use a smaller image.',
      ),
    ).toBeInTheDocument();
  });

  it('when the photo cannot be processed, then it says so', async () => {
    const user = userEvent.setup();
    renderForm(async () => Promise.reject(new Error('broken')));

    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['x'], 'broken.jpg', { type: 'image/jpeg' }),
    );

    expect(
      await screen.findByText('Failed to process image. Please try again.'),
    ).toBeInTheDocument();
  });

  it('when saved, then specialties are split on commas, trimmed, blanks dropped, and the stored photos go along', async () => {
    const user = userEvent.setup();
    mockFetch({
      'POST /api/uploads': (_url, init) => {
        const file = (init.body as FormData).get('file') as File;
        const id = file.name.replace('.jpg', '');
        const stored = { id, url: `/api/files/${id}`, contentType: 'image/jpeg', size: file.size };
        return jsonResponse({ file: stored }, 201);
      },
    });
    const encode = vi.fn<ImageEncoder>(async (_file, max) => jpegOf(max));
    const onSubmit = renderForm(encode);

    await user.type(screen.getByLabelText('Name'), 'Mia Chen');
    await user.type(screen.getByLabelText('Role'), 'SAT Coach');
    await user.type(screen.getByLabelText('Specialties'), ' SAT Math ,, Reading,  ,Essay ');
    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['x'], 'mia.webp', { type: 'image/webp' }),
    );
    const save = screen.getByRole('button', { name: 'Save Member' });
    await vi.waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Mia Chen',
      role: 'SAT Coach',
      specialties: ['SAT Math', 'Reading', 'Essay'],
      avatarImage: '/api/files/avatar',
      profileImage: '/api/files/profile',
    });
    expect(encode.mock.calls.map(([, max]) => max)).toEqual([400, 800]);
  });

  it('when the photo is still being resized or stored, then Save Member waits for it', async () => {
    const user = userEvent.setup();
    // Both pictures (avatar and profile) are stored; each waits until the test lets them finish.
    let finishStoring: () => void = () => undefined;
    const stored = new Promise<void>((resolve) => (finishStoring = resolve));
    const fetchMock = mockFetch({
      'POST /api/uploads': async () => {
        await stored;
        return jsonResponse(
          { file: { id: 'p', url: '/api/files/p', contentType: 'image/jpeg', size: 1 } },
          201,
        );
      },
    });
    let finishResizing: () => void = () => undefined;
    const resized = new Promise<void>((resolve) => (finishResizing = resolve));
    renderForm(async () => {
      await resized;
      return jpegOf(100);
    });
    const save = screen.getByRole('button', { name: 'Save Member' });

    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['x'], 'mia.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Processing image…')).toBeInTheDocument();
    expect(save).toBeDisabled();
    finishResizing();
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toBeInTheDocument();
    expect(save).toBeDisabled();
    finishStoring();

    await waitFor(() => expect(save).toBeEnabled());
    expect(callsTo(fetchMock, 'POST /api/uploads')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when name and role are blank, then nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();

    await user.click(screen.getByRole('button', { name: 'Save Member' }));

    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
