import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCourse } from '../../features/courses-v1/__tests__/fixtures';
import { makeCourseV2 } from '../../features/courses-v2/__tests__/fixtures';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { ADMIN, findAdminSectionTitle, renderApp, storeSession } from '../../test/render-app';
import { makeTeamMember } from '../../test/team-member-fixture';

/** The API as the server keeps it: courses read their instructor's name from the team. */
function fakeSite() {
  let member = makeTeamMember({ _id: 'm1' });
  const instructor = () => ({ _id: member._id, name: member.name });
  storeSession(ADMIN);
  mockFetch({
    'GET /api/auth/me': () => jsonResponse({ user: ADMIN }),
    'GET /api/team': () => jsonResponse({ members: [member] }),
    'PUT /api/team/m1': (_url, init) => {
      member = { ...member, ...(JSON.parse(String(init.body)) as object) };
      return jsonResponse({ member });
    },
    'GET /api/courses': () => jsonResponse({ courses: [makeCourse({ instructor: instructor() })] }),
    'GET /api/coursesv2': () =>
      jsonResponse({ courses: [makeCourseV2({ instructor: instructor() })] }),
  });
}

const sidebarLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', { name });

describe('renaming a tutor in the admin', () => {
  it('when a tutor is renamed, then the admin and public course lists show the new name at once', async () => {
    const user = userEvent.setup();
    fakeSite();
    renderApp('/courses');
    expect(await screen.findByText('Dr. Anika Sharma')).toBeInTheDocument();
    await user.click(screen.getAllByRole('link', { name: 'Admin Panel' })[0]!);
    await findAdminSectionTitle('Dashboard');
    await user.click(sidebarLink('Courses V2'));
    expect(await screen.findByText('Dr. Anika Sharma')).toBeInTheDocument();

    await user.click(sidebarLink('Our Team'));
    await user.click(await screen.findByRole('button', { name: 'Edit Dr. Anika Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Team Member' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Dr. Anika Rao');
    await user.click(within(dialog).getByRole('button', { name: 'Save Member' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(sidebarLink('Courses V2'));
    expect(await screen.findByText('Dr. Anika Rao')).toBeInTheDocument();
    expect(screen.queryByText('Dr. Anika Sharma')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'View Public Site' }));
    await user.click((await screen.findAllByRole('link', { name: 'All Courses' }))[0]!);
    expect(await screen.findByText('Dr. Anika Rao')).toBeInTheDocument();
    expect(screen.queryByText('Dr. Anika Sharma')).not.toBeInTheDocument();
  });
});
