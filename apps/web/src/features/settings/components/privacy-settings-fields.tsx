import type { SiteSettingsInput } from '@tutoring/shared';
import { FormField } from '../../../components/ui/form-field';
import { useFormFields } from '../../../lib/field-wiring';

/**
 * The settings of a person's data, kept together so other settings merge beside
 * them: whether the public forms require consent, the privacy notice's version, and how long
 * leads are kept (the Privacy screen runs the job now).
 */
export function PrivacySettingsFields() {
  const { field, register } = useFormFields<SiteSettingsInput>();
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold text-foreground">Privacy</legend>
      <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-foreground">
        <input type="checkbox" className="size-5" {...register('consentRequired')} />
        Require consent on the contact and booking forms
      </label>
      <FormField
        label="Privacy notice version"
        hint="Raise it when the privacy notice changes: each consent records the version it was given to."
        {...field('privacyNoticeVersion')}
      />
      <FormField
        label="Delete spam after (days)"
        type="number"
        min={1}
        {...field('retention.spamDays', { valueAsNumber: true })}
      />
      <FormField
        label="Anonymise closed leads after (months)"
        type="number"
        min={1}
        {...field('retention.closedLeadMonths', { valueAsNumber: true })}
      />
    </fieldset>
  );
}
