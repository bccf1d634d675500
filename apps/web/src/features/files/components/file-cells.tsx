import type { StoredFile } from '@tutoring/shared';
import { formatDateTime } from '../../../lib/format-date-time';
import { fixedWidthImage } from '../../../lib/responsive-image';

const THUMBNAIL_PX = 56;

/** A thumbnail for images, and the name, which opens the file in a new tab. */
export function FileName({ file }: { file: StoredFile }) {
  return (
    <div className="flex items-center gap-3">
      {file.kind === 'image' && (
        <img
          src={fixedWidthImage(file.url, THUMBNAIL_PX)}
          alt=""
          width={THUMBNAIL_PX}
          height={THUMBNAIL_PX}
          loading="lazy"
          className="size-14 shrink-0 rounded-md border border-border object-cover"
        />
      )}
      <a
        href={file.url}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-primary underline"
      >
        {file.filename}
      </a>
    </div>
  );
}

/** Where the file is linked from, or that nothing uses it (and when it goes on its own). */
export function UsedBy({ file }: { file: StoredFile }) {
  if (file.usedBy.length > 0) {
    return (
      <ul className="flex flex-col gap-0.5">
        {file.usedBy.map((use) => (
          <li key={`${use.entity}-${use.id}`}>{use.label}</li>
        ))}
      </ul>
    );
  }
  return (
    <p className="text-muted">
      Not used
      {file.removalDue && (
        <span className="block">
          Removed on {formatDateTime(file.removalDue)} unless used again
        </span>
      )}
    </p>
  );
}
