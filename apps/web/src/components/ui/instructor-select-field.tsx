import type { ComponentProps } from 'react';
import { SelectField } from './form-controls';

type InstructorSelectFieldProps = Omit<ComponentProps<'select'>, 'children'> & {
  /** The team members to choose from. */
  team: readonly { _id: string; name: string }[];
  error?: string | undefined;
};

/** The course forms' instructor: one team member, required; the placeholder cannot be picked. */
export function InstructorSelectField({ team, ...props }: InstructorSelectFieldProps) {
  return (
    <SelectField label="Instructor" required {...props}>
      <option value="" disabled>
        Select instructor
      </option>
      {team.map((member) => (
        <option key={member._id} value={member._id}>
          {member.name}
        </option>
      ))}
    </SelectField>
  );
}
