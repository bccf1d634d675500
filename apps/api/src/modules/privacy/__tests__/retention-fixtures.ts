import { AuditEntryModel } from '../../audit/audit.model';
import { ContactMessageModel } from '../../contact/contact.model';
import { siteSettingsStore } from '../../site-settings/site-settings.store';
import { RetentionClaimModel } from '../retention-job';

/**
 * Where a retention test starts: no leads, no earlier run (neither its audit entry nor its
 * claim on the day), and settings with the retention defaults.
 */
export async function clearRetentionState(): Promise<void> {
  await ContactMessageModel.deleteMany({});
  await AuditEntryModel.deleteMany({ action: 'retention-run' });
  await RetentionClaimModel.deleteMany({});
  await siteSettingsStore.replace({ name: 'Harbour Lights Academy' });
}

/** The names of the leads still stored, sorted. */
export const leadNames = async () => (await ContactMessageModel.find().distinct('name')).sort();
