import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import type { QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from './router';

interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
}

export function App({ router, queryClient }: AppProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
