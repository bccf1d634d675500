import { PUBLIC_SCREENS } from '@tutoring/shared';
import { AuthCard } from '../../../components/ui/auth-card';
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form';
import { useAuth } from '../../../lib/auth-store';
import { usePageMeta } from '../../../lib/use-page-meta';

export function ChangePasswordRoute() {
  const { user } = useAuth();
  usePageMeta({
    title: PUBLIC_SCREENS['change-password'].title,
    description: 'Change the password of your account.',
  });
  return (
    <AuthCard
      title="Change password"
      footer="Changing it signs you out everywhere else: other devices sign in with the new one."
    >
      {user && <ChangePasswordForm user={user} />}
    </AuthCard>
  );
}
