import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
  render(
    <TeamMemberForm saving={false} onSubmit={onSubmit} onCancel={vi.fn()} encoder={encoder} />,
  );
  return onSubmit;
}

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

  it('when saved, then specialties are split on commas, trimmed, blanks dropped, and the resized photos go along', async () => {
    const user = userEvent.setup();
    const encode = vi.fn<ImageEncoder>(async (_file, max) => jpegOf(max));
    const onSubmit = renderForm(encode);

    await user.type(screen.getByLabelText('Name'), 'Mia Chen');
    await user.type(screen.getByLabelText('Role'), 'SAT Coach');
    await user.type(screen.getByLabelText('Specialties'), ' SAT Math ,, Reading,  ,Essay ');
    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['x'], 'mia.webp', { type: 'image/webp' }),
    );
    await screen.findByRole('img', { name: 'Photo preview' });
    await user.click(screen.getByRole('button', { name: 'Save Member' }));

    const [{ input, photo }] = onSubmit.mock.calls[0]!;
    expect(input).toMatchObject({
      name: 'Mia Chen',
      role: 'SAT Coach',
      specialties: ['SAT Math', 'Reading', 'Essay'],
    });
    expect([photo.avatar.size, photo.profile.size]).toEqual([400, 800]);
  });

  it('when name and role are blank, then nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();

    await user.click(screen.getByRole('button', { name: 'Save Member' }));

    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
