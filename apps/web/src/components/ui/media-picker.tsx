import { useState } from 'react';
import { errorMessage } from '../../lib/api-error';
import { MEDIA_PAGE_SIZE, useMediaFiles } from '../../lib/media-library';
import { fixedWidthImage } from '../../lib/responsive-image';
import { Alert } from './alert';
import { Dialog } from './dialog';
import { DebouncedField } from './debounced-field';
import { Pagination } from './pagination';
import { Spinner } from './spinner';

const THUMBNAIL_PX = 160;

interface MediaPickerProps {
  open: boolean;
  onClose: () => void;
  /** The chosen image's link (`/api/files/<id>`), as an upload would have given it. */
  onPick: (url: string) => void;
}

/** The images of the media library, newest first, searchable by name: one press picks one. */
export function MediaPicker({ open, onClose, onPick }: MediaPickerProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Choose an image from the library"
      widthClass="max-w-3xl"
    >
      {open && (
        <PickerBody
          onPick={(url) => {
            onPick(url);
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

function PickerBody({ onPick }: { onPick: (url: string) => void }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const images = useMediaFiles(page, { q, type: 'image', sort: '' });
  return (
    <div className="flex flex-col gap-4">
      <DebouncedField
        label="Search images"
        type="search"
        hint="Part of the file name"
        value={q}
        onSettled={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      {images.isPending && <Spinner label="Loading images…" />}
      {images.isError && (
        <Alert>{errorMessage(images.error, 'Failed to load the media library.')}</Alert>
      )}
      {images.data?.files.length === 0 && <p className="text-muted">No images found.</p>}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Images">
        {images.data?.files.map((file) => (
          <li key={file._id}>
            <button
              type="button"
              onClick={() => onPick(file.url)}
              className="flex w-full flex-col gap-1 rounded-lg border border-border p-2 text-left text-xs hover:bg-surface"
            >
              <img
                src={fixedWidthImage(file.url, THUMBNAIL_PX / 2)}
                alt=""
                width={THUMBNAIL_PX}
                height={THUMBNAIL_PX}
                loading="lazy"
                className="aspect-square w-full rounded-md object-cover"
              />
              <span className="break-all">
                <span className="sr-only">Choose </span>
                {file.filename}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {images.data && (
        <Pagination
          label="Image pages"
          noun={['image', 'images']}
          page={page}
          limit={images.data.limit || MEDIA_PAGE_SIZE}
          total={images.data.total}
          onPage={setPage}
        />
      )}
    </div>
  );
}
