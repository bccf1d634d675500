import { teamMemberCollection, type TeamMember, type TeamMemberInput } from '@tutoring/shared';
import { useState, type FormEvent } from 'react';
import { FormActions } from '../../../components/ui/form-actions';
import { TextAreaField } from '../../../components/ui/form-controls';
import { FormField } from '../../../components/ui/form-field';
import { formValuesOf } from '../../../lib/form-values';
import type { ImageEncoder } from '../lib/process-team-photo';
import { parseSpecialties } from '../lib/member-photo';
import { TeamPhotoInput, type PhotoBlobs } from './team-photo-input';

export interface TeamMemberSubmit {
  input: TeamMemberInput;
  photo: PhotoBlobs | undefined;
}

interface TeamMemberFormProps {
  initial?: TeamMember | undefined;
  saving: boolean;
  onSubmit: (value: TeamMemberSubmit) => void;
  onCancel: () => void;
  encoder?: ImageEncoder;
}

export function TeamMemberForm({
  initial,
  saving,
  onSubmit,
  onCancel,
  encoder,
}: TeamMemberFormProps) {
  // Every input field, the pictures and any the form shows no control for included: they go
  // back as they came.
  const [values] = useState(() => formValuesOf(teamMemberCollection.input, initial));
  const [name, setName] = useState(values.name);
  const [role, setRole] = useState(values.role);
  const [bio, setBio] = useState(values.bio ?? '');
  const [specialties, setSpecialties] = useState((values.specialties ?? []).join(', '));
  const [photo, setPhoto] = useState<PhotoBlobs | undefined>();
  const [touched, setTouched] = useState(false);
  const nameError = touched && !name.trim() ? 'Name is required.' : undefined;
  const roleError = touched && !role.trim() ? 'Role is required.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!name.trim() || !role.trim()) return;
    onSubmit({
      input: {
        ...values,
        name: name.trim(),
        role: role.trim(),
        bio: bio.trim(),
        specialties: parseSpecialties(specialties),
      },
      photo,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={nameError}
      />
      <FormField
        label="Role"
        required
        value={role}
        onChange={(e) => setRole(e.target.value)}
        error={roleError}
      />
      <TextAreaField label="Bio" rows={4} value={bio} onChange={(e) => setBio(e.target.value)} />
      <FormField
        label="Specialties"
        hint="Separate with commas, e.g. IB Math, Calculus, Exam Strategy"
        value={specialties}
        onChange={(e) => setSpecialties(e.target.value)}
      />
      <TeamPhotoInput
        currentUrl={values.profileImage || values.avatarImage || ''}
        onChange={setPhoto}
        {...(encoder ? { encoder } : {})}
      />
      <FormActions saving={saving} submitLabel="Save Member" onCancel={onCancel} />
    </form>
  );
}
