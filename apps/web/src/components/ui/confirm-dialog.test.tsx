import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderQuestion() {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      message="Are you sure you want to delete this testimony?"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('when it opens, then it is an alert dialog asking the question, with focus on Cancel', async () => {
    renderQuestion();

    const question = await screen.findByRole('alertdialog', { name: 'Please confirm' });

    expect(question).toHaveAccessibleDescription('Are you sure you want to delete this testimony?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('when Escape is pressed, then it backs out; a click beside it does nothing', async () => {
    const { onConfirm, onCancel } = renderQuestion();
    const question = await screen.findByRole('alertdialog');

    await userEvent.click(question.previousElementSibling!);
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');

    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('when Delete is pressed, then it confirms and stays open for the caller to close', async () => {
    const { onConfirm, onCancel } = renderQuestion();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
