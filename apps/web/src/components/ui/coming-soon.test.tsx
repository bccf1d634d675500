import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderElement } from '../../test/render-screen';
import { siteSettingsRoute } from '../../test/site-settings-fixture';
import { ComingSoon } from './coming-soon';

describe('coming-soon placeholder', () => {
  it('when a screen is not built yet, then it names the screen and says it is coming soon', async () => {
    mockFetch(siteSettingsRoute());
    renderElement(<ComingSoon title="Resource Library" />);

    expect(screen.getByRole('heading', { level: 1, name: 'Resource Library' })).toBeInTheDocument();
    expect(screen.getByText('This screen is coming soon.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Resource Library | Harbour Lights Academy'));
  });
});
