import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestimonyForm } from '../components/testimony-form';

describe('TestimonyForm', () => {
  it('when the student name is blank, then it is required and nothing is sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestimonyForm saving={false} onSubmit={onSubmit} onCancel={vi.fn()} />);

    await user.type(screen.getByLabelText('Testimony text'), 'Great tutors.');
    await user.click(screen.getByRole('button', { name: 'Save Testimony' }));

    expect(await screen.findByText('Student name is required.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when name and a video link are given, then they are sent trimmed', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<TestimonyForm saving={false} onSubmit={onSubmit} onCancel={vi.fn()} />);

    await user.type(screen.getByLabelText('Student name'), '  Mia Chen ');
    await user.type(screen.getByLabelText('Video URL'), 'https://youtu.be/aqz-KE-bpKQ');
    await user.click(screen.getByRole('button', { name: 'Save Testimony' }));

    expect(onSubmit).toHaveBeenCalledWith(
      { studentName: 'Mia Chen', text: '', videoUrl: 'https://youtu.be/aqz-KE-bpKQ' },
      expect.anything(),
    );
  });

  it('when shown, then hints say which video links work and advise text or video', () => {
    render(<TestimonyForm saving={false} onSubmit={vi.fn()} onCancel={vi.fn()} />);

    expect(screen.getByLabelText('Video URL')).toHaveAccessibleDescription(
      /YouTube, Vimeo or Google Drive link, a link to a video file/,
    );
    expect(screen.getByText(/at least one of text or video/)).toBeInTheDocument();
  });
});
