import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STUDENT, renderApp, signedInAs } from '../../../../test/render-app';

describe('user dashboard', () => {
  it('when a signed-in user opens /dashboard, then they are welcomed by name with three cards', async () => {
    signedInAs(STUDENT);
    renderApp('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam Student' }),
    ).toBeInTheDocument();
    for (const card of ['Enrolled Courses', 'Learning Progress', 'Achievements']) {
      expect(screen.getByRole('heading', { name: card })).toBeInTheDocument();
    }
  });
});
