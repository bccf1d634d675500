import { zodResolver } from '@hookform/resolvers/zod';
import { isAdminRole, type TeamMember, type TeamMemberData } from '@tutoring/shared';
import { useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { useAuth } from '../../../lib/auth-store';
import { canvasImageEncoder } from '../lib/canvas-image-encoder';
import type { ImageEncoder } from '../lib/process-team-photo';
import {
  teamMemberFormSchema,
  teamMemberFormValues,
  type TeamMemberFormInput,
} from './team-member-form-values';
import { TeamPhotoInput } from './team-photo-input';
import { useTeamPhoto } from './use-team-photo';
import { MarkdownField } from '../../../components/ui/markdown/markdown-field';
import { PreviewButton } from '../../../components/ui/preview-button';
import { TeamMemberPreview } from './team-member-preview';
import { teamMemberPreviewOf } from './team-member-preview-values';
import { fieldWiring } from '../../../lib/field-wiring';

interface TeamMemberFormProps {
  initial?: TeamMember | undefined;
  saving: boolean;
  onSubmit: (input: TeamMemberData) => void;
  onCancel: () => void;
  /** Tests pass their own: jsdom has no canvas. */
  encoder?: ImageEncoder;
}

/** A team member, checked by the API's own schema; Save waits for a chosen photo to be stored. */
export function TeamMemberForm({
  initial,
  saving,
  onSubmit,
  onCancel,
  encoder = canvasImageEncoder,
}: TeamMemberFormProps) {
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    control,
    formState: { errors, isDirty },
  } = useForm<TeamMemberFormInput, unknown, TeamMemberData>({
    resolver: zodResolver(teamMemberFormSchema),
    defaultValues: teamMemberFormValues(initial),
  });
  const field = fieldWiring(register, errors);
  const setPhoto = ({
    avatarImage,
    profileImage,
  }: Record<'avatarImage' | 'profileImage', string>) => {
    setValue('avatarImage', avatarImage, { shouldDirty: true });
    setValue('profileImage', profileImage, { shouldDirty: true });
  };
  const photo = useTeamPhoto(encoder, setPhoto);
  useUnsavedChanges(isDirty || photo.processing);
  // A tutor's e-mail and meeting room are for admins only: editors neither see nor send them.
  const isAdmin = isAdminRole(useAuth().user?.role);
  const [avatarImage, profileImage] = useWatch({ control, name: ['avatarImage', 'profileImage'] });

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="flex flex-col gap-4"
    >
      <FormField label="Name" required {...field('name')} />
      <FormField label="Role" required {...field('role')} />
      <MarkdownField label="Bio" rows={4} {...field('bio')} />
      <FormField
        label="Specialties"
        hint="Separate with commas, e.g. IB Math, Calculus, Exam Strategy"
        {...field('specialties')}
      />
      {isAdmin && (
        <>
          <FormField
            label="E-mail"
            type="email"
            hint="Private: the tutor's booking invitations go here."
            {...field('email')}
          />
          <FormField
            label="Meeting link"
            type="url"
            hint="The tutor's room for online classes, e.g. https://meet.example.com/ada"
            {...field('meetingLink')}
          />
        </>
      )}
      <TeamPhotoInput
        currentUrl={profileImage || avatarImage || ''}
        photo={photo}
        // The server makes every width of a stored image: one picked photo serves both sizes.
        onPick={(url) => setPhoto({ avatarImage: url, profileImage: url })}
      />
      <FormActions
        saving={saving}
        submitDisabled={photo.busy}
        submitLabel="Save Member"
        onCancel={onCancel}
        extra={
          <PreviewButton
            what="team member"
            render={() => <TeamMemberPreview member={teamMemberPreviewOf(getValues())} />}
          />
        }
      />
    </form>
  );
}
