import { useMutation } from '@tanstack/react-query';
import { contactMessageEndpoint } from '@tutoring/shared';
import { apiDownload } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { saveBlob } from '../../../lib/save-blob';
import { filterQuery, type ContactFilters } from './get-contact-messages';

/** The name the spec gives the file when the server does not name it: today's local date. */
export function defaultExportFilename(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `contact_messages_${date}.xlsx`;
}

export { saveBlob };

/** The spreadsheet of what the current filters select (every page, not just the one shown). */
export async function exportContactMessages(filters: ContactFilters): Promise<string> {
  const { blob, filename } = await apiDownload(endpointPath(contactMessageEndpoint, {}, 'export'), {
    query: filterQuery(filters),
    timeoutMs: 60_000,
  });
  const name = filename ?? defaultExportFilename();
  saveBlob(blob, name);
  return name;
}

export function useExportContactMessages() {
  return useMutation({
    mutationFn: exportContactMessages,
    meta: { success: 'Export downloaded.', failure: 'The export failed.' },
  });
}
