import { AboutContentEditor } from '../../../features/about-content/components/about-content-editor';
import { LegalPageForm } from '../../../features/legal-pages/components/legal-page-form';
import { useAuth } from '../../../lib/auth-store';
import { mayOpen } from '../../../lib/screen-access';
import { usePageMeta } from '../../../lib/use-page-meta';

export function AdminContentRoute() {
  usePageMeta({
    title: 'Site Content',
    description: 'Edit the About Us history and values, the privacy notice and the terms.',
  });
  // The legal pages bind the institute, so only an administrator words them; editors see
  // About Us only.
  const mayEditLegal = mayOpen({ audience: 'admin' }, useAuth().user?.role);
  return (
    <>
      <AboutContentEditor />
      {mayEditLegal && (
        <section aria-labelledby="legal-pages-heading" className="flex flex-col gap-4 p-4 sm:p-6">
          <h2 id="legal-pages-heading" className="text-xl font-bold text-foreground">
            Privacy notice and terms
          </h2>
          <LegalPageForm name="privacy" />
          <LegalPageForm name="terms" />
        </section>
      )}
    </>
  );
}
