import type { Resource } from '@tutoring/shared';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';
import { NewTabLink } from '../../../components/ui/new-tab-link';

interface AdminResourceCardProps {
  resource: Resource;
  onEdit: () => void;
  onDelete: () => void;
}

/** One resource in the admin list: title, category, file type, kind and link; edit and delete. */
export function AdminResourceCard({ resource, onEdit, onDelete }: AdminResourceCardProps) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold break-words text-foreground">{resource.title}</h2>
        <p className="text-sm text-muted">
          {resource.category} · {resource.fileType} · {resource.type}
        </p>
        <NewTabLink href={resource.fileUrl} className="text-sm">
          {resource.fileUrl}
        </NewTabLink>
      </div>
      <div className="flex gap-2">
        <EditDeleteButtons name={resource.title} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
