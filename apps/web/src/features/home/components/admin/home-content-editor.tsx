import { Alert } from '../../../../components/ui/alert';
import { Spinner } from '../../../../components/ui/spinner';
import { useAdminHomeContent } from '../../api/home-content-admin';
import { HomeContentForm } from './home-content-form';
import type { CoursePagesPreview } from './home-content-preview';

/** Admin 'Home page': loads the home page's words, then edits them. */
export function HomeContentEditor({
  coursePagesPreview,
}: {
  coursePagesPreview?: CoursePagesPreview;
}) {
  const home = useAdminHomeContent();
  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Home page</h1>
      {home.isPending && <Spinner label="Loading the home page…" />}
      {home.isError && <Alert>Failed to load the home page.</Alert>}
      {home.isSuccess && (
        <HomeContentForm initial={home.data} coursePagesPreview={coursePagesPreview} />
      )}
    </div>
  );
}
