import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { renderElement } from '../../../test/render-screen';
import { makeTeamMember } from '../../../test/team-member-fixture';
import { TeamMemberForm } from '../components/team-member-form';

describe('TeamMemberForm: Preview', () => {
  it('when the role, bio and specialties are changed and Preview pressed, then the card and profile show them and nothing is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({});
    const onSubmit = vi.fn();
    const member = makeTeamMember({ name: 'Ada Lovelace', role: 'Maths', bio: 'Old bio.' });
    renderElement(
      <TeamMemberForm initial={member} saving={false} onSubmit={onSubmit} onCancel={vi.fn()} />,
    );
    const role = screen.getByLabelText(/^Role/);
    await user.clear(role);
    await user.type(role, 'Physics tutor');
    const bio = screen.getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, 'Teaches:{Enter}{Enter}- Mechanics{Enter}- Optics');
    const specialties = screen.getByLabelText('Specialties');
    await user.clear(specialties);
    await user.type(specialties, 'IB Physics, Olympiad');

    await user.click(screen.getByRole('button', { name: 'Preview team member' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview: team member' });
    const card = within(preview).getByRole('list', { name: 'Team card' });
    expect(within(card).getByText('Physics tutor')).toBeInTheDocument();
    expect(within(card).getByText(/Mechanics/)).toBeInTheDocument();
    expect(within(card).getByText('Olympiad')).toBeInTheDocument();
    expect(await within(preview).findByText('Optics', { selector: 'li' })).toBeVisible();
    expect(within(preview).queryByText('Old bio.')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Show bio of Ada Lovelace' }));
    await user.click(within(card).getByRole('button', { name: 'View Full Profile' }));
    expect(
      within(preview).getByRole('region', { name: 'Full profile: Ada Lovelace' }),
    ).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
