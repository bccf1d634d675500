import { Spinner } from '../../../components/ui/spinner';
import { Alert } from '../../../components/ui/alert';
import { useAboutContent } from '../api/get-about-content';
import { AboutContentForm } from './about-content-form';

/** Admin 'Site Content': loads About Us, then edits it. */
export function AboutContentEditor() {
  const about = useAboutContent();
  return (
    <div className="flex min-w-0 flex-col gap-5 p-4 sm:p-6">
      <h1 className="text-2xl font-bold text-foreground">Site Content</h1>
      {about.isPending && <Spinner label="Loading About Us content…" />}
      {about.isError && <Alert>Failed to load About Us content.</Alert>}
      {about.isSuccess && <AboutContentForm initial={about.data} />}
    </div>
  );
}
