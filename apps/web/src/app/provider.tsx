import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AppErrorBoundary } from '../components/errors/app-error-boundary';

interface AppProviderProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the screens expect around them. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppErrorBoundary>
  );
}
