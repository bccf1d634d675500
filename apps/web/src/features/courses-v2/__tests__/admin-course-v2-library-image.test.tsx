import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { filesAnswer, makeStoredFile } from '../../../test/stored-file-fixture';
import { openAddForm, openAdmin } from './admin-v2-harness';

const STORED_IMAGE = makeStoredFile();

describe('admin courses v2: an image from the media library', () => {
  it('when an admin picks a stored image, then its link fills Image URL and the preview shows it, with nothing uploaded', async () => {
    const fetchMock = openAdmin({
      'GET /api/files': filesAnswer([STORED_IMAGE]),
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
