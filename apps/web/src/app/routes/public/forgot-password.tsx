import { Link } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { AuthCard } from '../../../components/ui/auth-card';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { usePageMeta } from '../../../lib/use-page-meta';

export function ForgotPasswordRoute() {
  usePageMeta({
    title: PUBLIC_SCREENS['forgot-password'].title,
    description: 'Get a link by e-mail to set a new password.',
  });
  return (
    <AuthCard
      title="Forgot your password?"
      footer={
        <>
          Remembered it?{' '}
          <Link to={PUBLIC_SCREENS.login.path} className="font-semibold text-primary underline">
            Sign in
          </Link>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-muted">
          Enter the e-mail address of your account and we will send you a link to set a new
          password.
        </p>
        <ForgotPasswordForm />
      </div>
    </AuthCard>
  );
}
