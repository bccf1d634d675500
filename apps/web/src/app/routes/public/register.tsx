import { Link, Navigate, useNavigate } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { useAuth } from '../../../lib/auth-store';
import { homeFor } from '../../auth-redirect';
import { AuthCard } from '../../../components/ui/auth-card';
import { usePageMeta } from '../../../lib/use-page-meta';

export function RegisterRoute() {
  const navigate = useNavigate();
  const auth = useAuth();
  usePageMeta({
    title: PUBLIC_SCREENS.register.title,
    description: 'Create an account to follow your courses.',
  });
  if (auth.status === 'authenticated') return <Navigate to={homeFor(auth.user)} replace />;

  return (
    <AuthCard
      title="Create your account"
      footer={
        <>
          Already have an account?{' '}
          <Link to={PUBLIC_SCREENS.login.path} className="font-semibold text-primary underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm
        onSuccess={() => void navigate(PUBLIC_SCREENS.dashboard.path, { replace: true })}
      />
    </AuthCard>
  );
}
