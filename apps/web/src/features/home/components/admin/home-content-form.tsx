import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { homeContentCollection, type HomeContent, type HomeContentInput } from '@tutoring/shared';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-controls';
import { FormField } from '../../../../components/ui/form-field';
import { useUnsavedChanges } from '../../../../components/ui/unsaved-changes';
import { formValuesOf } from '../../../../lib/form-values';
import { useSaveHomeContent } from '../../api/home-content-admin';
import { ClaimsField } from './claims-field';
import { HomeContentPreview, type CoursePagesPreview } from './home-content-preview';
import { homeContentPreviewOf } from './home-content-preview-values';
import { PerksField, ThemesField, WhyChooseField } from './home-lists-fields';
import { PreviewButton } from '../../../../components/ui/preview-button';

const valuesOf = (home: HomeContent) => formValuesOf(homeContentCollection.input, home);

/** The home page's words, checked by the shared schema before they are sent. */
interface HomeContentFormProps {
  initial: HomeContent;
  /** The course pages' part of the preview ('Why Choose', the pricing card's perks). */
  coursePagesPreview?: CoursePagesPreview | undefined;
}

export function HomeContentForm({ initial, coursePagesPreview }: HomeContentFormProps) {
  const form = useForm<HomeContentInput, unknown, HomeContent>({
    resolver: zodResolver(homeContentCollection.input),
    defaultValues: valuesOf(initial),
  });
  const save = useSaveHomeContent();
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  const submit = (values: HomeContent) =>
    save.mutate(values, { onSuccess: (saved) => form.reset(valuesOf(saved)) });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label="Home page"
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex max-w-3xl flex-col gap-6"
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1.5 text-sm font-medium text-foreground">Hero</legend>
          <FormField
            label="Headline"
            required
            error={errors.hero?.headline?.message}
            {...register('hero.headline')}
          />
          <TextAreaField
            label="Subline"
            hint="Left empty, the tagline from Settings is shown."
            rows={2}
            error={errors.hero?.subline?.message}
            {...register('hero.subline')}
          />
          <FormField
            label="Button label"
            required
            hint="The button that leads to the courses."
            error={errors.hero?.cta?.message}
            {...register('hero.cta')}
          />
        </fieldset>
        <ClaimsField />
        <ThemesField />
        <WhyChooseField />
        <PerksField />
        {save.isSuccess && <Alert tone="info">Home page saved.</Alert>}
        {save.isError && <Alert>Failed to save the home page.</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <PreviewButton
            what="Home page"
            render={() => (
              <HomeContentPreview
                content={homeContentPreviewOf(form.getValues())}
                coursePages={coursePagesPreview}
              />
            )}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
