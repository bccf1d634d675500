import { useMutation } from '@tanstack/react-query';
import { FUNNEL_EXPORT_PATH } from '@tutoring/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-blob';
import { funnelQuery, type FunnelFilters } from './get-funnel';

/** The funnel of the chosen period and grouping as an Excel file, saved under the server's name. */
export async function exportFunnel(filters: FunnelFilters): Promise<string> {
  const { blob, filename } = await apiDownload(FUNNEL_EXPORT_PATH, {
    query: funnelQuery(filters),
  });
  const name = filename ?? `lead_funnel_by_${filters.by}.xlsx`;
  saveBlob(blob, name);
  return name;
}

export function useExportFunnel() {
  return useMutation({
    mutationFn: exportFunnel,
    meta: { success: 'Funnel downloaded.', failure: 'The funnel export failed.' },
  });
}
