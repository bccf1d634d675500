import { Download, FileText, PlayCircle } from 'lucide-react';
import type { Resource } from '@tutoring/shared';
import { buttonClasses } from '../../../components/ui/button-styles';

/** One resource: documents download, videos open in a new tab. */
export function ResourceCard({ resource }: { resource: Resource }) {
  const isVideo = resource.type === 'video';
  const Icon = isVideo ? PlayCircle : FileText;
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
      <div className="flex items-start justify-between gap-3">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-primary" />
        <span className="rounded-full border border-border px-2 py-0.5 text-xs font-semibold text-muted">
          {resource.fileType}
        </span>
      </div>
      <h3 className="text-lg font-semibold break-words text-foreground">{resource.title}</h3>
      {resource.description && (
        <p className="text-sm break-words text-muted">{resource.description}</p>
      )}
      <p className="text-xs text-muted">{resource.category}</p>
      <a
        href={resource.fileUrl}
        className={buttonClasses('outline', 'mt-auto self-start')}
        {...(isVideo
          ? { target: '_blank', rel: 'noopener noreferrer' }
          : { download: '', rel: 'noopener' })}
      >
        {isVideo ? (
          <PlayCircle aria-hidden="true" className="size-4" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        {isVideo ? 'Watch Video' : 'Download'}
        <span className="sr-only">: {resource.title}</span>
      </a>
    </li>
  );
}
