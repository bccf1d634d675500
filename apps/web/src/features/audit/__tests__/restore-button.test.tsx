import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { auditPage, renderActivity, STATUS_CHANGE } from './audit-fixture';

const UPDATE = {
  ...STATUS_CHANGE,
  action: 'update',
  entity: 'course-v2',
  changedFields: ['title'],
  restorable: true,
};
const UPLOAD = {
  ...UPDATE,
  _id: 'f'.repeat(24),
  action: 'upload',
  entity: 'file',
  restorable: false,
};
const RESTORE_URL = `POST /api/audit/${UPDATE._id}/restore`;

function openActivity(restore: () => Response) {
  const fetchMock = mockFetch({
    'GET /api/audit': () => auditPage([UPDATE, UPLOAD]),
    [RESTORE_URL]: restore,
  });
  renderActivity();
  return fetchMock;
}

const restored = () => jsonResponse({ restored: { entity: 'course-v2', id: UPDATE.entityId } });
const sentBodies = (fetchMock: ReturnType<typeof mockFetch>) =>
  callsTo(fetchMock, RESTORE_URL).map(([, init]) => JSON.parse(String(init?.body)));

describe('Restore from the Activity log', () => {
  it('when an entry can be restored, then Restore asks first and then restores it', async () => {
    const fetchMock = openActivity(restored);
    const user = userEvent.setup();

    const buttons = await screen.findAllByRole('button', { name: /^Restore/ });
    expect(buttons).toHaveLength(1); // the upload has no Restore
    await user.click(buttons[0]!);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Restore this course (v2) as it was before this update?');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock)).toEqual([{}]);
  });

  it('when the item changed again since, then the server says so and Restore anyway forces it', async () => {
    let tries = 0;
    const fetchMock = openActivity(() =>
      ++tries === 1
        ? jsonResponse(
            { message: 'The course (v2) changed again since this entry.', code: 'CONFLICT' },
            409,
          )
        : restored(),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Restore/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await within(dialog).findByText(/changed again since this entry\. Restore anyway\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Restore anyway' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock)).toEqual([{}, { force: true }]);
  });

  it('when the changed item is kept as it is, then Cancel sends nothing more', async () => {
    const fetchMock = openActivity(() =>
      jsonResponse({ message: 'It changed again since.', code: 'CONFLICT' }, 409),
    );
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: /^Restore/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Restore' }),
    );
    await screen.findByRole('button', { name: 'Restore anyway' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sentBodies(fetchMock)).toHaveLength(1);
  });
});
