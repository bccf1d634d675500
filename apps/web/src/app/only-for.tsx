import { Outlet } from 'react-router-dom';
import type { Access } from '@tutoring/shared';
import { Forbidden } from '../components/ui/forbidden';
import { useAuth } from '../lib/auth-store';
import { mayOpen } from '../lib/screen-access';

// Part of the admin area (app/admin-routes.tsx), never loaded by the public pages.

/**
 * Screens inside the admin area for one audience: anyone else who opens one (a typed or
 * bookmarked URL) is told it is not theirs, in the admin layout, rather than sent to sign in
 * again. The server answers 403 to the same person anyway.
 */
export function OnlyFor({ audience }: { audience: Access }) {
  const { user } = useAuth();
  return mayOpen({ audience }, user?.role) ? <Outlet /> : <Forbidden />;
}
