import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { MarkdownField } from '../markdown-field';

let submitted: { bio: string } | null = null;

function BioForm() {
  const { register, handleSubmit } = useForm({ defaultValues: { bio: 'Teaches maths' } });
  return (
    <form onSubmit={(event) => void handleSubmit((values) => (submitted = values))(event)}>
      <MarkdownField label="Bio" {...register('bio')} />
      <button type="submit">Save</button>
    </form>
  );
}

describe('MarkdownField', () => {
  it('when a word is selected and Bold is pressed, then the form saves it in bold marks', async () => {
    const user = userEvent.setup();
    render(<BioForm />);

    const bio = screen.getByLabelText<HTMLTextAreaElement>('Bio');
    bio.setSelectionRange(8, 13);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(bio.value).toBe('Teaches **maths**');
    expect(submitted).toEqual({ bio: 'Teaches **maths**' });
  });

  it('when the form shows, then the toolbar is one Tab stop naming each of its buttons', () => {
    render(<BioForm />);

    // The toolbar hands focus to its first button and the arrow keys move along it (the
    // browser journey presses them; jsdom does not move focus from inside a focus event).
    const toolbar = screen.getByRole('toolbar', { name: 'Format Bio' });
    expect(toolbar).toHaveAttribute('tabindex', '0');
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(['Heading', 'Bold', 'Italic', 'Bulleted list', 'Numbered list', 'Link']);
  });

  it('when Show formatted is pressed, then the text shows as the public page renders it', async () => {
    const user = userEvent.setup();
    render(<BioForm />);

    const bio = screen.getByLabelText('Bio');
    await user.clear(bio);
    await user.type(bio, '- Maths{Enter}- Physics');
    await user.click(screen.getByRole('button', { name: 'Show formatted' }));

    const formatted = screen.getByRole('region', { name: 'Bio, formatted' });
    const items = await within(formatted).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Maths', 'Physics']);
  });
});
