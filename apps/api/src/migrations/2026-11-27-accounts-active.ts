import type { Migration } from './migration-runner';

const WITHOUT_FLAG = { active: { $exists: false } };

/**
 * Accounts stored before deactivation existed have no `active` field. Code reads a missing
 * one as active (`activeAdmins()`), but a filter such as `{ active: true }` would miss them:
 * store it, so every account has it.
 */
export const accountsActive: Migration = {
  id: '2026-11-27-accounts-active',
  description: 'accounts without an active flag are stored as active',
  async up(db) {
    await db.collection('users').updateMany(WITHOUT_FLAG, { $set: { active: true } });
  },
  async preview(db) {
    const count = await db.collection('users').countDocuments(WITHOUT_FLAG);
    return `${count} account(s) would be stored as active`;
  },
};
