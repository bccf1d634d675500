import { FILE_KINDS, type StoredFile } from '@tutoring/shared';
import { SelectField } from '../../../components/ui/form-controls';
import { ListToolbar } from '../../../components/ui/list-toolbar';
import { PagedResults, type PagedTexts } from '../../../components/ui/paged-results';
import { ResponsiveTable } from '../../../components/ui/responsive-table';
import { useDeleteConfirmation } from '../../../components/ui/use-delete-confirmation';
import { oneOf, useServerList, type ListOrder } from '../../../components/ui/use-server-list';
import { ListScreen } from '../../../components/ui/list-screen';
import { NEWEST_FIRST } from '../../../lib/list-sort';
import { MEDIA_PAGE_SIZE, useMediaFiles } from '../../../lib/media-library';
import { useDeleteFile } from '../api/delete-file';
import { fileColumns } from './file-columns';

export const MEDIA_LOAD_FAILED = 'Failed to load the media library.';
export const DELETE_FILE_QUESTION = 'Are you sure you want to delete this file?';

const FILE_ORDER: ListOrder = {
  sorts: [
    { key: 'createdAt', label: 'Uploaded', kind: 'date' },
    { key: 'filename', label: 'Name', kind: 'text' },
    { key: 'size', label: 'Size', kind: 'number' },
  ],
  defaultSort: NEWEST_FIRST,
};
const FILE_PAGES: PagedTexts = {
  noun: ['file', 'files'],
  failedMessage: MEDIA_LOAD_FAILED,
  pageSize: MEDIA_PAGE_SIZE,
};

/**
 * Every stored file (resized copies aside), with where it is used: searched by name, filtered
 * by type, sorted, paged on the server; search, type, sort and page in the URL. A file no
 * item uses can be deleted; the server refuses one in use and says where.
 */
export function MediaLibrary() {
  const list = useServerList(['q', 'type'], FILE_ORDER, FILE_PAGES);
  const filters = {
    q: list.values.q,
    type: oneOf(FILE_KINDS, list.values.type),
    sort: list.sort === NEWEST_FIRST ? '' : list.sort,
  };
  const remove = useDeleteFile();
  const deletion = useDeleteConfirmation<StoredFile>(remove, DELETE_FILE_QUESTION);
  return (
    <ListScreen title="Media Library">
      <ListToolbar
        searchLabel="Search files"
        searchHint="Part of the file name"
        {...list.search('q')}
        {...list.sorting}
      >
        <SelectField
          label="Type"
          placeholder="All types"
          options={FILE_KINDS}
          {...list.filter('type', filters.type)}
        />
      </ListToolbar>
      <PagedResults result={useMediaFiles(list.page, filters)} {...list.pages}>
        {({ files }) =>
          files.length === 0 ? (
            <p className="text-muted">
              {filters.q || filters.type
                ? 'No files match these filters.'
                : 'No files uploaded yet.'}
            </p>
          ) : (
            <ResponsiveTable
              label="Files"
              items={files}
              rowKey={(file) => file._id}
              columns={fileColumns(deletion.ask)}
              {...list.tableSort}
            />
          )
        }
      </PagedResults>
      {deletion.dialog}
    </ListScreen>
  );
}
