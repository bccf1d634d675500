import { useQuery } from '@tanstack/react-query';
import { batchesEndpoints, holidaySchema, type Holiday } from '@tutoring/shared';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation';
import { batchAdminKeys } from './batch-admin-keys';

const { holidays, holidaySuggestions } = batchesEndpoints;
const listSchema = z.object({ holidays: z.array(holidaySchema) });

export function useHolidays() {
  return useQuery({
    queryKey: batchAdminKeys.holidays.all,
    queryFn: async ({ signal }) =>
      (await apiRequest(holidays.path, { schema: listSchema, signal })).holidays,
  });
}

/** A country's public holidays of a year, to pick from; asked for once a year is chosen. */
export function useHolidaySuggestions(country: string, year: number | null) {
  return useQuery({
    queryKey: batchAdminKeys.holidays.suggestions(country, year ?? 0),
    enabled: year !== null,
    queryFn: async ({ signal }) =>
      (
        await apiRequest(holidaySuggestions.path, {
          query: { country, year },
          schema: listSchema,
          signal,
        })
      ).holidays,
  });
}

/** PUT the whole list; every batch's future sessions are made anew around it. */
export function useSaveHolidays() {
  return useInvalidatingMutation(
    (list: Holiday[]) => apiRequest(holidays.path, { method: 'PUT', body: { holidays: list } }),
    [batchAdminKeys.holidays.all, batchAdminKeys.sessions.all],
    { success: 'Holidays saved.' },
  );
}
