import { useQueryClient } from '@tanstack/react-query';
import { AdminContacts } from '../../../features/contact/components/admin-contacts';
import { usePublicCoursesV2 } from '../../../features/courses-v2/api/get-courses-v2';
import { queryKeys } from '../../../lib/query-keys';
import { usePageMeta } from '../../../lib/use-page-meta';

/**
 * The lead list, offered the published course names for its course filter. A saved status
 * or note refreshes every ['stats'…] query: the dashboard card and the sidebar's new count.
 */
export function AdminContactsRoute() {
  usePageMeta({
    title: 'Contact Messages',
    description: 'Contact messages from visitors, with their status and notes.',
  });
  const queryClient = useQueryClient();
  const { data: courses } = usePublicCoursesV2();
  return (
    <AdminContacts
      courseOptions={courses?.map((course) => course.title) ?? []}
      onMessageUpdated={() => queryClient.invalidateQueries({ queryKey: queryKeys.stats.all })}
    />
  );
}
