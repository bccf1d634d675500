import type { Migration } from './migration-runner';

/**
 * Accounts stored before deactivation existed have no `active` field. Code reads a missing
 * one as active (`activeAdmins()`), but a filter such as `{ active: true }` would miss them:
 * store it, so every account has it.
 */
export const accountsActive: Migration = {
  id: '2026-11-27-accounts-active',
  description: 'accounts without an active flag are stored as active',
  async up(db) {
    await db
      .collection('users')
      .updateMany({ active: { $exists: false } }, { $set: { active: true } });
  },
};
