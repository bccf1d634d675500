import { AccountSecurity } from '../../../features/auth/components/account-security';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminSecurityRoute() {
  usePageMeta({
    title: 'Security',
    description: 'Your own sign-in: a second factor from an authenticator app, and recovery codes.',
  });
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-4">
      <h2 className="text-xl font-semibold text-foreground">Two-factor sign-in</h2>
      <AccountSecurity />
    </section>
  );
}
