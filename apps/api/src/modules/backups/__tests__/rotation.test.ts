import { describe, expect, it } from 'vitest';
import { backupName } from '../backup-name';
import { backupsToDrop } from '../rotation';

/** The keep-N-daily-and-M-weekly rule on names whose times the test chooses. */
const name = (time: string) => `tutoring-${time.replaceAll(':', '-')}Z.ejson.gz`;

describe('which backups rotation drops', () => {
  it('when a day has several backups, then only its newest counts as that day’s', () => {
    const names = [
      name('2026-11-27T03:00:00'),
      name('2026-11-27T15:00:00'),
      name('2026-11-26T03:00:00'),
    ];
    expect(backupsToDrop(names, { daily: 7, weekly: 0 })).toEqual([name('2026-11-27T03:00:00')]);
  });

  it('when there are more days than kept, then the oldest days go unless they end a kept week', () => {
    // 2026-11-23 is a Monday: 16..22 is the week before, 9..15 the one before that.
    const days = Array.from({ length: 20 }, (_, index) => {
      const day = String(27 - index).padStart(2, '0');
      return name(`2026-11-${day}T03:00:00`);
    });
    const dropped = backupsToDrop(days, { daily: 3, weekly: 3 });
    const kept = days.filter((day) => !dropped.includes(day));
    expect(kept).toEqual([
      name('2026-11-27T03:00:00'),
      name('2026-11-26T03:00:00'),
      name('2026-11-25T03:00:00'),
      // The newest of the week of the 16th and of the week of the 9th; this week's newest is
      // the 27th, already kept as a daily.
      name('2026-11-22T03:00:00'),
      name('2026-11-15T03:00:00'),
    ]);
  });

  it('when a folder holds other files, then rotation leaves them alone', () => {
    const names = [
      name('2026-11-27T03:00:00'),
      `${name('2026-11-20T03:00:00')}.age`,
      'notes.txt',
      `${name('2026-11-19T03:00:00')}.partial`,
    ];
    expect(backupsToDrop(names, { daily: 1, weekly: 0 })).toEqual([
      `${name('2026-11-20T03:00:00')}.age`,
    ]);
  });

  it('when a backup is labelled, then rotation never drops it and it does not stand for its day', () => {
    // The name `npm run backup -- --label pre-upgrade` writes.
    const preUpgrade = backupName(new Date('2026-11-27T10:00:00Z'), false, 'pre-upgrade');
    const names = [name('2026-11-27T03:00:00'), preUpgrade, name('2026-11-27T15:00:00')];

    expect(backupsToDrop(names, { daily: 1, weekly: 0 })).toEqual([name('2026-11-27T03:00:00')]);
    expect(backupsToDrop([preUpgrade], { daily: 0, weekly: 0 })).toEqual([]);
  });
});
