import { useMutation } from '@tanstack/react-query';
import {
  eraseAnswerSchema,
  privacyEndpoints,
  retentionRunSchema,
  type Erased,
  type RetentionRun,
} from '@tutoring/shared';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { saveBlob } from '../../../lib/save-blob';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';

/** What a person's erasure or a retention run changes: leads, the dashboard, the mail. */
const CHANGED = [queryKeys.contactMessages.all, queryKeys.stats.all, queryKeys.outbox.all];

/** Everything stored about an e-mail address, saved as one JSON file for the person. */
export async function downloadPersonData(email: string): Promise<string> {
  const { blob, filename } = await apiDownload(privacyEndpoints.export, { query: { email } });
  const name = filename ?? 'personal_data.json';
  saveBlob(blob, name);
  return name;
}

export function useDownloadPersonData() {
  return useMutation({
    mutationFn: downloadPersonData,
    meta: { success: 'Personal data downloaded.', failure: 'The download failed.' },
  });
}

/** Erases a person by e-mail; what went is answered (and leads, bookings and mail move on). */
export function useErasePerson() {
  return useInvalidatingMutation(
    async (email: string): Promise<Erased> =>
      (
        await apiRequest(privacyEndpoints.erase, {
          method: 'POST',
          body: { email },
          schema: eraseAnswerSchema,
        })
      ).erased,
    CHANGED,
    { success: 'Person erased.', failure: 'The erasure failed.' },
  );
}

/** Runs the retention job now. */
export function useRunRetention() {
  return useInvalidatingMutation(
    (): Promise<RetentionRun> =>
      apiRequest(privacyEndpoints.retentionRun, { method: 'POST', schema: retentionRunSchema }),
    CHANGED,
    { success: 'Retention run finished.', failure: 'The retention run failed.' },
  );
}
