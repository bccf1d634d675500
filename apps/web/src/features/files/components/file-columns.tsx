import type { StoredFile } from '@tutoring/shared';
import { Trash2 } from 'lucide-react';
import { ROW_ACTION_CLASS } from '../../../components/ui/row-actions';
import type { TableColumn } from '../../../components/ui/table-columns';
import { formatDateTime } from '../../../lib/format-date-time';
import { formatFileSize } from '../../../lib/format-file-size';
import { FileName, UsedBy } from './file-cells';

/** The media library's columns: file, type, size, upload date, where it is used, Delete. */
export function fileColumns(onDelete: (file: StoredFile) => void): TableColumn<StoredFile>[] {
  return [
    { header: 'File', cell: (file) => <FileName file={file} />, sortKey: 'filename' },
    { header: 'Type', cell: (file) => file.kind },
    { header: 'Size', cell: (file) => formatFileSize(file.size), sortKey: 'size' },
    { header: 'Uploaded', cell: (file) => formatDateTime(file.createdAt), sortKey: 'createdAt' },
    { header: 'Used by', cell: (file) => <UsedBy file={file} />, className: 'w-1/4' },
    {
      header: 'Actions',
      actions: true,
      cell: (file) =>
        file.usedBy.length === 0 ? (
          <button
            type="button"
            onClick={() => onDelete(file)}
            className={`${ROW_ACTION_CLASS} text-error`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete<span className="sr-only">{` ${file.filename}`}</span>
          </button>
        ) : null,
    },
  ];
}
