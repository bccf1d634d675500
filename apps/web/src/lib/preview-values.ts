import type { TeamMember } from '@tutoring/shared';

/** A form's list rows as a saved list reads: trimmed, the blank ones dropped. */
export const nonBlankRows = (rows: readonly string[] | undefined): string[] =>
  (rows ?? []).map((row) => row.trim()).filter((row) => row.length > 0);

/** The picked instructor's id as a saved course reads it: id and name, or none. */
export function instructorOf(
  id: string | undefined,
  team: readonly TeamMember[],
): { _id: string; name: string } | null {
  const member = team.find((candidate) => candidate._id === id);
  return member ? { _id: member._id, name: member.name } : null;
}
