import { MAX_HOME_CLAIMS, type HomeContentInput } from '@tutoring/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FormField } from '../../../../components/ui/form-field';

/** Up to four claims; each can be hidden without losing it. Publish only what you can back. */
export function ClaimsField() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<HomeContentInput>();
  const claims = useFieldArray({ control, name: 'claims' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-foreground">Claims in the hero</legend>
      <p className="text-sm text-muted">
        Numbers your institute can back, such as "80+ Students". None is shown unless entered here.
      </p>
      {claims.fields.map((claim, index) => (
        <div
          key={claim.id}
          className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[8rem_1fr_auto_auto] sm:items-end"
        >
          <FormField
            label={`Claim ${index + 1} value`}
            error={errors.claims?.[index]?.value?.message}
            {...register(`claims.${index}.value`)}
          />
          <FormField
            label={`Claim ${index + 1} label`}
            error={errors.claims?.[index]?.label?.message}
            {...register(`claims.${index}.label`)}
          />
          <label className="flex min-h-11 items-center gap-2 text-sm text-foreground">
            <input type="checkbox" className="size-5" {...register(`claims.${index}.hidden`)} />
            {`Hide claim ${index + 1}`}
          </label>
          <Button
            variant="outline"
            aria-label={`Remove claim ${index + 1}`}
            onClick={() => claims.remove(index)}
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        </div>
      ))}
      {claims.fields.length < MAX_HOME_CLAIMS && (
        <Button
          variant="outline"
          className="self-start"
          onClick={() => claims.append({ value: '', label: '', hidden: false })}
        >
          <Plus aria-hidden="true" className="size-4" /> Add Claim
        </Button>
      )}
    </fieldset>
  );
}
