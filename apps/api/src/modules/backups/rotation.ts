import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseBackupName } from './backup-name';

/**
 * Which backups a folder keeps: the newest of each of the last `daily` days that have one, and
 * the newest of each of the last `weekly` ISO weeks (Monday to Sunday, UTC) that have one.
 * The time comes from the file name (backup-name.ts), not the file's date: a copy or a restore
 * from elsewhere keeps its age. Labelled backups (taken before an upgrade, or by hand) and
 * files of other names are never touched, and do not count as a day's or a week's backup.
 */
export interface KeepPolicy {
  daily: number;
  weekly: number;
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
    .flatMap((name) => {
      const parsed = parseBackupName(name);
      return parsed && !parsed.label ? [{ name, time: parsed.time }] : [];
    })
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
