import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { ScrollHelper } from './scroll-helper';
import { SkipLink } from './skip-link';

/** Wraps every page, public and admin alike. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <SkipLink />
      <ScrollHelper />
      {navigation.state === 'loading' && (
        // Lazy screens (the admin area) are fetched on first visit; say so meanwhile.
        <p role="status" className="sr-only">
          Loading page…
        </p>
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
