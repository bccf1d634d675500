import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch-mock';
import { openAddForm, openAdmin } from './admin-v2-harness';

const STORED_IMAGE = {
  _id: 'a'.repeat(24),
  url: `/api/files/${'a'.repeat(24)}`,
  filename: 'physics-hero.jpg',
  contentType: 'image/jpeg',
  kind: 'image',
  size: 48_000,
  createdAt: '2026-11-20T10:00:00.000Z',
  usedBy: [{ entity: 'course-v2', id: 'c'.repeat(24), label: 'Course (v2): IB Physics HL' }],
};

describe('admin courses v2: an image from the media library', () => {
  it('when an admin picks a stored image, then its link fills Image URL and the preview shows it, with nothing uploaded', async () => {
    const fetchMock = openAdmin({
      'GET /api/files': () => jsonResponse({ files: [STORED_IMAGE], total: 1, page: 1, limit: 24 }),
    });
    const dialog = await openAddForm();
    const user = userEvent.setup();

    await user.click(within(dialog).getByRole('button', { name: 'Choose from library' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await user.click(await within(picker).findByRole('button', { name: /physics-hero\.jpg/ }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText('Image URL')).toHaveValue(STORED_IMAGE.url),
    );
    expect(within(dialog).getByRole('img', { name: 'Uploaded image preview' })).toHaveAttribute(
      'src',
      STORED_IMAGE.url,
    );
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/uploads'))).toBe(false);
  });
});
