import type { ComponentProps } from 'react';
import { TeamMemberSelectField } from './team-member-select-field';

type InstructorSelectFieldProps = Omit<
  ComponentProps<typeof TeamMemberSelectField>,
  'label' | 'placeholder'
>;

/** The course forms' instructor: one team member, required; the placeholder cannot be picked. */
export function InstructorSelectField(props: InstructorSelectFieldProps) {
  return <TeamMemberSelectField label="Instructor" placeholder="Select instructor" {...props} />;
}
