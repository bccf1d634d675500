import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Which backups a folder keeps: the newest of each of the last `daily` days that have one, and
 * the newest of each of the last `weekly` ISO weeks (Monday to Sunday, UTC) that have one.
 * The time comes from the file name (backup-file.ts names them), not the file's date: a copy
 * or a restore from elsewhere keeps its age. Files of other names are never touched.
 */
export interface KeepPolicy {
  daily: number;
  weekly: number;
}

const BACKUP_NAME = /^tutoring-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.ejson\.gz(\.age)?$/;

function timeOf(name: string): Date | undefined {
  const match = BACKUP_NAME.exec(name);
  return match ? new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`) : undefined;
}

/** The Monday (UTC) that starts the date's ISO week: one key per week. */
function weekOf(time: Date): string {
  const monday = new Date(time);
  monday.setUTCDate(time.getUTCDate() - ((time.getUTCDay() + 6) % 7));
  return monday.toISOString().slice(0, 10);
}

/** The backups of `names` the policy drops, newest first. */
export function backupsToDrop(names: string[], keep: KeepPolicy): string[] {
  const dated = names
    .map((name) => ({ name, time: timeOf(name) }))
    .filter((entry): entry is { name: string; time: Date } => entry.time !== undefined)
    .sort((a, b) => b.time.getTime() - a.time.getTime() || b.name.localeCompare(a.name));
  const kept = new Set<string>();
  const keepNewestPer = (key: (time: Date) => string, count: number) => {
    const seen = new Set<string>();
    for (const { name, time } of dated) {
      const period = key(time);
      if (seen.has(period)) continue;
      if (seen.size === count) break;
      seen.add(period);
      kept.add(name);
    }
  };
  keepNewestPer((time) => time.toISOString().slice(0, 10), keep.daily);
  keepNewestPer(weekOf, keep.weekly);
  return dated.filter(({ name }) => !kept.has(name)).map(({ name }) => name);
}

/** Deletes the backups in `dir` the policy drops; returns their names. */
export function pruneBackups(dir: string, keep: KeepPolicy): string[] {
  const dropped = backupsToDrop(readdirSync(dir), keep);
  for (const name of dropped) rmSync(path.join(dir, name), { force: true });
  return dropped;
}

/**
 * Copies a backup into another folder (a mounted off-host disk), under a temporary name first
 * so that a sync job reading that folder never takes a half-copied file.
 */
export function copyBackup(file: string, dir: string): string {
  mkdirSync(dir, { recursive: true });
  const target = path.join(dir, path.basename(file));
  copyFileSync(file, `${target}.partial`);
  renameSync(`${target}.partial`, target);
  return target;
}
