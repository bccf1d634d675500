import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import {
  siteSettingsCollection,
  type SiteSettings,
  type SiteSettingsInput,
} from '@tutoring/shared';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { errorMessage, isApiError } from '../../../lib/api-error';
import { formValuesOf } from '../../../lib/form-values';
import { useSaveSiteSettings } from '../api/site-settings-admin';
import { useIsUploading } from '../../../lib/use-upload';
import { mutationKeys } from '../../../lib/query-keys';
import { BookingMailFields } from './booking-mail-fields';
import { CategoryListsField } from './category-lists-field';
import { MoneyFields } from './money-fields';
import { PageDescriptionsFields } from './page-descriptions-fields';
import { PhonesField } from './phones-field';
import { PrivacySettingsFields } from './privacy-settings-fields';
import { SiteImageField } from './site-image-field';
import { SocialLinksField } from './social-links-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { fieldWiring } from '../../../lib/field-wiring';

export const SETTINGS_SAVED = 'Settings saved.';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings.';

const valuesOf = (site: SiteSettings) => formValuesOf(siteSettingsCollection.input, site);

interface SiteSettingsFormProps {
  initial: SiteSettings;
  /** The id of the heading that names the form. */
  labelledBy: string;
}

/** The institute's details, checked by the shared schema before they are sent. */
export function SiteSettingsForm({ initial, labelledBy }: SiteSettingsFormProps) {
  const form = useForm<SiteSettingsInput, unknown, SiteSettings>({
    resolver: zodResolver(siteSettingsCollection.input),
    defaultValues: valuesOf(initial),
  });
  const save = useSaveSiteSettings();
  // Saving mid-upload would store the settings without the picture the admin just chose.
  const uploading = useIsUploading(mutationKeys.uploadSiteImage);
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const field = fieldWiring(register, errors);
  useUnsavedChanges(isDirty);

  const submit = (values: SiteSettings) =>
    save.mutate(values, {
      // What the server stored (blank rows dropped, an outside picture made ours) is shown.
      onSuccess: (saved) => form.reset(valuesOf(saved)),
      // The server names each refused field: shown beside it, as the form's own checks are.
      onError: (error) => {
        for (const detail of isApiError(error) ? error.details : []) {
          form.setError(detail.path as FieldPath<SiteSettingsInput>, { message: detail.message });
        }
      },
    });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby={labelledBy}
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex max-w-3xl flex-col gap-5"
      >
        <FormField label="Institute name" required autoComplete="organization" {...field('name')} />
        <FormField label="Tagline" {...field('tagline')} />
        <SiteImageField
          name="logo"
          label="Logo"
          hint="Shown in the header beside the name: an uploaded picture, or an http(s) link."
          preview={{ width: 80, height: 80 }}
        />
        <FormField label="Contact e-mail" type="email" autoComplete="email" {...field('email')} />
        <PhonesField />
        <FormField
          label="WhatsApp number"
          type="tel"
          autoComplete="tel"
          hint="Visitors chat with this number from the contact page."
          {...field('whatsapp')}
        />
        <TextAreaField label="Postal address" {...field('address')} />
        <TextAreaField label="Opening hours" {...field('hours')} />
        <FormField
          label="Time zone"
          hint="Where the institute is, e.g. Asia/Kolkata: tutors' hours are read in it, and booking mails show it."
          {...field('timeZone')}
        />
        <BookingMailFields />
        <MoneyFields />
        <CategoryListsField />
        <SocialLinksField />
        <PageDescriptionsFields />
        <SiteImageField
          name="shareImage"
          label="Share image"
          hint="Shown in link previews of pages that have no picture of their own."
          preview={{ width: 240, height: 126 }}
        />
        <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-foreground">
          <input type="checkbox" className="size-5" {...register('requireAdminTwoFactor')} />
          Require two-factor sign-in for administrators
        </label>
        <PrivacySettingsFields />
        {save.isSuccess && <Alert tone="info">{SETTINGS_SAVED}</Alert>}
        {save.isError && <Alert>{errorMessage(save.error, SETTINGS_SAVE_FAILED)}</Alert>}
        <Button type="submit" className="self-end" disabled={save.isPending || uploading}>
          {save.isPending ? 'Saving...' : 'Save Site Settings'}
        </Button>
      </form>
    </FormProvider>
  );
}
