import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { MemoryRouter, useRoutes, type RouteObject } from 'react-router-dom';
import { createLocationProbe } from './location-probe';

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * A screen at `path` with a fresh query client that does not retry (no waiting in tests).
 * `currentLocation()` is where the router is now.
 */
export function renderScreen(routes: RouteObject[], path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const probe = createLocationProbe();
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes routes={routes} />
        <probe.Probe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, currentLocation: probe.current, client };
}

/** One element at `/`. */
export function renderElement(element: ReactElement) {
  return renderScreen([{ path: '/', element }]);
}
