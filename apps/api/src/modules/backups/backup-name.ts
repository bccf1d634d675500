/**
 * A backup's file name: tutoring-<UTC time>[-<label>].ejson.gz[.age]. It sorts by time, is
 * safe in every file system, and carries the time rotation goes by (not the file's date: a
 * copy keeps its age). A label names a backup someone took on purpose (`pre-upgrade`,
 * `manual`): rotation never removes those.
 */
const NAME =
  /^tutoring-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z(?:-([a-z0-9][a-z0-9-]*))?\.ejson\.gz(\.age)?$/;
/** Lower-case letters, digits and dashes: safe in a file name and a shell. */
export const LABEL = /^[a-z0-9][a-z0-9-]{0,39}$/;

export interface BackupName {
  time: Date;
  label?: string;
}

export function backupName(now: Date, encrypted: boolean, label?: string): string {
  if (label !== undefined && !LABEL.test(label)) {
    throw new Error(`A backup label is lower-case letters, digits and dashes (got '${label}').`);
  }
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `tutoring-${stamp}${label ? `-${label}` : ''}.ejson.gz${encrypted ? '.age' : ''}`;
}

/** The time and label a backup's name holds; undefined for any other file. */
export function parseBackupName(name: string): BackupName | undefined {
  const match = NAME.exec(name);
  if (!match) return undefined;
  const time = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return match[5] ? { time, label: match[5] } : { time };
}
