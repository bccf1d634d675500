import { useWatch } from 'react-hook-form';
import { formatHourlyPrice, formatPrice, type SiteSettingsInput } from '@tutoring/shared';
import { FormField } from '../../../components/ui/form-field';
import { useFormFields } from '../../../lib/field-wiring';

/** An hourly and a package price as visitors will read them, to check the choice by eye. */
function PriceExample() {
  const [currency, locale] = useWatch<SiteSettingsInput, ['currency', 'locale']>({
    name: ['currency', 'locale'],
  });
  const money = { currency: currency?.trim().toUpperCase(), locale: locale?.trim() };
  return (
    <p className="text-sm text-muted" aria-live="polite">
      {`Prices will read: ${formatHourlyPrice(2500, money)} and ${formatPrice(250000, money)}`}
    </p>
  );
}

/** The currency every price is in, and the locale it is written in. */
export function MoneyFields() {
  const { field } = useFormFields<SiteSettingsInput>();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-foreground">Prices</legend>
      <FormField
        label="Currency"
        hint="An ISO 4217 code: USD, INR, AED, GBP…"
        autoCapitalize="characters"
        {...field('currency')}
      />
      <FormField
        label="Locale"
        hint="How numbers are written, as a language tag: en-US, en-IN (2,50,000), ar-AE…"
        {...field('locale')}
      />
      <PriceExample />
    </fieldset>
  );
}
