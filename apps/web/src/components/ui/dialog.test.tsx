import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View Full Profile
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Profile">
        <p>Bio</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('when it was opened from a plain button and closes on Escape, then focus returns to that button', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'View Full Profile' });

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Profile' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
