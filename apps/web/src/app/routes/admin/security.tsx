import { AccountSecurity } from '../../../features/auth/components/account-security';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminSecurityRoute() {
  usePageMeta({
    title: 'Security',
    description: 'Your own sign-in: a second factor from an authenticator app, and recovery codes.',
  });
  return (
    <section className="mx-auto flex w-full max-w-lg flex-col gap-4 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Two-factor sign-in</h1>
      <AccountSecurity />
    </section>
  );
}
