import type { Testimony } from '@tutoring/shared';
import { Video } from 'lucide-react';
import { EditDeleteButtons } from '../../../components/ui/edit-delete-buttons';

interface AdminTestimonyCardProps {
  testimony: Testimony;
  onEdit: () => void;
  onDelete: () => void;
}

/** One testimony in the admin list: name, text, video link, edit and delete. */
export function AdminTestimonyCard({ testimony, onEdit, onDelete }: AdminTestimonyCardProps) {
  const { studentName, text, videoUrl } = testimony;
  return (
    <li className="rounded-xl border border-border bg-surface p-4">
      <h2 className="font-semibold text-foreground">{studentName}</h2>
      {text && <p className="mt-2 line-clamp-3 text-sm">{text}</p>}
      {videoUrl && (
        <p className="mt-2 flex items-center gap-1 text-sm break-all text-muted">
          <Video aria-hidden="true" className="size-4 shrink-0" /> {videoUrl}
        </p>
      )}
      <div className="mt-3 flex gap-2">
        <EditDeleteButtons name={studentName} onEdit={onEdit} onDelete={onDelete} />
      </div>
    </li>
  );
}
