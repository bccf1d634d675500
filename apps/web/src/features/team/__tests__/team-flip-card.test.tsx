import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeTeamMember } from '../../../test/team-member-fixture';
import { TeamFlipCard } from '../components/team-flip-card';

const ANIKA = makeTeamMember({});
const MARCUS = makeTeamMember({
  _id: 'm2',
  name: 'Marcus Whitfield',
  role: 'Physics Tutor',
  bio: '',
  specialties: [],
});

function renderCards(onViewProfile = vi.fn()) {
  render(
    <ul>
      <TeamFlipCard member={ANIKA} onViewProfile={onViewProfile} />
      <TeamFlipCard member={MARCUS} onViewProfile={onViewProfile} />
    </ul>,
  );
  return onViewProfile;
}

describe('TeamFlipCard', () => {
  it('when not flipped, then the front shows photo, name and role and the back is hidden', () => {
    renderCards();

    expect(screen.getByRole('img', { name: 'Dr. Anika Sharma' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(screen.getByText('IB Mathematics Lead')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show bio of Dr. Anika Sharma' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.queryByRole('button', { name: 'View Full Profile' })).not.toBeInTheDocument();
  });

  it('when shown, then the card is 400px tall, 500px from the md breakpoint, and stills its flip for reduced motion', () => {
    renderCards();

    const card = screen
      .getByRole('button', { name: 'Show bio of Dr. Anika Sharma' })
      .closest('li')!;
    expect(card).toHaveClass('h-[400px]', 'md:h-[500px]');
    expect(card.querySelector('.motion-reduce\\:transition-none')).not.toBeNull();
  });

  it('when two cards are flipped, then both stay flipped', async () => {
    const user = userEvent.setup();
    renderCards();

    await user.click(screen.getByRole('button', { name: 'Show bio of Dr. Anika Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Show bio of Marcus Whitfield' }));

    for (const name of ['Dr. Anika Sharma', 'Marcus Whitfield']) {
      expect(screen.getByRole('button', { name: `Show bio of ${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    expect(screen.getAllByRole('button', { name: 'View Full Profile' })).toHaveLength(2);
  });

  it('when flipped, then the bio and only the first 2 expertise tags show', async () => {
    const user = userEvent.setup();
    renderCards();

    await user.click(screen.getByRole('button', { name: 'Show bio of Dr. Anika Sharma' }));

    expect(screen.getByText('Twelve years of IB Mathematics.')).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Key expertise' })).getAllByRole(
      'listitem',
    );
    expect(tags.map((tag) => tag.textContent)).toEqual(['Calculus', 'Statistics']);
  });

  it('when a member has no bio, then the back reads "No bio available"', async () => {
    const user = userEvent.setup();
    renderCards();

    await user.click(screen.getByRole('button', { name: 'Show bio of Marcus Whitfield' }));

    expect(screen.getByText('No bio available')).toBeInTheDocument();
  });

  it('when flipped with the keyboard, then it flips too, and View Full Profile asks for the profile', async () => {
    const user = userEvent.setup();
    const onViewProfile = renderCards();

    screen.getByRole('button', { name: 'Show bio of Dr. Anika Sharma' }).focus();
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'View Full Profile' }));

    expect(onViewProfile).toHaveBeenCalledWith(ANIKA);
  });

  it('when the photo is a file-sharing link, then the direct image link is shown', () => {
    render(
      <ul>
        <TeamFlipCard
          member={makeTeamMember({ imageUrl: 'https://drive.google.com/file/d/abcdefghijkl/view' })}
          onViewProfile={vi.fn()}
        />
      </ul>,
    );

    expect(screen.getByRole('img', { name: 'Dr. Anika Sharma' })).toHaveAttribute(
      'src',
      'https://drive.google.com/uc?export=view&id=abcdefghijkl',
    );
  });
});
