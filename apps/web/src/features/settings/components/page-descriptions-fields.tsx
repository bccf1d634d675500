import { useFormContext } from 'react-hook-form';
import { DESCRIBED_PAGES, PUBLIC_SCREENS, type SiteSettingsInput } from '@tutoring/shared';
import { MetaDescriptionField } from '../../../components/ui/meta-description-field';

/**
 * Each public page's description for search results and link previews: blank, the
 * page's own content gives one.
 */
export function PageDescriptionsFields() {
  const {
    formState: { errors },
  } = useFormContext<SiteSettingsInput>();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold text-foreground">Search descriptions</legend>
      {DESCRIBED_PAGES.map((page) => (
        <MetaDescriptionField<SiteSettingsInput>
          key={page}
          name={`pageDescriptions.${page}`}
          label={`${PUBLIC_SCREENS[page].title} page`}
          error={errors.pageDescriptions?.[page]?.message}
        />
      ))}
    </fieldset>
  );
}
