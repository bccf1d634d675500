import { Link, useNavigate, useParams } from 'react-router-dom';
import { PUBLIC_SCREENS } from '@tutoring/shared';
import { AuthCard } from '../../../components/ui/auth-card';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form';
import { usePageMeta } from '../../../lib/use-page-meta';
import type { LoginNotice } from './login';

/** Opened from a reset or an invitation e-mail: the link's token is in the route. */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  usePageMeta({
    title: PUBLIC_SCREENS['reset-password'].title,
    description: 'Choose the password of your account.',
  });
  const done = () => {
    const state: LoginNotice = { notice: 'Your password is set. Sign in with it.' };
    void navigate(PUBLIC_SCREENS.login.path, { replace: true, state });
  };
  const askAgain = (
    <Link to={PUBLIC_SCREENS['forgot-password'].path} className="font-semibold underline">
      Ask for a new link
    </Link>
  );
  return (
    <AuthCard title="Set your password" footer={askAgain}>
      <SetPasswordForm token={token} onDone={done} expiredHelp={askAgain} />
    </AuthCard>
  );
}
