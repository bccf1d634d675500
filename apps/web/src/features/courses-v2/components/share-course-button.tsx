import { Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

type ShareState = { kind: 'idle' } | { kind: 'copied' } | { kind: 'failed'; url: string };

/** The server's link-preview page for the course (Open Graph tags), which leads on to the SPA. */
function shareUrlFor(courseId: string): string {
  return `${window.location.origin}/share/coursesv2/${encodeURIComponent(courseId)}`;
}

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Phones: the system share sheet. Elsewhere: the link is copied and the copy announced. */
async function shareCourse(title: string, url: string): Promise<ShareState> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return { kind: 'idle' };
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      return isCancelled(error) ? { kind: 'idle' } : { kind: 'failed', url };
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    return { kind: 'copied' };
  } catch {
    return { kind: 'failed', url };
  }
}

export function ShareCourseButton({ courseId, title }: { courseId: string; title: string }) {
  const [state, setState] = useState<ShareState>({ kind: 'idle' });
  const onShare = async () => setState(await shareCourse(title, shareUrlFor(courseId)));
  return (
    <div className="flex flex-col gap-1">
      <Button variant="outline" onClick={() => void onShare()}>
        <Share2 aria-hidden="true" className="size-5" />
        Share
      </Button>
      <p role="status" aria-live="polite" className="text-sm">
        {state.kind === 'copied' && <span className="text-success">Link copied</span>}
        {state.kind === 'failed' && (
          <span className="break-all text-error">
            Could not share the link. Copy it: {state.url}
          </span>
        )}
      </p>
    </div>
  );
}
