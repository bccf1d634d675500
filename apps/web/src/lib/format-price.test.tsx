import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INLINE_MONEY_PATTERN_ID,
  INLINE_SITE_SETTINGS_ID,
  formatPrice,
  readMoneyPattern,
  type MoneyPattern,
} from '@tutoring/shared';
import { mockFetch } from '../test/fetch-mock';
import { makeSiteSettings, siteSettingsRoute } from '../test/site-settings-fixture';
import { usePriceFormat } from './format-price';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The blocks the server writes into the entry page's head. */
function writeIntoPage(id: string, data: unknown) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = JSON.stringify(data);
  document.head.append(block);
}

const inr = readMoneyPattern({ currency: 'INR', locale: 'en-IN' }) as MoneyPattern;

afterEach(() => {
  document.getElementById(INLINE_SITE_SETTINGS_ID)?.remove();
  document.getElementById(INLINE_MONEY_PATTERN_ID)?.remove();
  vi.restoreAllMocks();
});

describe('usePriceFormat', () => {
  it('when the page carries the money pattern of the site’s settings, then prices are written from it without Intl', () => {
    mockFetch(siteSettingsRoute());
    writeIntoPage(INLINE_SITE_SETTINGS_ID, makeSiteSettings({ currency: 'INR', locale: 'en-IN' }));
    // Marked, to see which way wrote the price.
    writeIntoPage(INLINE_MONEY_PATTERN_ID, { ...inr, before: 'Rs ' });
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');

    const { result } = renderHook(() => usePriceFormat(), { wrapper });

    expect(result.current.hourly(2500)).toBe('Rs 2,500/hr');
    expect(result.current.price(250000.5)).toBe('Rs 2,50,000.50');
    expect(numberFormat).not.toHaveBeenCalled();
  });

  it('when the pattern is for other settings (an admin just changed them), then Intl writes the prices', () => {
    mockFetch(siteSettingsRoute());
    writeIntoPage(INLINE_SITE_SETTINGS_ID, makeSiteSettings({ currency: 'AED', locale: 'ar-AE' }));
    writeIntoPage(INLINE_MONEY_PATTERN_ID, inr);

    const { result } = renderHook(() => usePriceFormat(), { wrapper });

    expect(result.current.price(2500)).toBe(
      formatPrice(2500, { currency: 'AED', locale: 'ar-AE' }),
    );
  });

  it('when the page carries no pattern, then Intl writes the prices', () => {
    mockFetch(siteSettingsRoute());
    writeIntoPage(INLINE_SITE_SETTINGS_ID, makeSiteSettings({ currency: 'INR', locale: 'en-IN' }));

    const { result } = renderHook(() => usePriceFormat(), { wrapper });

    expect(result.current.hourly(2500)).toBe('₹2,500/hr');
  });
});
