import type { ComponentProps } from 'react';
import { SelectField } from './form-controls';

type TeamMemberSelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  label: string;
  /** The first, empty choice, which cannot be picked: 'Select instructor'. */
  placeholder: string;
  /** The team members to choose from. */
  team: readonly { _id: string; name: string }[];
  error?: string | undefined;
};

/** One team member, required (a course's instructor, a tutor's own member). */
export function TeamMemberSelectField({ placeholder, team, ...props }: TeamMemberSelectFieldProps) {
  return (
    <SelectField required {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {team.map((member) => (
        <option key={member._id} value={member._id}>
          {member.name}
        </option>
      ))}
    </SelectField>
  );
}
