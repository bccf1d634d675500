import { HashRouter, useRoutes } from 'react-router-dom';
import { AppProvider } from './provider';
import { appRoutes } from './router';
import type { QueryClient } from '@tanstack/react-query';

interface AppProps {
  queryClient: QueryClient;
}

/** Hash URLs (/#/contact): any static host or proxy serves every page from index.html. */
export function App({ queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
    </AppProvider>
  );
}

/**
 * The app's screens, inside whichever router the caller chose (HashRouter in the browser,
 * MemoryRouter in tests). React Router's declarative mode: no loaders or actions are used, and
 * it adds far less than the data router to the initial JavaScript
 * (docs/decisions/0038-hash-router-in-declarative-mode.md).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
