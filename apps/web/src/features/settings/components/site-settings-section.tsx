import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { useAdminSiteSettings } from '../api/site-settings-admin';
import { SiteSettingsForm } from './site-settings-form';

const HEADING_ID = 'site-settings';

/** Settings → Site: the institute's name, contacts, pictures and links that every page shows. */
export function SiteSettingsSection() {
  const site = useAdminSiteSettings();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 id={HEADING_ID} className="text-xl font-semibold text-foreground">
          Site
        </h2>
        <p className="mt-1 text-sm text-muted">
          The institute&apos;s name and contacts, shown on every page of the site.
        </p>
      </div>
      {site.isPending && <Spinner label="Loading site settings…" />}
      {site.isError && <Alert>{errorMessage(site.error, 'Failed to load site settings.')}</Alert>}
      {site.isSuccess && <SiteSettingsForm initial={site.data} labelledBy={HEADING_ID} />}
    </div>
  );
}
