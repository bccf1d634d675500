import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComingSoon } from './coming-soon';

describe('coming-soon placeholder', () => {
  it('when a screen is not built yet, then it names the screen and says it is coming soon', async () => {
    render(<ComingSoon title="Resource Library" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming soon.')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Resource Library | Summit Tutoring Institute'),
    );
  });
});
