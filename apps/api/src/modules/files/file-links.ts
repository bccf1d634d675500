import type { ChangeHook } from '../../lib/collection/change-hooks';
import { linkedFileIds } from './file-mentions';
import { findFileUses } from './file-uses';
import { markReleased, relink } from './file-retention';

/**
 * The afterChange hook of every collection whose items may link stored files. The files a
 * write linked lose their release mark; those it let go of (a replaced team photo, a deleted
 * resource's file, a v1 course's details) are marked released when nothing else links to them,
 * and removed once they stayed unlinked through the retention window (file-retention.ts), so a
 * restore from the Activity log finds them still there. A failure here is logged and never
 * fails the write: the file merely stays, unmarked.
 */
export function releasesUnlinkedFiles(): ChangeHook {
  return async ({ before, after, stored, log }, context) => {
    const kept = linkedFileIds(after);
    const released = [...linkedFileIds(before, stored?.dependents)].filter((id) => !kept.has(id));
    try {
      await relink([...kept]);
      if (released.length === 0) return;
      const uses = await findFileUses(context.content, new Set(released));
      const now = context.clock?.() ?? new Date();
      await markReleased(
        released.filter((id) => !uses.has(id)),
        now,
      );
    } catch (error) {
      log.warn({ err: error, released }, 'files: files a write let go of were not marked');
    }
  };
}
