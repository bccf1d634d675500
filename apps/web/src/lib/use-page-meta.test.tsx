import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../test/fetch-mock';
import { emptySiteSettings, siteSettingsRoute } from '../test/site-settings-fixture';
import { usePageMeta, type PageMeta } from './use-page-meta';

/** Rendered inside a query client that stays across rerenders. */
function renderElement(element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return render(element, { wrapper });
}

function Screen(meta: PageMeta) {
  usePageMeta(meta);
  return null;
}

const description = () =>
  document.head.querySelector('meta[name="description"]')?.getAttribute('content');

describe('usePageMeta', () => {
  it('when a screen renders, then the tab names it after the institute and the description is set', async () => {
    mockFetch(siteSettingsRoute());
    renderElement(<Screen title="Contact Us" description="Book a free demo class." />);

    await waitFor(() => expect(document.title).toBe('Contact Us | Harbour Lights Academy'));
    expect(description()).toBe('Book a free demo class.');
  });

  it('when the institute is not known yet, then the tab names the screen alone', () => {
    mockFetch();
    renderElement(<Screen title="Contact Us" description="Book a free demo class." />);

    expect(document.title).toBe('Contact Us');
    expect(description()).toBe('Book a free demo class.');
  });

  it('when no name has been saved yet, then the tab names the screen alone, with no dangling bar', async () => {
    const fetchMock = mockFetch(siteSettingsRoute(emptySiteSettings()));
    renderElement(<Screen title="Contact Us" description="Book a free demo class." />);

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(document.title).toBe('Contact Us'));
  });

  it('when the page already has a description tag, then that one is updated, not duplicated', async () => {
    mockFetch(siteSettingsRoute());
    const { rerender } = renderElement(<Screen title="A" description="First." />);

    rerender(<Screen title="B" description="Second." />);

    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(description()).toBe('Second.');
    await waitFor(() => expect(document.title).toBe('B | Harbour Lights Academy'));
  });
});
