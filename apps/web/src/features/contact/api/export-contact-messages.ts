import { useMutation } from '@tanstack/react-query';
import { contactMessageEndpoint } from '@tutoring/shared';
import { apiDownload } from '../../../lib/api-client';
import { endpointPath } from '../../../lib/collection-client';
import { filterQuery, type ContactFilters } from './get-contact-messages';

/** The name the spec gives the file when the server does not name it: today's local date. */
export function defaultExportFilename(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `contact_messages_${date}.xlsx`;
}

/** Hands a downloaded file to the browser: a temporary link with `download`, then cleaned up. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

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
