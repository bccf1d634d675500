import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { PUBLIC_SCREENS, type AuthResponse } from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { LoginForm } from '../../../features/auth/components/login-form';
import { useAuth } from '../../../lib/auth-store';
import { ADMIN_REQUIRED_NOTICE, homeFor, readLoginRedirect } from '../../auth-redirect';
import { AuthCard } from '../../../components/ui/auth-card';
import { usePageMeta } from '../../../lib/use-page-meta';

/** Location state another page leaves for the sign-in page: a line to show above the form. */
export interface LoginNotice {
  notice: string;
}

function noticeOf(state: unknown): string | null {
  const notice = (state as Partial<LoginNotice> | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}

export function LoginRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const auth = useAuth();
  usePageMeta({ title: PUBLIC_SCREENS.login.title, description: 'Sign in to your account.' });
  const { from, adminRequired } = readLoginRedirect(location.state);
  const notice = noticeOf(location.state);

  // Already signed in and nothing asked of them here: straight on. After an admin-required
  // redirect the form stays, so a non-admin can switch to an admin account.
  if (auth.status === 'authenticated' && !adminRequired) {
    return <Navigate to={from ?? homeFor(auth.user)} replace />;
  }

  const goOn = ({ user }: AuthResponse) => {
    void navigate(from ?? homeFor(user), { replace: true });
  };

  return (
    <AuthCard
      title="Sign in to your account"
      footer={
        <>
          New here?{' '}
          <Link to={PUBLIC_SCREENS.register.path} className="font-semibold text-primary underline">
            Create an account
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {adminRequired && <Alert tone="info">{ADMIN_REQUIRED_NOTICE}</Alert>}
        {notice && <Alert tone="info">{notice}</Alert>}
        <LoginForm onSuccess={goOn} />
        <Link
          to={PUBLIC_SCREENS['forgot-password'].path}
          className="self-center text-sm font-semibold text-primary underline"
        >
          Forgot password?
        </Link>
      </div>
    </AuthCard>
  );
}
