import { DEFAULT_CURRENCY, DEFAULT_LOCALE } from '@tutoring/shared';
import { BatchesScreen } from '../../../features/batch-admin/components/batches-screen';
import { useAdminCoursesV2 } from '../../../features/courses-v2/api/get-courses-v2';
import { useTeamMembers } from '../../../features/team/api/get-team-members';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useInstituteTimeZone } from '../../../lib/zoned-format';

export function AdminBatchesRoute() {
  usePageMeta({ title: 'Batches', description: 'Recurring small-group classes of a course.' });
  const courses = useAdminCoursesV2().data ?? [];
  const tutors = useTeamMembers().data ?? [];
  const site = useSiteSettings().data;
  return (
    <section className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Batches</h1>
      <p className="text-muted">
        The open batches, as their course&apos;s page lists them. Closing a batch stops its
        enrolments and takes it off this list and the public pages.
      </p>
      <BatchesScreen
        courses={courses}
        tutors={tutors}
        instituteZone={useInstituteTimeZone()}
        currency={site?.currency ?? DEFAULT_CURRENCY}
        locale={site?.locale ?? DEFAULT_LOCALE}
      />
    </section>
  );
}
