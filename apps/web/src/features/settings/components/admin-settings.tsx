import { SiteSettingsSection } from './site-settings-section';
import { ThemePicker } from './theme-picker';

export function AdminSettings() {
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Admin Settings</h1>
      <div className="flex flex-col gap-4">
        <div>
          <h2 id="choose-theme" className="text-xl font-semibold text-foreground">
            Choose Theme
          </h2>
          <p className="mt-1 text-sm text-muted">
            The colours apply at once and are kept in this browser.
          </p>
        </div>
        <ThemePicker labelledBy="choose-theme" />
      </div>
      <SiteSettingsSection />
    </section>
  );
}
