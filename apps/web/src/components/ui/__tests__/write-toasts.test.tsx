import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { ADMIN, renderApp, storeSession } from '../../../test/render-app';
import { makeTeamMember } from '../../../test/team-member-fixture';

const ANIKA = makeTeamMember();

function openTeam(routes: Parameters<typeof mockFetch>[0]) {
  storeSession(ADMIN);
  mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/team': () => jsonResponse({ members: [ANIKA] }),
    ...routes,
  });
  renderApp('/admin/team');
}

/** The toasts' live region, as a screen reader hears it. */
const notifications = () => screen.findByRole('region', { name: /Notifications/ });

async function deleteAnika() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Delete Dr. Anika Sharma' }));
  await user.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
  );
}

async function renameAnika() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Dr. Anika Sharma' }));
  const form = await screen.findByRole('dialog', { name: 'Edit Team Member' });
  await user.type(within(form).getByLabelText('Name'), ' PhD');
  await user.click(within(form).getByRole('button', { name: 'Save Member' }));
}

describe('toasts after admin writes', () => {
  it('when a delete succeeds, then a toast says so in the live region', async () => {
    openTeam({ 'DELETE /api/team/m1': () => new Response(null, { status: 204 }) });

    await deleteAnika();

    expect(
      await within(await notifications()).findByText('Team member deleted.'),
    ).toBeInTheDocument();
  });

  it("when a delete is refused, then the toast gives the server's reason", async () => {
    openTeam({
      'DELETE /api/team/m1': () =>
        jsonResponse(
          { code: 'CONFLICT', message: 'Dr. Anika Sharma still teaches IB Maths.' },
          409,
        ),
    });

    await deleteAnika();

    expect(
      await within(await notifications()).findByText('Dr. Anika Sharma still teaches IB Maths.'),
    ).toBeInTheDocument();
  });

  it('when a save succeeds, then a toast says so in the live region', async () => {
    openTeam({
      'PUT /api/team/m1': (_url, init) =>
        jsonResponse({ member: { ...ANIKA, ...JSON.parse(String(init.body)) } }),
    });

    await renameAnika();

    expect(
      await within(await notifications()).findByText('Team member saved.'),
    ).toBeInTheDocument();
  });

  it("when a save is refused, then the toast gives the server's reason", async () => {
    openTeam({
      'PUT /api/team/m1': () =>
        jsonResponse(
          { code: 'VALIDATION_ERROR', message: 'Role must be at most 200 characters.' },
          400,
        ),
    });

    await renameAnika();

    expect(
      await within(await notifications()).findByText('Role must be at most 200 characters.'),
    ).toBeInTheDocument();
  });
});
