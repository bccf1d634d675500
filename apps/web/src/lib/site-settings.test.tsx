import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { INLINE_SITE_SETTINGS_ID } from '@tutoring/shared';
import { callsTo, mockFetch } from '../test/fetch-mock';
import { makeSiteSettings, siteSettingsRoute } from '../test/site-settings-fixture';
import { useSiteSettings } from './site-settings';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The block the server writes into the entry page's head. */
function writeIntoPage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = INLINE_SITE_SETTINGS_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(INLINE_SITE_SETTINGS_ID)?.remove());

describe('useSiteSettings', () => {
  it('when the page carries the settings, then they are there at once and not asked for', () => {
    const fetchMock = mockFetch(siteSettingsRoute());
    writeIntoPage(JSON.stringify(makeSiteSettings({ name: 'Written In Page' })));

    const { result } = renderHook(() => useSiteSettings(), { wrapper });

    expect(result.current.data?.name).toBe('Written In Page');
    expect(callsTo(fetchMock, 'GET /api/settings/site')).toHaveLength(0);
  });

  it('when the page carries none, then they are asked for', async () => {
    const fetchMock = mockFetch(siteSettingsRoute());

    const { result } = renderHook(() => useSiteSettings(), { wrapper });

    await waitFor(() => expect(result.current.data?.name).toBe('Harbour Lights Academy'));
    expect(callsTo(fetchMock, 'GET /api/settings/site')).toHaveLength(1);
  });

  it('when the block in the page is not JSON, then they are asked for', async () => {
    mockFetch(siteSettingsRoute());
    writeIntoPage('{ not json');

    const { result } = renderHook(() => useSiteSettings(), { wrapper });

    await waitFor(() => expect(result.current.data?.name).toBe('Harbour Lights Academy'));
  });
});
