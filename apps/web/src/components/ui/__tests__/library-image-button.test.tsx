import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '../../../lib/auth-store';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, EDITOR } from '../../../test/render-app';
import { renderElement } from '../../../test/render-screen';
import { filesAnswer, makeStoredFile } from '../../../test/stored-file-fixture';
import { LibraryImageButton } from '../library-image-button';

const IMAGE = makeStoredFile({ usedBy: [] });

describe('Choose from library', () => {
  it('when an admin picks an image, then the field gets its link and only images were asked for', async () => {
    signIn({ token: 'token-admin', user: ADMIN });
    const fetchMock = mockFetch({
      'GET /api/files': filesAnswer([IMAGE]),
    });
    const onPick = vi.fn();
    const user = userEvent.setup();
    renderElement(<LibraryImageButton onPick={onPick} />);

    await user.click(screen.getByRole('button', { name: 'Choose from library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image from the library' });
    await user.click(await within(dialog).findByRole('button', { name: /physics-hero\.jpg/ }));

    expect(onPick).toHaveBeenCalledWith(IMAGE.url);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [url] = callsTo(fetchMock, 'GET /api/files')[0]!;
    expect(new URL(String(url), 'http://test').searchParams.get('type')).toBe('image');
    signOut();
  });

  it('when an editor edits an image field, then no library is offered (the API lists files to admins)', () => {
    signIn({ token: 'token-editor', user: EDITOR });
    renderElement(<LibraryImageButton onPick={vi.fn()} />);

    expect(screen.queryByRole('button', { name: 'Choose from library' })).toBeNull();
    signOut();
  });
});
