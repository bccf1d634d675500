import { FILE_KINDS, type FileKind, type StoredFile } from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDeleteConfirmation } from '../../../components/ui/use-delete-confirmation';
import { readSort, sortOptions, type SortField } from '../../../lib/list-sort';
import { MEDIA_PAGE_SIZE, useMediaFiles } from '../../../lib/media-library';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteFile } from '../api/delete-file';
import { fileColumns } from './file-columns';

export const MEDIA_LOAD_FAILED = 'Failed to load the media library.';
export const DELETE_FILE_QUESTION = 'Are you sure you want to delete this file?';

const FILE_PAGES: PagedTexts = {
  loadingLabel: 'Loading files…',
  failedMessage: MEDIA_LOAD_FAILED,
  label: 'File pages',
  noun: ['file', 'files'],
  pageSize: MEDIA_PAGE_SIZE,
};

const SORTS: SortField<never>[] = [
  { key: 'createdAt', label: 'Uploaded', kind: 'date' },
  { key: 'filename', label: 'Name', kind: 'text' },
  { key: 'size', label: 'Size', kind: 'number' },
];
const NEWEST_FIRST = '-createdAt';
const KEYS = ['q', 'type', 'sort'] as const;

const kindOf = (raw: string): FileKind | '' =>
  (FILE_KINDS as readonly string[]).includes(raw) ? (raw as FileKind) : '';

/**
 * Every stored file (resized copies aside), with where it is used: searched by name, filtered
 * by type, sorted, paged on the server; search, type, sort and page in the URL. A file no
 * item uses can be deleted; the server refuses one in use and says where.
 */
export function MediaLibrary() {
  const { values, page, set, setPage } = useListParams(KEYS);
  const sort = readSort(values.sort, SORTS, NEWEST_FIRST);
  const filters = {
    q: values.q,
    type: kindOf(values.type),
    sort: sort === NEWEST_FIRST ? '' : sort,
  };
  const remove = useDeleteFile();
  const deletion = useDeleteConfirmation<StoredFile>(remove, DELETE_FILE_QUESTION);
  return (
    <section className="flex min-w-0 flex-col gap-6 p-4 sm:p-6">
      <h1 className="text-2xl font-bold tracking-tight text-foreground">Media Library</h1>
      <ListToolbar
        searchLabel="Search files"
        searchHint="Part of the file name"
        q={values.q}
        onSearch={(q) => set('q', q)}
        sort={sort}
        sortOptions={sortOptions(SORTS)}
        onSort={(next) => set('sort', next)}
      >
        <SelectField
          label="Type"
          value={filters.type}
          onChange={(event) => set('type', event.target.value)}
          placeholder="All types"
          options={FILE_KINDS}
        />
      </ListToolbar>
      <PagedResults
        result={useMediaFiles(page, filters)}
        page={page}
        onPage={setPage}
        {...FILE_PAGES}
      >
        {({ files }) =>
          files.length === 0 ? (
            <p className="text-muted">
              {values.q || filters.type
                ? 'No files match these filters.'
                : 'No files uploaded yet.'}
            </p>
          ) : (
            <ResponsiveTable
              label="Files"
              items={files}
              rowKey={(file) => file._id}
              columns={fileColumns(deletion.ask)}
              sort={sort}
              onSort={(next) => set('sort', next)}
            />
          )
        }
      </PagedResults>
      {deletion.dialog}
    </section>
  );
}
