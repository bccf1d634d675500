import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, mockFetch } from '../../../test/fetch-mock';
import { renderScreen } from '../../../test/render-screen';
import { filesAnswer, makeStoredFile } from '../../../test/stored-file-fixture';
import { MediaLibrary } from '../components/media-library';

const USED = makeStoredFile();
const UNUSED = makeStoredFile({
  _id: 'b'.repeat(24),
  filename: 'old-brochure.pdf',
  contentType: 'application/pdf',
  kind: 'document',
  size: 3_500_000,
  usedBy: [],
  removalDue: '2026-12-20T10:00:00.000Z',
});

const queryOf = (url: unknown) =>
  Object.fromEntries(new URL(String(url), 'http://test').searchParams);

function openLibrary(path = '/') {
  const fetchMock = mockFetch({
    'GET /api/files': filesAnswer([USED, UNUSED]),
    [`DELETE /api/files/${UNUSED._id}`]: () => new Response(null, { status: 204 }),
  });
  const view = renderScreen([{ path: '/', element: <MediaLibrary /> }], path);
  return { fetchMock, ...view };
}

describe('Media Library', () => {
  it('when files are stored, then each shows its type, size and where it is used, or that it is unused and when it goes', async () => {
    openLibrary();

    const used = await screen.findByRole('rowheader', { name: /physics-hero\.jpg/ });
    const usedRow = used.closest('tr')!;
    expect(within(usedRow).getByText('Course (v2): IB Physics HL')).toBeInTheDocument();
    expect(within(usedRow).getByText('47 KB')).toBeInTheDocument();
    expect(within(usedRow).queryByRole('button', { name: /Delete/ })).toBeNull();
    const unusedRow = screen.getByRole('rowheader', { name: /old-brochure\.pdf/ }).closest('tr')!;
    expect(within(unusedRow).getByText('3.3 MB')).toBeInTheDocument();
    expect(within(unusedRow).getByText(/Not used/)).toBeInTheDocument();
    expect(within(unusedRow).getByText(/Removed on .* unless used again/)).toBeInTheDocument();
  });

  it('when an unused file is deleted, then the question is asked first and the file is deleted', async () => {
    const { fetchMock } = openLibrary();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Delete\s*old-brochure\.pdf/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this file?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(callsTo(fetchMock, `DELETE /api/files/${UNUSED._id}`)).toHaveLength(1),
    );
  });

  it('when a type is chosen and a name typed, then the server is asked for them and the URL keeps them', async () => {
    const { fetchMock, currentLocation } = openLibrary();
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'image' } });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search files' }), 'hero');

    await waitFor(() => {
      const [url] = callsTo(fetchMock, 'GET /api/files').at(-1)!;
      expect(queryOf(url)).toEqual({ page: '1', limit: '24', type: 'image', q: 'hero' });
    });
    expect(new URLSearchParams(currentLocation().search).get('type')).toBe('image');
  });

  it('when the Size header is pressed, then the server is asked for the smallest first', async () => {
    const { fetchMock } = openLibrary();
    await userEvent.click(
      within(await screen.findByRole('columnheader', { name: 'Size' })).getByRole('button'),
    );

    await waitFor(() => {
      const [url] = callsTo(fetchMock, 'GET /api/files').at(-1)!;
      expect(queryOf(url).sort).toBe('size');
    });
  });
});
